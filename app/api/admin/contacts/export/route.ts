// GET /api/admin/contacts/export?q=&filter= → the filtered inbox as CSV (moderators and up):
// UTF-8 with BOM, ';'-separated, quoted, formula cells neutralised (lib/contact/export.ts).
import { withJsonErrors } from '@/lib/http/json';
import { parseContactQuery } from '@/lib/admin/contacts';
import { MODERATOR } from '@/lib/admin/roles';
import { requireAdminApi } from '@/lib/admin/session';
import { contactCsvFilename, contactMessagesCsv } from '@/lib/contact/export';
import { listContactMessagesForExport } from '@/lib/db/contact-messages';

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
