// POST /api/admin/logout → 200 { ok: true }: deletes the session server-side (and logs LOGOUT),
// then clears the cookie. Without a session it still answers 200: signing out is idempotent.
import { jsonOk, withJsonErrors } from '@/platform/http/json';
import { logoutAdmin } from '@/platform/access/admin-auth';
import { clearAdminCookie, currentAdminClient, currentAdminToken } from '@/platform/access/admin-session';

export const POST = withJsonErrors(async () => {
  await logoutAdmin(await currentAdminToken(), await currentAdminClient());
  await clearAdminCookie();
  return jsonOk({ ok: true });
});
