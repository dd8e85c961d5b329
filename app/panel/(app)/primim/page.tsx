// /panel/primim?ay=YYYY-MM (issue 31): a stylist's own commission statement. Every user linked
// to a staff member (team screen) sees her own figures and nobody else's: the staff member is
// the session's, never taken from the address. We judged this right for the personel role, who
// otherwise sees no reports: what she earned is hers to know, what her colleagues earned is not.
import type { Metadata } from 'next';
import { StatementScreen } from '@/features/reports/components/statement-screen';
import { parseStatementMonth } from '@/features/reports/rules/range';
import { loadStaffStatement } from '@/features/reports/server/statement';
import { requireSalonUser } from '@/platform/access/panel-session';
import { AdminPageHeader } from '@/components/kit/page-header';
import { istanbulClock } from '@/platform/time/istanbul';

export const metadata: Metadata = { title: 'Primim' };

export default async function OwnStatementPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireSalonUser('page.ownStatement');
  const statement = user.staffId ? await loadStatement(user.salonId, user.staffId, (await searchParams).ay) : null;
  if (!statement) {
    return (
      <div className="grid gap-4">
        <AdminPageHeader title="Primim" />
        <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground" role="status">
          Hesabınız bir personel kaydına bağlı değil. Salon sahibiniz &quot;Ekip ve Yetkiler&quot; ekranından bağlayabilir.
        </p>
      </div>
    );
  }
  return (
    <StatementScreen statement={statement.statement} salonName={user.salonName} month={statement.month} currentMonth={statement.today.slice(0, 7)}
      basePath="/panel/primim" />
  );
}

async function loadStatement(salonId: string, staffId: string, month: unknown) {
  const today = istanbulClock(new Date()).date;
  const range = parseStatementMonth(month, today);
  const statement = await loadStaffStatement(salonId, staffId, range);
  return statement ? { statement, month: range.month, today } : null;
}
