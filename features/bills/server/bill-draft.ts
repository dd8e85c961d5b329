import 'server-only';
// Opening a bill and writing its lines while it is open. A bill is opened from an appointment
// (its service, staff member and booked price as the first line; opening it twice gives the same
// bill: one bill per appointment, held by a unique key) or for a walk-in sale. While open, the
// desk's draft replaces the lines; every amount is computed here from the lines by rules/money.ts.
// A price other than the service's, and any discount, need the bills edit right.
import { and, desc, eq, gte, isNull, notExists, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { getDb, type Queryable } from '@/platform/db';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '@/platform/db/errors';
import { appointments, billLines, billPayments, bills, services } from '@/platform/db/schema';
import { isUuid } from '@/platform/text/ids';
import { istanbulClock, istanbulToInstant } from '@/platform/time/istanbul';
import { logSalonActivity } from '@/features/team/server/activity';
import { billTotals, lineAmounts, toKurus, toNumeric, type Discount } from '@/features/bills/rules/money';
import {
  APPOINTMENT_NOT_BILLABLE_MESSAGE, BILL_CLOSED_MESSAGE, BILL_NOT_FOUND_MESSAGE, BILL_VOID_MESSAGE, PRICE_RIGHT_MESSAGE,
  type BillDraftInput,
} from '@/features/bills/schema';
import { discountFromColumns, nextBillNumber } from './bills';
import { itemKey, lineItems } from './line-items';

const notFound = () => fail(BILL_NOT_FOUND_MESSAGE, undefined, 404);

export interface BillActor {
  userId: string;
  /** The bills edit right: prices other than the list's, and discounts. */
  mayEditPrices: boolean;
}

/** The bill locked for this transaction, or why it cannot be written. */
export async function lockBill(tx: Queryable, salonId: string, billId: string) {
  if (!isUuid(billId)) return null;
  const [row] = await tx.select().from(bills).where(and(eq(bills.id, billId), eq(bills.salonId, salonId))).for('update');
  return row ?? null;
}
export type LockedBill = NonNullable<Awaited<ReturnType<typeof lockBill>>>;

export function refuseUnlessOpen(bill: LockedBill | null): ActionResult<never> | null {
  if (!bill) return notFound();
  if (bill.status === 'void') return fail(BILL_VOID_MESSAGE, undefined, 409);
  if (bill.status === 'closed') return fail(BILL_CLOSED_MESSAGE, undefined, 409);
  return null;
}

/** 'Ödeme Al' on an appointment: its bill, opened now if it has none. */
export async function openBillForAppointment(salonId: string, actorId: string, appointmentId: string): Promise<ActionResult<{ billId: string }>> {
  if (!isUuid(appointmentId)) return fail('Randevu bulunamadı', undefined, 404);
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [a] = await tx.select({
        status: appointments.status, customerId: appointments.customerId, customerName: appointments.customerName,
        customerPhone: appointments.customerPhone, staffId: appointments.staffId, serviceId: appointments.serviceId,
        amount: appointments.totalAmount, serviceName: services.name,
      }).from(appointments).leftJoin(services, eq(services.id, appointments.serviceId))
        .where(and(eq(appointments.id, appointmentId), eq(appointments.salonId, salonId))).for('update', { of: appointments });
      if (!a) return fail('Randevu bulunamadı', undefined, 404);
      const [existing] = await tx.select({ id: bills.id }).from(bills).where(and(eq(bills.salonId, salonId), eq(bills.appointmentId, appointmentId)));
      if (existing) return ok({ billId: existing.id });
      if (a.status === 'cancelled' || a.status === 'no_show') return fail(APPOINTMENT_NOT_BILLABLE_MESSAGE, undefined, 409);
      const price = toKurus(a.amount);
      const number = await nextBillNumber(tx, salonId);
      const [bill] = await tx.insert(bills).values({
        salonId, number, appointmentId, customerId: a.customerId, customerName: a.customerName, customerPhone: a.customerPhone,
        subtotal: toNumeric(price), total: toNumeric(price), createdBy: actorId,
      }).returning({ id: bills.id });
      if (a.serviceId) {
        await tx.insert(billLines).values({
          billId: bill.id, salonId, position: 0, kind: 'service', serviceId: a.serviceId, description: a.serviceName ?? 'Hizmet',
          staffId: a.staffId, unitPrice: toNumeric(price), quantity: 1, netAmount: toNumeric(price),
        });
      }
      await logSalonActivity(tx, salonId, actorId, { action: 'BILL_OPEN', description: `Adisyon #${number} açıldı: ${a.customerName}`, target: bill.id });
      return ok({ billId: bill.id });
    });
  } catch (error) {
    // Two desks opened it at once: the other one's bill is this appointment's bill.
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    const [row] = await db.select({ id: bills.id }).from(bills).where(and(eq(bills.salonId, salonId), eq(bills.appointmentId, appointmentId)));
    if (!row) throw error;
    return ok({ billId: row.id });
  }
}

/**
 * 'Yeni Satış': an empty bill, with or without a known customer. Without one, the desk's own
 * untouched walk-in bill of today is opened again rather than another: 'Yeni Satış' tapped and
 * left (or tapped twice) otherwise left a ₺0 open bill in the day's list each time, and a bill
 * number is never given back.
 */
export async function openWalkInBill(
  salonId: string, actorId: string, customer: { name: string; phone: string } | null,
): Promise<ActionResult<{ billId: string }>> {
  const db = await getDb();
  if (!customer) {
    const untouched = await untouchedWalkInBill(db, salonId, actorId);
    if (untouched) return ok({ billId: untouched });
  }
  return db.transaction(async (tx) => {
    const number = await nextBillNumber(tx, salonId);
    const [bill] = await tx.insert(bills).values({
      salonId, number, customerName: customer?.name ?? null, customerPhone: customer?.phone ?? null, createdBy: actorId,
    }).returning({ id: bills.id });
    await logSalonActivity(tx, salonId, actorId, { action: 'BILL_OPEN', description: `Adisyon #${number} açıldı: ${customer?.name ?? 'Yeni satış'}`, target: bill.id });
    return ok({ billId: bill.id });
  });
}

/** The actor's open walk-in bill of today with nothing on it yet (no customer, line, payment, discount or tip). */
async function untouchedWalkInBill(db: Queryable, salonId: string, actorId: string): Promise<string | null> {
  const today = istanbulClock(new Date()).date;
  const [row] = await db.select({ id: bills.id }).from(bills).where(and(
    eq(bills.salonId, salonId), eq(bills.createdBy, actorId), eq(bills.status, 'open'),
    isNull(bills.appointmentId), isNull(bills.customerName), isNull(bills.customerPhone), isNull(bills.customerId),
    eq(bills.tipAmount, '0'), isNull(bills.discountKind), // no lines and no payments below: nothing else to add up
    gte(bills.createdAt, istanbulToInstant(today, '00:00')),
    notExists(db.select({ one: sql`1` }).from(billLines).where(eq(billLines.billId, bills.id))),
    notExists(db.select({ one: sql`1` }).from(billPayments).where(eq(billPayments.billId, bills.id))),
  )).orderBy(desc(bills.createdAt)).limit(1);
  return row?.id ?? null;
}

/** Equal as discounts: no discount and a zero one are the same. */
const sameDiscount = (a: Discount | null, b: Discount | null) => {
  const x = a && a.value > 0 ? a : null;
  const y = b && b.value > 0 ? b : null;
  return x?.kind === y?.kind && (x?.value ?? 0) === (y?.value ?? 0);
};
const discountColumns = (d: Discount | null) => ({
  discountKind: d && d.value > 0 ? d.kind : null,
  discountValue: d && d.value > 0 ? (d.kind === 'percent' ? `${d.value}.00` : toNumeric(d.value)) : '0',
});

/**
 * Writes the desk's draft over an open bill the caller has locked: services, products and staff
 * must be this salon's, prices the list's unless the actor may edit prices. Answers the new total.
 */
export async function writeDraft(
  tx: Queryable, salonId: string, bill: LockedBill, actor: BillActor, draft: BillDraftInput,
): Promise<ActionResult<{ total: number }>> {
  const items = await lineItems(tx, salonId, draft);
  if (!items.ok) return items;
  const byKey = items.data;

  if (!actor.mayEditPrices) {
    const existing = await tx.select({ serviceId: billLines.serviceId, productId: billLines.productId, unitPrice: billLines.unitPrice }).from(billLines)
      .where(and(eq(billLines.billId, bill.id), eq(billLines.salonId, salonId)));
    // The appointment's booked price may differ from today's list: keeping a line's own price is allowed.
    const kept = new Set(existing.map((l) => `${itemKey(l)}:${toKurus(l.unitPrice)}`));
    const priced = draft.lines.every((l) => l.unitPrice === byKey.get(itemKey(l))!.price || kept.has(`${itemKey(l)}:${l.unitPrice}`));
    // No discount of her own: none on the lines, and the bill's as a right holder left it.
    const lineDiscounts = draft.lines.some((l) => l.discount && l.discount.value > 0);
    if (!priced || lineDiscounts || !sameDiscount(draft.discount, discountFromColumns(bill.discountKind, bill.discountValue))) {
      return fail(PRICE_RIGHT_MESSAGE, undefined, 403);
    }
  }

  const totals = billTotals(draft.lines, draft.discount, draft.tip);
  await tx.delete(billLines).where(and(eq(billLines.billId, bill.id), eq(billLines.salonId, salonId)));
  if (draft.lines.length) {
    await tx.insert(billLines).values(draft.lines.map((l, position) => {
      const amounts = lineAmounts(l);
      return {
        billId: bill.id, salonId, position, kind: l.serviceId ? 'service' as const : 'product' as const,
        serviceId: l.serviceId, productId: l.productId, description: byKey.get(itemKey(l))!.name,
        staffId: l.staffId, unitPrice: toNumeric(l.unitPrice), quantity: l.quantity, ...discountColumns(l.discount),
        discountAmount: toNumeric(amounts.discount), netAmount: toNumeric(amounts.net),
      };
    }));
  }
  await tx.update(bills).set({
    ...discountColumns(draft.discount), subtotal: toNumeric(totals.subtotal), discountAmount: toNumeric(totals.discount),
    tipAmount: toNumeric(totals.tip), tipStaffId: totals.tip > 0 ? draft.tipStaffId : null, total: toNumeric(totals.total),
    ...(draft.customer ? { customerName: draft.customer.name, customerPhone: draft.customer.phone } : {}),
  }).where(and(eq(bills.id, bill.id), eq(bills.salonId, salonId)));
  return ok({ total: totals.total });
}

/** 'Kaydet' on an open bill. */
export async function saveBillDraft(salonId: string, actor: BillActor, draft: BillDraftInput): Promise<ActionResult<{ total: number }>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const bill = await lockBill(tx, salonId, draft.billId);
    const refused = refuseUnlessOpen(bill);
    if (refused) return refused;
    const written = await writeDraft(tx, salonId, bill!, actor, draft);
    return written.ok ? ok(written.data, 'Adisyon kaydedildi') : written;
  });
}
