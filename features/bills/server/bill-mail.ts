import 'server-only';
// The bill's summary by e-mail (issue 30): what was sold, the total, the payments and refunds,
// what is still owed, and the notice that it is not a fiscal document. Queued through the outbox
// in a transaction that also writes the salon's activity log.
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { getDb } from '@/platform/db';
import { renderEmail } from '@/platform/mail/compose';
import { enqueueEmail } from '@/platform/mail/outbox';
import { formatKurus } from '@/platform/text/format';
import { logSalonActivity } from '@/features/team/server/activity';
import { PAYMENT_METHOD_LABELS } from '@/features/bills/rules/money';
import { BILL_NOT_FOUND_MESSAGE, RECEIPT_NOTICE } from '@/features/bills/schema';
import { loadBill, type BillView } from './bills';

export function billSummaryEmail(bill: BillView, salonName: string) {
  const details: [string, string][] = [
    ...bill.lines.map((l): [string, string] => [`${l.quantity > 1 ? `${l.quantity} × ` : ''}${l.description}`, formatKurus(l.net)]),
    ...(bill.discountAmount > 0 ? [['İndirim', formatKurus(-bill.discountAmount)] as [string, string]] : []),
    ...(bill.tip > 0 ? [['Bahşiş', formatKurus(bill.tip)] as [string, string]] : []),
    ['Toplam', formatKurus(bill.total)],
    ...bill.payments.map((p): [string, string] => [p.kind === 'refund' ? `İade (${PAYMENT_METHOD_LABELS[p.method]})` : PAYMENT_METHOD_LABELS[p.method],
      `${p.kind === 'refund' ? '−' : ''}${formatKurus(p.amount)}`]),
    ...(bill.balance > 0 ? [['Açık hesap', formatKurus(bill.balance)] as [string, string]] : []),
  ];
  const { text, html } = renderEmail({
    heading: `${salonName} · Adisyon #${bill.number}`,
    greeting: bill.customer ? `Merhaba ${bill.customer.name},` : 'Merhaba,',
    paragraphs: [`${salonName} salonundaki adisyonunuzun özeti aşağıdadır.`],
    details,
    closing: [RECEIPT_NOTICE],
  });
  return { subject: `${salonName} · Adisyon #${bill.number} özeti`, text, html };
}

export async function sendBillSummary(
  salonId: string, salonName: string, actorId: string, input: { billId: string; email: string },
): Promise<ActionResult<null>> {
  const bill = await loadBill(salonId, input.billId);
  if (!bill) return fail(BILL_NOT_FOUND_MESSAGE, undefined, 404);
  if (bill.status === 'open') return fail('Adisyon kapatılmadan özet gönderilemez', undefined, 409);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await enqueueEmail(tx, { to: input.email, ...billSummaryEmail(bill, salonName), kind: 'bill_summary', referenceId: bill.id });
    await logSalonActivity(tx, salonId, actorId, { action: 'BILL_EMAIL', target: bill.id, description: `Adisyon #${bill.number} özeti gönderildi: ${input.email}` });
  });
  return ok(null, 'Adisyon özeti e-postayla gönderildi');
}
