// POST /api/panel/logout → 200 { ok: true }: deletes the session on the server, then clears the
// cookie. Without a session it still answers 200: signing out is idempotent.
import { jsonOk, withJsonErrors } from '@/platform/http/json';
import { logoutSalonUser } from '@/platform/access/panel-auth';
import { clearPanelCookie, currentPanelToken } from '@/platform/access/panel-session';

export const POST = withJsonErrors(async () => {
  await logoutSalonUser(await currentPanelToken());
  await clearPanelCookie();
  return jsonOk({ ok: true });
});
