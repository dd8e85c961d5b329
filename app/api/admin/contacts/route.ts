// GET /api/admin/contacts?q=&filter=&page= → one page of the contact inbox (moderators and up):
// what /admin/contacts re-reads every 2 seconds. 401/403 JSON without a session.
import { jsonOk, withJsonErrors } from '@/platform/http/json';
import { loadContactPage, parseContactQuery } from '@/features/contact/server/inbox';
import { MODERATOR } from '@/platform/access/admin-roles';
import { requireAdminApi } from '@/platform/access/admin-session';

export const GET = withJsonErrors(async (request: Request) => {
  const auth = await requireAdminApi(MODERATOR);
  if (!auth.ok) return auth.response;
  return jsonOk(await loadContactPage(parseContactQuery(new URL(request.url).searchParams)));
});
