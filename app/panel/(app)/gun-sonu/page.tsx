// /panel/gun-sonu (issue 30): one day's end report (`?tarih=YYYY-MM-DD`, default Istanbul's today;
// a date that is not a real one falls back to it): takings and refunds by method, cash in and
// out, open balances, bills closed and voided, and the day's drawer counts. 'Yazdır' prints the
// report alone: the panel's header and menu, the day picker and the buttons are print:hidden.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Wallet } from 'lucide-react';
import { AdminPageHeader } from '@/components/kit/page-header';
import { PrintButton } from '@/components/kit/print-button';
import { Button } from '@/components/ui/button';
import { DayEndPicker } from '@/features/cash/components/day-end-picker';
import { DayEndReport } from '@/features/cash/components/day-end-report';
import { loadDayEnd } from '@/features/cash/server/day-end';
import { holdsRight } from '@/platform/access/panel-rights';
import { requireSalonUser } from '@/platform/access/panel-session';
import { formatLongDate, isCalendarDate } from '@/platform/time/calendar';
import { istanbulClock } from '@/platform/time/istanbul';

export const metadata: Metadata = { title: 'Gün Sonu' };

export default async function DayEndPage({ searchParams }: { searchParams: Promise<{ tarih?: string | string[] }> }) {
  const user = await requireSalonUser('page.dayEnd');
  const today = istanbulClock(new Date()).date;
  const asked = (await searchParams).tarih;
  const day = typeof asked === 'string' && isCalendarDate(asked) ? asked : today;
  const report = await loadDayEnd(user.salonId, day);
  const cashLink = holdsRight(user.permissions, 'page.cash');
  return (
    <div className="grid gap-6 print:gap-4">
      <p className="user-text hidden text-sm print:block">{user.salonName}</p>
      <AdminPageHeader title="Gün Sonu" description={`${day === today ? 'Bugün · ' : ''}${formatLongDate(day)}`}
        actions={(
          <>
            <PrintButton />
            {cashLink ? (
              <Button asChild variant="outline" className="h-11 print:hidden"><Link href="/panel/kasa"><Wallet aria-hidden="true" /> Kasa</Link></Button>
            ) : null}
          </>
        )} />
      <DayEndPicker day={day} today={today} />
      <DayEndReport report={report} cashLink={cashLink} />
    </div>
  );
}
