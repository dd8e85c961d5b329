import 'server-only';
// 'Hesabımı Kapat' (KVKK art. 11 and art. 7: erasure on request). One transaction: either every
// step below happened or none did. What is kept, why and for how long: README "KVKK: your data".
//
//   1. refuse while a salon is still owed money on one of the account's bills (açık hesap);
//   2. cancel the appointments still to come, as the customer's cancellation ('Hesap kapatıldı');
//   3. delete the mail and the text messages about the account's appointments and bills, and
//      redact the salons' log lines about them;
//   4. delete the salons' notes about the account's phone (at the salons it visited);
//   5. empty the copies on appointments, bills (a void bill's reason redacted) and reviews
//      (amounts, dates, ratings stay);
//   6. end every session and empty the customers row (placeholder phone, no name, inactive);
//   7. tell each salon whose booking was cancelled, by a notice that no longer names anybody.
import { and, eq, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { getDb, type Queryable } from '@/platform/db';
import { appointments, bills, customers, salons } from '@/platform/db/schema';
import { cancelUpcomingOfClosingAccount } from '@/features/appointments/server/customer-appointments';
import { queueNoticeToSalonOfCancellation } from '@/features/appointments/server/salon-notice-mail';
import { wakeOutboxWorker } from '@/features/scheduled-work/server/background';
import { ACCOUNT_CLOSED_REASON, nameTerms } from '@/features/privacy/rules/erasure';
import { ACCOUNT_CLOSED_MESSAGE, ACCOUNT_NOT_FOUND_MESSAGE, openBalanceMessage, openBillMessage } from '@/features/privacy/schema';
import {
  anonymiseAppointments, anonymiseBills, anonymiseReviews, deleteMailAbout, deleteSalonNotes, deleteTextsAbout, emptyCustomerRow,
  endAllSessions, nextPlaceholderPhone, redactSalonLogs,
} from './erasure-steps';

export interface ClosedAccount {
  /** Salons whose public pages list one of the account's reviews (the caller revalidates them). */
  reviewedSalonIds: string[];
  /** Appointments still to come that were cancelled. */
  cancelled: number;
}

/** The account's bills, locked until the end, so none is closed with a balance meanwhile. */
async function lockBills(tx: Queryable, customerId: string) {
  return tx.select({
    id: bills.id, salonId: bills.salonId, salonName: salons.name, balance: bills.balance, status: bills.status,
    customerName: bills.customerName, customerPhone: bills.customerPhone, voidReason: bills.voidReason,
  }).from(bills).innerJoin(salons, eq(salons.id, bills.salonId))
    .where(eq(bills.customerId, customerId)).for('update', { of: bills });
}

function owedBySalon(rows: { salonName: string; balance: string }[]): { salonName: string; amount: number }[] {
  const owed = new Map<string, number>();
  for (const r of rows) {
    const amount = Number(r.balance);
    if (amount > 0) owed.set(r.salonName, (owed.get(r.salonName) ?? 0) + amount);
  }
  return [...owed].map(([salonName, amount]) => ({ salonName, amount }));
}

export async function closeCustomerAccount(customerId: string, now = new Date()): Promise<ActionResult<ClosedAccount>> {
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<ActionResult<ClosedAccount & { notified: number }>> => {
    // Lets this transaction, and nothing else, forget a closed bill's phone (migration 20261129050000).
    await tx.execute(sql`select set_config('app.customer_erasure', 'on', true)`);
    const [account] = await tx.select({
      phone: customers.phone, firstName: customers.firstName, lastName: customers.lastName, email: customers.email,
    }).from(customers).where(and(eq(customers.id, customerId), eq(customers.isActive, true))).for('update');
    if (!account) return fail(ACCOUNT_NOT_FOUND_MESSAGE, undefined, 404);

    const billRows = await lockBills(tx, customerId);
    const owed = owedBySalon(billRows);
    if (owed.length > 0) return fail(openBalanceMessage(owed), undefined, 409);
    // A bill still open at a desk (she may be in the chair): checkout needs her phone for any
    // open balance, so erasing it now would only make the desk type it in again.
    const open = billRows.filter((b) => b.status === 'open');
    if (open.length > 0) return fail(openBillMessage(open.map((b) => b.salonName)), undefined, 409);

    const bookings = await tx.select({
      id: appointments.id, salonId: appointments.salonId, name: appointments.customerName,
      phone: appointments.customerPhone, email: appointments.customerEmail,
    }).from(appointments).where(eq(appointments.customerId, customerId));
    const cancelledIds = await cancelUpcomingOfClosingAccount(tx, customerId, ACCOUNT_CLOSED_REASON, now);

    const referenceIds = [...bookings.map((b) => b.id), ...billRows.map((b) => b.id)];
    const mailedTo = await deleteMailAbout(tx, referenceIds);
    const textedTo = await deleteTextsAbout(tx, referenceIds);
    const terms = [
      ...nameTerms(`${account.firstName} ${account.lastName}`, ...bookings.map((b) => b.name), ...billRows.map((b) => b.customerName)),
      account.phone, account.email, ...bookings.flatMap((b) => [b.phone, b.email]), ...billRows.map((b) => b.customerPhone),
      ...mailedTo, ...textedTo,
    ].filter((t): t is string => Boolean(t));
    await redactSalonLogs(tx, referenceIds, terms);
    await deleteSalonNotes(tx, account.phone, [...new Set([...bookings, ...billRows].map((r) => r.salonId))]);

    const placeholderPhone = await nextPlaceholderPhone(tx);
    await anonymiseAppointments(tx, customerId, placeholderPhone);
    await anonymiseBills(tx, customerId, billRows, terms);
    const reviewedSalonIds = await anonymiseReviews(tx, customerId);
    await endAllSessions(tx, customerId);
    await emptyCustomerRow(tx, customerId, placeholderPhone, now);

    // Last, so that the notice reads the emptied rows: the salon learns that the booking is
    // off, when and with whom, and nothing about who had made it.
    let notified = 0;
    for (const id of cancelledIds) if (await queueNoticeToSalonOfCancellation(tx, id)) notified += 1;
    return ok({ reviewedSalonIds, cancelled: cancelledIds.length, notified });
  });
  if (!result.ok) return result;
  if (result.data.notified > 0) wakeOutboxWorker();
  return ok({ reviewedSalonIds: result.data.reviewedSalonIds, cancelled: result.data.cancelled }, ACCOUNT_CLOSED_MESSAGE);
}
