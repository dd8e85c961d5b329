// GET /api/admin/session → 200 { admin: { id, email, fullName, role } } for a valid session,
// 401 { error: 'Geçersiz veya süresi dolmuş token' | 'Hesap devre dışı' } otherwise.
import { jsonOk, withJsonErrors } from '@/platform/http/json';
import { MODERATOR } from '@/platform/access/admin-roles';
import { requireAdminApi } from '@/platform/access/admin-session';

export const GET = withJsonErrors(async () => {
  const auth = await requireAdminApi(MODERATOR);
  if (!auth.ok) return auth.response;
  const { id, email, fullName, role } = auth.admin;
  return jsonOk({ admin: { id, email, fullName, role } });
});
