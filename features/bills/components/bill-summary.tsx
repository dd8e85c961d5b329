// A closed or void bill as its summary: what was sold, by whom, the totals, every payment and
// refund with who and why, the open balance. It is also what the salon prints for the customer:
// marked plainly as not a legal document (DESIGN "The salon's books": never a fiş or bilgi fişi;
// the salon issues its own receipt or e-Arşiv invoice). Corrections (iade, tahsilat, iptal) are
// offered to the users with their rights, never as edits.
import { Badge } from '@/components/ui/badge';
import { formatKurus } from '@/platform/text/format';
import { PAYMENT_METHOD_LABELS } from '@/features/bills/rules/money';
import type { BillView } from '@/features/bills/server/bills';
import { RECEIPT_NOTICE } from '@/features/bills/schema';
import { CollectButton, EmailBillButton, RefundButton, VoidBillButton } from './bill-corrections';
import { PrintButton } from '@/components/kit/print-button';
import type { BillRights } from './bill-editor';

const time = (d: Date) => d.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' });

export function BillSummary({ bill, salonName, rights }: { bill: BillView; salonName: string; rights: BillRights }) {
  const refundable = bill.paid - bill.refunded;
  return (
    <div className="grid gap-6">
      <article className="grid gap-4 rounded-2xl border bg-card p-4 shadow-xs print:border-0 print:shadow-none sm:p-6" data-testid="bill-summary">
        <header className="grid gap-1 text-center">
          <p className="font-semibold user-text">{salonName}</p>
          <p className="text-sm text-muted-foreground">Adisyon #{bill.number} · {time(bill.closedAt ?? bill.createdAt)}</p>
          {bill.customer ? <p className="text-sm user-text">{bill.customer.name}</p> : null}
          {bill.status === 'void' ? <Badge variant="destructive" className="mx-auto">İptal edildi: {bill.voidReason}</Badge> : null}
          {/* Someone who may only look (the personel role) sees a bill still being written. */}
          {bill.status === 'open' ? <Badge variant="warning-soft" className="mx-auto" data-testid="summary-open">Açık · Ödeme henüz alınmadı</Badge> : null}
        </header>
        <ul className="grid gap-2 border-y py-3">
          {bill.lines.map((l) => (
            <li key={l.id} className="grid grid-cols-[1fr_auto] gap-x-3 text-sm" data-testid="summary-line">
              <span className="user-text">{l.quantity > 1 ? `${l.quantity} × ` : ''}{l.description}{l.staffName ? <span className="text-muted-foreground"> · {l.staffName}</span> : null}</span>
              <span className="text-right tabular-nums">{formatKurus(l.net)}</span>
              {l.discountAmount > 0 ? <span className="col-span-2 text-xs text-muted-foreground">İndirim {formatKurus(-l.discountAmount)}</span> : null}
              {l.refunded > 0 ? <span className="col-span-2 text-xs text-amber-700">İade edildi: {formatKurus(l.refunded)}</span> : null}
              {rights.refund && bill.status === 'closed' ? (
                <span className="col-span-2 mt-1 print:hidden"><RefundButton billId={bill.id} line={{ id: l.id, description: l.description }} max={Math.min(l.net - l.refunded, refundable)} /></span>
              ) : null}
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
          {bill.discountAmount > 0 ? <><dt>İndirim</dt><dd className="text-right tabular-nums">{formatKurus(-bill.discountAmount)}</dd></> : null}
          {bill.tip > 0 ? <><dt>Bahşiş</dt><dd className="text-right tabular-nums">{formatKurus(bill.tip)}</dd></> : null}
          <dt className="text-base font-semibold">Toplam</dt><dd className="text-right text-base font-bold tabular-nums" data-testid="summary-total">{formatKurus(bill.total)}</dd>
          {bill.payments.map((p) => (
            <div key={p.id} className="contents" data-testid="summary-payment">
              <dt className={p.kind === 'refund' ? 'text-amber-700' : 'text-muted-foreground'}>
                {p.kind === 'refund' ? 'İade · ' : ''}{PAYMENT_METHOD_LABELS[p.method]}
                <span className="block text-xs">{time(p.createdAt)}{p.by ? ` · ${p.by}` : ''}{p.reason ? ` · ${p.reason}` : ''}</span>
              </dt>
              <dd className="text-right tabular-nums">{p.kind === 'refund' ? '−' : ''}{formatKurus(p.amount)}
                {p.received ? <span className="block text-xs text-muted-foreground">Alınan {formatKurus(p.received)}, para üstü {formatKurus(p.received - p.amount)}</span> : null}
              </dd>
            </div>
          ))}
          {bill.balance > 0 ? <><dt className="font-semibold text-amber-700">Açık hesap</dt><dd className="text-right font-semibold text-amber-700 tabular-nums" data-testid="summary-balance">{formatKurus(bill.balance)}</dd></> : null}
        </dl>
        {bill.status === 'open' ? null : <p className="text-center text-xs text-muted-foreground">{RECEIPT_NOTICE}</p>}
      </article>
      <div className="flex flex-wrap gap-2 print:hidden">
        <PrintButton />
        {bill.status !== 'open' && rights.email ? <EmailBillButton billId={bill.id} email={bill.customerEmail} /> : null}
        {bill.status === 'closed' && bill.balance > 0 && rights.collect ? <CollectButton billId={bill.id} balance={bill.balance} /> : null}
        {bill.status === 'closed' && rights.refund ? <RefundButton billId={bill.id} line={null} max={refundable} /> : null}
        {bill.status === 'closed' && rights.void && refundable === 0 ? <VoidBillButton billId={bill.id} number={bill.number} open={false} /> : null}
      </div>
    </div>
  );
}
