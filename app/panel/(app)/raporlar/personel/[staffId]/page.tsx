// /panel/raporlar/personel/[staffId]?ay=YYYY-MM (issue 31): any staff member's monthly
// commission statement, for whoever holds the reports right (the owner hands it to the stylist).
// Another salon's staff member, or no such one: 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StatementScreen } from '@/features/reports/components/statement-screen';
import { parseStatementMonth } from '@/features/reports/rules/range';
import { loadStaffStatement } from '@/features/reports/server/statement';
import { requireSalonUser } from '@/platform/access/panel-session';
import { isUuid } from '@/platform/text/ids';
import { istanbulClock } from '@/platform/time/istanbul';

export const metadata: Metadata = { title: 'Prim dökümü' };

export default async function StaffStatementPage({ params, searchParams }: {
  params: Promise<{ staffId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireSalonUser('page.reports');
  const { staffId } = await params;
  if (!isUuid(staffId)) notFound();
  const today = istanbulClock(new Date()).date;
  const range = parseStatementMonth((await searchParams).ay, today);
  const statement = await loadStaffStatement(user.salonId, staffId, range);
  if (!statement) notFound();
  return (
    <StatementScreen statement={statement} salonName={user.salonName} month={range.month} currentMonth={today.slice(0, 7)}
      basePath={`/panel/raporlar/personel/${staffId}`} />
  );
}
