// GET /api/admin/notifications → { total, items (up to 5) }: what the admin bell shows.
// Registrations and failed payments only for admins and above; 401/403 JSON without a session.
import { jsonOk, withJsonErrors } from '@/platform/http/json';
import { loadAdminNotifications } from '@/features/back-office/server/notifications';
import { ADMIN, hasLevel, MODERATOR } from '@/platform/access/admin-roles';
import { requireAdminApi } from '@/platform/access/admin-session';

export const GET = withJsonErrors(async () => {
  const auth = await requireAdminApi(MODERATOR);
  if (!auth.ok) return auth.response;
  return jsonOk(await loadAdminNotifications({ includeRegistrations: hasLevel(auth.admin.role, ADMIN) }));
});
