// /panel/adisyonlar/[id] (issue 30): one bill. Open: the desk's editor (lines, discount, tip,
// payments, 'Ödemeyi Tamamla'); closed or void: its summary, printable, with the corrections the
// user's rights allow. Another salon's bill, or an id that is not one, is a 404.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArrowLeft } from 'lucide-react';
import { AdminPageHeader } from '@/components/kit/page-header';
import { BillEditor, type BillRights } from '@/features/bills/components/bill-editor';
import { BillSummary } from '@/features/bills/components/bill-summary';
import { billChoices, loadBill } from '@/features/bills/server/bills';
import { isCashOpen } from '@/features/cash/server/cash';
import { holdsRight } from '@/platform/access/panel-rights';
import { requireSalonUser } from '@/platform/access/panel-session';
import { can } from '@/platform/access/panel-permissions';
import { formatShortDate } from '@/platform/time/calendar';

export const metadata: Metadata = { title: 'Adisyon' };

export default async function BillPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireSalonUser('page.bills');
  const bill = await loadBill(user.salonId, (await params).id);
  if (!bill) notFound();
  const allowed = (key: Parameters<typeof holdsRight>[1]) => holdsRight(user.permissions, key);
  const rights: BillRights = {
    editPrices: can(user.permissions, 'bills', 'edit'), checkout: allowed('bill.checkout'), refund: allowed('bill.refund'),
    void: allowed('bill.void'), collect: allowed('bill.collect'), email: allowed('bill.email'), openCash: allowed('cash.open'),
  };
  const visit = bill.appointment ? `Randevu: ${formatShortDate(bill.appointment.date)} ${bill.appointment.startTime}` : 'Yeni satış';
  return (
    <div className="grid gap-6">
      <Link href="/panel/adisyonlar" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground print:hidden">
        <ArrowLeft className="size-4" aria-hidden="true" />Adisyonlar
      </Link>
      <div className="print:hidden">
        <AdminPageHeader title={`Adisyon #${bill.number}`} description={`${bill.customer ? `${bill.customer.name} · ` : ''}${visit}`} />
      </div>
      {bill.status === 'open' && allowed('bill.save') ? (
        <BillEditor bill={bill} choices={await billChoices(user.salonId)} rights={rights} cashOpen={await isCashOpen(user.salonId)} />
      ) : (
        <BillSummary bill={bill} salonName={user.salonName} rights={rights} />
      )}
    </div>
  );
}
