// GET /api/panel/reports/{gunluk|odeme|kategori|personel}?aralik=|bas=&bit= → one table of the
// salon's reports as CSV (';', UTF-8 with BOM, formula cells neutralised). Reports 'view' needed;
// Turkish 401/403/404 JSON otherwise. no-store: the books are private.
import { requireSalonUserApi } from '@/platform/access/panel-session';
import { jsonError, withJsonErrors } from '@/platform/http/json';
import { istanbulClock } from '@/platform/time/istanbul';
import { parseReportRange } from '@/features/reports/rules/range';
import { REPORT_TABLES, reportCsv, reportCsvFilename, type ReportTable } from '@/features/reports/rules/csv';
import { loadStaffFigures, loadTakings } from '@/features/reports/server/takings';

export const GET = withJsonErrors(async (request: Request, { params }: { params: Promise<{ table: string }> }) => {
  const auth = await requireSalonUserApi('page.reports');
  if (!auth.ok) return auth.response;
  const { table } = await params;
  if (!(table in REPORT_TABLES)) return jsonError(404, 'Rapor bulunamadı');
  const search = new URL(request.url).searchParams;
  const range = parseReportRange(Object.fromEntries(search), istanbulClock(new Date()).date);
  const [takings, staff] = await Promise.all([loadTakings(auth.user.salonId, range), loadStaffFigures(auth.user.salonId, range)]);
  return new Response(reportCsv(table as ReportTable, { takings, staff }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${reportCsvFilename(table as ReportTable, range)}"`,
      'Cache-Control': 'no-store',
    },
  });
});
