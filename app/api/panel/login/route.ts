// POST /api/panel/login { salonCode, username, password, remember } → 200 { ok: true } and the
// httpOnly salon_session cookie; 401 'Salon kodu, kullanıcı adı veya şifre hatalı' for every
// mismatch, 429 after too many failures from this address, 400 for a malformed body.
import { jsonError, jsonOk, parseJsonBody, withJsonErrors } from '@/platform/http/json';
import { loginSalonUser } from '@/platform/access/panel-auth';
import { panelLoginSchema } from '@/platform/access/panel-schema';
import { currentSalonClient, setPanelCookie } from '@/platform/access/panel-session';

export const POST = withJsonErrors(async (request: Request) => {
  const parsed = await parseJsonBody(request, panelLoginSchema, 4 * 1024);
  if (!parsed.ok) return parsed.response;
  const result = await loginSalonUser(parsed.data, await currentSalonClient());
  if (!result.ok) return jsonError(result.status ?? 400, result.error);
  await setPanelCookie(result.data.token, result.data.expiresAt, parsed.data.remember);
  return jsonOk({ ok: true });
});
