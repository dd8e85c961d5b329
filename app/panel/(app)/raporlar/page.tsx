// /panel/raporlar (issue 31): the salon's takings and staff figures over a range of Istanbul
// days (`?aralik=bugun|hafta|ay|gecen-ay` or `?bas=&bit=`, default this month; anything else
// falls back to it), each table with its CSV; printable.
import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/kit/page-header';
import { PrintButton } from '@/components/kit/print-button';
import { RangePicker } from '@/features/reports/components/range-picker';
import { ReportsView } from '@/features/reports/components/reports-view';
import { parseReportRange } from '@/features/reports/rules/range';
import { loadStaffFigures, loadTakings } from '@/features/reports/server/takings';
import { requireSalonUser } from '@/platform/access/panel-session';
import { formatLongDate } from '@/platform/time/calendar';
import { istanbulClock } from '@/platform/time/istanbul';

export const metadata: Metadata = { title: 'Raporlar' };

export default async function ReportsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireSalonUser('page.reports');
  const range = parseReportRange(await searchParams, istanbulClock(new Date()).date);
  const [takings, staff] = await Promise.all([loadTakings(user.salonId, range), loadStaffFigures(user.salonId, range)]);
  const span = range.from === range.to ? formatLongDate(range.from) : `${formatLongDate(range.from)} – ${formatLongDate(range.to)}`;
  return (
    <div className="grid gap-6">
      <AdminPageHeader title="Raporlar" description={span} actions={<PrintButton />} />
      <RangePicker range={range} />
      <ReportsView range={range} takings={takings} staff={staff} />
    </div>
  );
}
