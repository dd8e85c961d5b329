// /panel/adisyonlar (issue 30): the bills of a day (`?tarih=YYYY-MM-DD`, default Istanbul's
// today; anything else falls back to it), and 'Yeni Satış' for a walk-in with the bills create
// right. A bill is opened from an appointment's sheet on the calendar too.
import type { Metadata } from 'next';
import Link from 'next/link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { AdminPageHeader } from '@/components/kit/page-header';
import { Button } from '@/components/ui/button';
import { BillList } from '@/features/bills/components/bill-list';
import { NewSaleButton } from '@/features/bills/components/new-sale-button';
import { listBillsOfDay } from '@/features/bills/server/bills';
import { holdsRight } from '@/platform/access/panel-rights';
import { requireSalonUser } from '@/platform/access/panel-session';
import { formatLongDate, isCalendarDate } from '@/platform/time/calendar';
import { addDaysToDate, istanbulClock } from '@/platform/time/istanbul';

export const metadata: Metadata = { title: 'Adisyonlar' };

export default async function BillsPage({ searchParams }: { searchParams: Promise<{ tarih?: string | string[] }> }) {
  const user = await requireSalonUser('page.bills');
  const today = istanbulClock(new Date()).date;
  const asked = (await searchParams).tarih;
  const day = typeof asked === 'string' && isCalendarDate(asked) ? asked : today;
  const rows = await listBillsOfDay(user.salonId, day);
  const dayHref = (d: string) => (d === today ? '/panel/adisyonlar' : `/panel/adisyonlar?tarih=${d}`);
  return (
    <div className="grid gap-6">
      <AdminPageHeader title="Adisyonlar" description="Randevudan ya da yeni satıştan açılan adisyonlar, ödemeler ve iadeler."
        actions={holdsRight(user.permissions, 'bill.open') ? <NewSaleButton /> : null} />
      <nav aria-label="Gün seçimi" className="flex items-center gap-2">
        <Button asChild variant="outline" size="icon" className="size-11"><Link href={dayHref(addDaysToDate(day, -1))} aria-label="Önceki gün"><ChevronLeft aria-hidden="true" /></Link></Button>
        <p className="min-w-0 flex-1 text-center font-medium">{day === today ? 'Bugün · ' : ''}{formatLongDate(day)}</p>
        <Button asChild variant="outline" size="icon" className="size-11"><Link href={dayHref(addDaysToDate(day, 1))} aria-label="Sonraki gün"><ChevronRight aria-hidden="true" /></Link></Button>
      </nav>
      <BillList rows={rows} />
    </div>
  );
}
