// GET /api/panel/reports/{table}?aralik=|bas=&bit= → one table of the salon's reports as CSV
// (';', UTF-8 with BOM, formula cells neutralised; features/reports/rules/csv.ts lists the
// tables). Reports 'view' needed; Turkish 401/403/404 JSON otherwise. no-store: the books are private.
import { requireSalonUserApi } from '@/platform/access/panel-session';
import { jsonError, withJsonErrors } from '@/platform/http/json';
import { istanbulClock } from '@/platform/time/istanbul';
import { parseReportRange } from '@/features/reports/rules/range';
import { isReportTable, REPORT_TABLES, reportCsv, reportCsvFilename } from '@/features/reports/rules/csv';
import { loadReport } from '@/features/reports/server/load';

export const GET = withJsonErrors(async (request: Request, { params }: { params: Promise<{ table: string }> }) => {
  const auth = await requireSalonUserApi('page.reports');
  if (!auth.ok) return auth.response;
  const { table } = await params;
  if (!isReportTable(table)) return jsonError(404, 'Rapor bulunamadı');
  const search = new URL(request.url).searchParams;
  const range = parseReportRange(Object.fromEntries(search), istanbulClock(new Date()).date);
  const data = await loadReport(REPORT_TABLES[table].source, auth.user.salonId, range);
  return new Response(reportCsv(table, data), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${reportCsvFilename(table, range)}"`,
      'Cache-Control': 'no-store',
    },
  });
});
