import 'server-only';
// Taking money on a bill and correcting it, each in one transaction that locks the bill first,
// so two desks paying one bill at once record it once (the second finds it closed):
//   checkoutBill   the draft saved, payments taken (split across methods; cash into the open
//                  drawer), the rest left as an open balance (only when the desk confirmed it),
//                  the bill closed and its appointment completed
//   collectBalance a later payment against the open balance
//   refundBill     money given back, for a line or the bill: a reversing record with who and why
//   voidBill       an open bill dropped, or a closed one whose payments were all refunded
// Nothing written here is ever updated but the bill's running sums (DESIGN "The salon's books").
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { getDb, type Queryable } from '@/platform/db';
import { appointments, billLines, billPayments, bills } from '@/platform/db/schema';
import { logSalonActivity } from '@/features/team/server/activity';
import { formatKurus } from '@/platform/text/format';
import { logAppointmentChange } from '@/features/appointments/server/appointment-log';
import { lockOpenSession, takeFromDrawer } from '@/features/cash/server/cash';
import { returnProduct, sellProducts, type SoldLine } from '@/features/products/server/stock';
import { checkPayments, checkRefund, PAYMENT_METHOD_LABELS, toKurus, toNumeric, type PaymentInput } from '@/features/bills/rules/money';
import {
  BALANCE_NEEDS_CUSTOMER_MESSAGE, BILL_EMPTY_MESSAGE, BILL_NOT_FOUND_MESSAGE, BILL_VOID_MESSAGE, NO_CASH_SESSION_ASK_MESSAGE,
  OVERPAID_MESSAGE, RECEIVED_SHORT_MESSAGE, REFUND_LINE_TOO_MUCH_MESSAGE, REFUND_TOO_MUCH_MESSAGE, openBalanceNotConfirmedMessage, type BillDraftInput,
} from '@/features/bills/schema';
import { lockBill, refuseUnlessOpen, writeDraft, type BillActor, type LockedBill } from './bill-draft';

const PAYMENT_REFUSALS = {
  empty: 'Lütfen ödeme tutarını girin',
  over_total: OVERPAID_MESSAGE,
  received_short: RECEIVED_SHORT_MESSAGE,
  received_not_cash: 'Alınan tutar yalnızca nakit ödemede girilir',
} as const;

const describe = (payments: readonly PaymentInput[]) =>
  payments.map((p) => `${PAYMENT_METHOD_LABELS[p.method]} ${formatKurus(p.amount)}`).join(', ');

/** The open drawer's session when a payment is in cash (locked until the transaction ends); refused without one. */
async function drawerFor(tx: Queryable, salonId: string, payments: readonly PaymentInput[]): Promise<ActionResult<string | null>> {
  if (!payments.some((p) => p.method === 'cash')) return ok(null);
  const sessionId = await lockOpenSession(tx, salonId);
  return sessionId ? ok(sessionId) : fail(NO_CASH_SESSION_ASK_MESSAGE, { payments: NO_CASH_SESSION_ASK_MESSAGE }, 409);
}

async function insertPayments(
  tx: Queryable, salonId: string, billId: string, actorId: string, payments: readonly PaymentInput[], sessionId: string | null,
): Promise<void> {
  await tx.insert(billPayments).values(payments.map((p) => ({
    billId, salonId, kind: 'payment' as const, method: p.method, amount: toNumeric(p.amount),
    receivedAmount: p.method === 'cash' && p.received != null ? toNumeric(p.received) : null,
    sessionId: p.method === 'cash' ? sessionId : null, createdBy: actorId,
  })));
}

export interface CheckedOut {
  billId: string;
  total: number;
  paid: number;
  balance: number;
  change: number;
}

/** What the desk is told once the bill is closed: what was taken, and what the customer still owes. */
function closedMessage(paid: number, balance: number): string {
  const closed = paid > 0 ? 'Ödeme alındı, adisyon kapatıldı' : 'Adisyon kapatıldı';
  return balance > 0 ? `${closed}; ${formatKurus(balance)} açık hesaba yazıldı` : closed;
}

/**
 * `toOpenBalance`: the desk confirmed that what the payments leave unpaid goes to the customer's
 * open balance. Without it (absent or false) a checkout that leaves anything owed is refused, so
 * an amount left empty can never close a bill unpaid by mistake (a closed bill is not reopened).
 */
export async function checkoutBill(
  salonId: string, actor: BillActor, input: { draft: BillDraftInput; payments: PaymentInput[]; toOpenBalance?: boolean },
): Promise<ActionResult<CheckedOut>> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<ActionResult<CheckedOut>> => {
    const bill = await lockBill(tx, salonId, input.draft.billId);
    const refused = refuseUnlessOpen(bill);
    if (refused) return refused;
    if (input.draft.lines.length === 0) return fail(BILL_EMPTY_MESSAGE, { lines: BILL_EMPTY_MESSAGE }, 400);
    const written = await writeDraft(tx, salonId, bill!, actor, input.draft);
    if (!written.ok) return written;
    const total = written.data.total;
    const check = input.payments.length === 0 ? { ok: true as const, paid: 0, balance: total, change: 0 } : checkPayments(total, input.payments);
    if (!check.ok) return fail(PAYMENT_REFUSALS[check.reason], { payments: PAYMENT_REFUSALS[check.reason] }, 400);
    const phone = input.draft.customer?.phone ?? bill!.customerPhone;
    if (check.balance > 0 && !phone) return fail(BALANCE_NEEDS_CUSTOMER_MESSAGE, { customer: BALANCE_NEEDS_CUSTOMER_MESSAGE }, 400);
    if (check.balance > 0 && !input.toOpenBalance) {
      const message = openBalanceNotConfirmedMessage(formatKurus(check.balance));
      return fail(message, { payments: message }, 400);
    }
    // Everything that can refuse is asked before anything is written but the draft: the drawer,
    // then the shelf (its products leave it as the bill closes, issue 31), then the payments.
    const drawer = await drawerFor(tx, salonId, input.payments);
    if (!drawer.ok) return drawer;
    const sold = await tx.select({ lineId: billLines.id, productId: billLines.productId, quantity: billLines.quantity }).from(billLines)
      .where(and(eq(billLines.billId, bill!.id), eq(billLines.salonId, salonId), eq(billLines.kind, 'product')));
    const shelf = await sellProducts(tx, salonId, actor.userId, sold.filter((l): l is SoldLine => l.productId !== null));
    if (shelf) return shelf;
    if (input.payments.length) await insertPayments(tx, salonId, bill!.id, actor.userId, input.payments, drawer.data);
    await tx.update(bills).set({
      status: 'closed', paidAmount: toNumeric(check.paid), balance: toNumeric(check.balance), closedAt: sql`now()`, closedBy: actor.userId,
    }).where(and(eq(bills.id, bill!.id), eq(bills.salonId, salonId)));
    await completeAppointment(tx, salonId, bill!, actor.userId);
    await logSalonActivity(tx, salonId, actor.userId, {
      action: 'BILL_CLOSE', target: bill!.id,
      description: `Adisyon #${bill!.number} kapatıldı: ${formatKurus(total)}${input.payments.length ? ` (${describe(input.payments)})` : ''}${check.balance > 0 ? `, açık hesap ${formatKurus(check.balance)}` : ''}`,
    });
    return ok({ billId: bill!.id, total, paid: check.paid, balance: check.balance, change: check.change }, closedMessage(check.paid, check.balance));
  });
}

/** Closing a bill completes its appointment (a visit that is paid for happened). */
async function completeAppointment(tx: Queryable, salonId: string, bill: LockedBill, actorId: string) {
  if (!bill.appointmentId) return;
  const [done] = await tx.update(appointments).set({ status: 'completed', updatedAt: new Date() })
    .where(and(eq(appointments.id, bill.appointmentId), eq(appointments.salonId, salonId),
      inArray(appointments.status, ['scheduled', 'confirmed', 'pending'])))
    .returning({ id: appointments.id, customerName: appointments.customerName, date: appointments.appointmentDate, startTime: appointments.startTime });
  if (done) await logAppointmentChange(tx, salonId, actorId, 'APPOINTMENT_COMPLETE', `Randevu tamamlandı (adisyon #${bill.number})`, done);
}

/** A closed bill, locked; or why it cannot take this. */
async function lockClosedBill(tx: Queryable, salonId: string, billId: string) {
  const bill = await lockBill(tx, salonId, billId);
  if (!bill) return { refused: fail(BILL_NOT_FOUND_MESSAGE, undefined, 404) } as const;
  if (bill.status === 'void') return { refused: fail(BILL_VOID_MESSAGE, undefined, 409) } as const;
  if (bill.status === 'open') return { refused: fail('Adisyon henüz kapatılmadı', undefined, 409) } as const;
  return { bill } as const;
}

/** A payment against a closed bill's open balance (açık hesap). */
export async function collectBalance(
  salonId: string, actorId: string, input: { billId: string; payment: PaymentInput },
): Promise<ActionResult<{ balance: number; change: number }>> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<ActionResult<{ balance: number; change: number }>> => {
    const locked = await lockClosedBill(tx, salonId, input.billId);
    if ('refused' in locked) return locked.refused!;
    const { bill } = locked;
    const check = checkPayments(toKurus(bill.balance), [input.payment]);
    if (!check.ok) return fail(PAYMENT_REFUSALS[check.reason], undefined, 400);
    const drawer = await drawerFor(tx, salonId, [input.payment]);
    if (!drawer.ok) return drawer;
    await insertPayments(tx, salonId, bill.id, actorId, [input.payment], drawer.data);
    await tx.update(bills).set({
      paidAmount: toNumeric(toKurus(bill.paidAmount) + check.paid), balance: toNumeric(check.balance),
    }).where(and(eq(bills.id, bill.id), eq(bills.salonId, salonId)));
    await logSalonActivity(tx, salonId, actorId, {
      action: 'BILL_COLLECT', target: bill.id, description: `Adisyon #${bill.number} açık hesap tahsil edildi: ${describe([input.payment])}`,
    });
    return ok({ balance: check.balance, change: check.change }, 'Tahsilat kaydedildi');
  });
}

export async function refundBill(
  salonId: string, actorId: string,
  input: { billId: string; lineId: string | null; amount: number; method: PaymentInput['method']; reason: string },
): Promise<ActionResult<{ refunded: number }>> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<ActionResult<{ refunded: number }>> => {
    const locked = await lockClosedBill(tx, salonId, input.billId);
    if ('refused' in locked) return locked.refused!;
    const { bill } = locked;
    let line: { net: number; refunded: number; description: string; productId: string | null; quantity: number } | null = null;
    if (input.lineId) {
      const [row] = await tx.select({
        net: billLines.netAmount, description: billLines.description, productId: billLines.productId, quantity: billLines.quantity,
      }).from(billLines)
        .where(and(eq(billLines.id, input.lineId), eq(billLines.billId, bill.id), eq(billLines.salonId, salonId)));
      if (!row) return fail('Satır bulunamadı', undefined, 404);
      const [back] = await tx.select({ sum: sql<string>`coalesce(sum(${billPayments.amount}), 0)` }).from(billPayments)
        .where(and(eq(billPayments.lineId, input.lineId), eq(billPayments.salonId, salonId), eq(billPayments.kind, 'refund')));
      line = { net: toKurus(row.net), refunded: toKurus(String(back.sum)), description: row.description, productId: row.productId, quantity: row.quantity };
    }
    const refunded = toKurus(bill.refundedAmount);
    const check = checkRefund({ amount: input.amount, paid: toKurus(bill.paidAmount), refunded, line });
    if (!check.ok) {
      const message = check.reason === 'over_line' ? REFUND_LINE_TOO_MUCH_MESSAGE : REFUND_TOO_MUCH_MESSAGE;
      return fail(message, { amount: message }, 400);
    }
    // Cash given back leaves the drawer: never more than it should hold.
    let sessionId: string | null = null;
    if (input.method === 'cash') {
      const taken = await takeFromDrawer(tx, salonId, input.amount, NO_CASH_SESSION_ASK_MESSAGE);
      if (!taken.ok) return taken;
      sessionId = taken.data;
    }
    await tx.insert(billPayments).values({
      billId: bill.id, salonId, kind: 'refund', method: input.method, amount: toNumeric(input.amount), sessionId,
      lineId: input.lineId, reason: input.reason, createdBy: actorId,
    });
    await tx.update(bills).set({ refundedAmount: toNumeric(refunded + input.amount) })
      .where(and(eq(bills.id, bill.id), eq(bills.salonId, salonId)));
    // A product line refunded in full goes back on the shelf (a partial refund is a price correction).
    if (line?.productId && input.lineId && line.refunded + input.amount === line.net) {
      await returnProduct(tx, salonId, actorId, { lineId: input.lineId, productId: line.productId, quantity: line.quantity }, input.reason);
    }
    await logSalonActivity(tx, salonId, actorId, {
      action: 'BILL_REFUND', target: bill.id,
      description: `Adisyon #${bill.number} iade: ${PAYMENT_METHOD_LABELS[input.method]} ${formatKurus(input.amount)}${line ? ` (${line.description})` : ''} · ${input.reason}`,
    });
    return ok({ refunded: refunded + input.amount }, 'İade kaydedildi');
  });
}

/** Void: an open bill is dropped; a closed one only once what it took was refunded (its debt is cancelled). */
export async function voidBill(salonId: string, actorId: string, input: { billId: string; reason: string }): Promise<ActionResult<null>> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<ActionResult<null>> => {
    const bill = await lockBill(tx, salonId, input.billId);
    if (!bill) return fail(BILL_NOT_FOUND_MESSAGE, undefined, 404);
    if (bill.status === 'void') return fail(BILL_VOID_MESSAGE, undefined, 409);
    if (toKurus(bill.paidAmount) > toKurus(bill.refundedAmount)) {
      return fail('İptal etmeden önce alınan ödemeleri iade edin', undefined, 409);
    }
    await tx.update(bills).set({
      status: 'void', balance: '0', voidedAt: sql`now()`, voidedBy: actorId, voidReason: input.reason,
      ...(bill.status === 'open' ? { closedAt: sql`now()`, closedBy: actorId } : {}),
    }).where(and(eq(bills.id, bill.id), eq(bills.salonId, salonId)));
    await logSalonActivity(tx, salonId, actorId, {
      action: 'BILL_VOID', target: bill.id, description: `Adisyon #${bill.number} iptal edildi · ${input.reason}`,
    });
    return ok(null, 'Adisyon iptal edildi');
  });
}
