// POST /api/admin/login { email, password } → 200 { admin } and the httpOnly admin_session
// cookie; 401 'E-posta veya şifre hatalı', 429 after too many attempts (per e-mail and per
// client address), 400 for a malformed body. Used by the /admin/login form.
import { jsonError, jsonOk, parseJsonBody, withJsonErrors } from '@/platform/http/json';
import { loginAdmin } from '@/platform/access/admin-auth';
import { adminLoginSchema } from '@/platform/access/admin-schema';
import { currentAdminClient, setAdminCookie } from '@/platform/access/admin-session';

export const POST = withJsonErrors(async (request: Request) => {
  const parsed = await parseJsonBody(request, adminLoginSchema, 4 * 1024);
  if (!parsed.ok) return parsed.response;
  const result = await loginAdmin(parsed.data, await currentAdminClient());
  if (!result.ok) return jsonError(result.status ?? 400, result.error);
  await setAdminCookie(result.data.session.token, result.data.session.expiresAt);
  const { id, email, fullName, role } = result.data.admin;
  return jsonOk({ admin: { id, email, fullName, role } });
});
