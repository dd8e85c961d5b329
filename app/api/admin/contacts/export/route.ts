// GET /api/admin/contacts/export?q=&filter= → the filtered inbox as CSV (moderators and up):
// UTF-8 with BOM, ';'-separated, quoted, formula cells neutralised (features/contact/rules/export.ts).
import { withJsonErrors } from '@/platform/http/json';
import { parseContactQuery } from '@/features/contact/server/inbox';
import { MODERATOR } from '@/platform/access/admin-roles';
import { requireAdminApi } from '@/platform/access/admin-session';
import { contactCsvFilename, contactMessagesCsv } from '@/features/contact/rules/export';
import { listContactMessagesForExport } from '@/features/contact/server/contact-messages';

export const GET = withJsonErrors(async (request: Request) => {
  const auth = await requireAdminApi(MODERATOR);
  if (!auth.ok) return auth.response;
  const query = parseContactQuery(new URL(request.url).searchParams);
  const rows = await listContactMessagesForExport({ q: query.q, status: query.status });
  return new Response(contactMessagesCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${contactCsvFilename(new Date())}"`,
      'Cache-Control': 'no-store',
    },
  });
});
