import 'server-only';
// The steps of a salon erasing one of its customers (./erase-customer.ts runs them in order, in
// one transaction). Every step takes the session's salon id and touches only that salon's rows:
// the same phone at another salon is another salon's customer, and a registered customer's
// account is the person's own with the platform, not the salon's data.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '@/platform/db';
import {
  appointments, bills, customers, salonActivityLogs, salonCustomerNotes, salonReviewReplies, salonReviews,
} from '@/platform/db/schema';
import { formatPhoneDisplay, formatPhoneForBooking } from '@/platform/text/phone';
import { ERASED_CUSTOMER_NAME, redactEmails, redactTerms } from '@/features/privacy/rules/erasure';
import { CUSTOMER_ERASED_REASON } from '@/features/customers/schema';

export interface SalonCopies {
  /** The salon's own walk-in customers row for the phone (salon_id = this salon, never signed up). */
  walkIn: { id: string; name: string; email: string | null } | null;
  appointments: { id: string; name: string; email: string | null; customerId: string | null }[];
  bills: { id: string; number: number; status: string; balance: string; name: string | null; voidReason: string | null }[];
  /** Registered accounts the salon's copies point at: read for their names, never written. */
  accounts: { id: string; name: string; email: string | null }[];
  hasNote: boolean;
}

const billColumns = {
  id: bills.id, number: bills.number, status: bills.status, balance: bills.balance, name: bills.customerName,
  voidReason: bills.voidReason,
};

/**
 * Everything this salon holds under the phone, locked until the end of the transaction (so no
 * bill closes with a balance and no appointment changes meanwhile). A walk-in row with a password
 * is somebody's account (the mobile app may let them sign up on it): left alone like any other.
 */
export async function lockSalonCopies(tx: Queryable, salonId: string, phone: string): Promise<SalonCopies> {
  const [walkIn] = await tx.select({
    id: customers.id, name: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`, email: customers.email,
  }).from(customers)
    .where(and(eq(customers.salonId, salonId), eq(customers.phone, phone), isNull(customers.passwordHash))).for('update');
  const walkInId = walkIn?.id ?? null;
  // Bills before appointments, in the order checkout takes them.
  const billRows = await tx.select(billColumns).from(bills)
    .where(and(eq(bills.salonId, salonId), walkInId
      ? or(eq(bills.customerPhone, phone), eq(bills.customerId, walkInId)) : eq(bills.customerPhone, phone)))
    .orderBy(bills.number).for('update');
  // Rows under the phone, and rows of the salon's own walk-in row whatever phone they were typed with.
  const appts = await tx.select({
    id: appointments.id, name: appointments.customerName, email: appointments.customerEmail, customerId: appointments.customerId,
  }).from(appointments)
    .where(and(eq(appointments.salonId, salonId), walkInId
      ? or(eq(appointments.customerPhone, phone), eq(appointments.customerId, walkInId)) : eq(appointments.customerPhone, phone)))
    .for('update');
  // 'Ödeme Al' (openBillForAppointment) locks the appointment, then writes its bill: one written
  // for these appointments after the bills were read, while this waited for their locks, is read
  // now; holding the appointments, no other can be opened for them until the end. Such a bill is
  // all but certainly still open, and the caller refuses it. It is read without a lock: the desk
  // closing it holds it and waits for its appointment, which this holds (a deadlock); one already
  // closed and settled is anonymised below by an update, which takes its lock then.
  const known = new Set(billRows.map((b) => b.id));
  const late = appts.length === 0 ? [] : await tx.select(billColumns).from(bills)
    .where(and(eq(bills.salonId, salonId), inArray(bills.appointmentId, appts.map((a) => a.id))));
  const lateBills = late.filter((b) => !known.has(b.id));
  const accountIds = [...new Set(appts.map((a) => a.customerId).filter((id): id is string => id !== null && id !== walkInId))];
  const accounts = accountIds.length === 0 ? [] : await tx.select({
    id: customers.id, name: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`, email: customers.email,
  }).from(customers).where(inArray(customers.id, accountIds));
  const [note] = await tx.select({ one: sql`1` }).from(salonCustomerNotes)
    .where(and(eq(salonCustomerNotes.salonId, salonId), eq(salonCustomerNotes.customerPhone, phone)));
  return { walkIn: walkIn ?? null, appointments: appts, bills: [...billRows, ...lateBills], accounts, hasNote: Boolean(note) };
}

/** The phone as stored and as the app shows it: a log line may carry any of them. */
export function phoneTerms(phone: string): string[] {
  return [phone, formatPhoneDisplay(phone), formatPhoneForBooking(phone)];
}

/**
 * The salon's log lines say in words what happened to a booking or a bill ('Adisyon #3 açıldı:
 * Ayşe Yılmaz'). A line about the erased records, or one that carries the person's phone or
 * e-mail (unique to them), is about them: it keeps what happened and who at the salon did it, and
 * loses every name, phone and e-mail of the person. A line about an erased record loses any
 * e-mail address too: one typed at the desk for a bill's summary ('… özeti gönderildi: x@…') is
 * known from nowhere else once the outbox has pruned its mail (90 days). A line that only shares
 * a first name is about somebody else's booking, and stays. Returns how many lines changed.
 */
export async function redactSalonLog(
  tx: Queryable, salonId: string, targets: string[], names: string[], contacts: string[],
): Promise<number> {
  const mentions = contacts.map((t) => sql`strpos(lower(${salonActivityLogs.description}), lower(${t})) > 0`);
  const about = targets.length > 0 ? inArray(salonActivityLogs.target, targets) : undefined;
  const lines = await tx.select({ id: salonActivityLogs.id, description: salonActivityLogs.description, target: salonActivityLogs.target })
    .from(salonActivityLogs).where(and(eq(salonActivityLogs.salonId, salonId), or(about, ...mentions)));
  const erased = new Set(targets);
  let changed = 0;
  for (const line of lines) {
    const named = redactTerms(line.description, [...names, ...contacts], ERASED_CUSTOMER_NAME);
    const redacted = line.target !== null && erased.has(line.target) ? redactEmails(named, ERASED_CUSTOMER_NAME) : named;
    if (redacted === line.description) continue;
    await tx.update(salonActivityLogs).set({ description: redacted }).where(eq(salonActivityLogs.id, line.id));
    changed += 1;
  }
  return changed;
}

/**
 * Reviews of this salon about the erased visits stay the customer's own (rating, words, author):
 * only their link to the visit goes, since the visit no longer points at the account (the
 * composite key of migration 20261128010000 needs it, and its own ON DELETE says the link may go).
 * The salon's replies to them are its own words and may name the person: redacted like the log.
 * Returns how many replies changed (the salon's public page shows them).
 */
export async function unlinkReviews(tx: Queryable, salonId: string, appointmentIds: string[], terms: string[]): Promise<number> {
  if (appointmentIds.length === 0) return 0;
  const reviews = await tx.update(salonReviews).set({ appointmentId: null })
    .where(and(eq(salonReviews.salonId, salonId), inArray(salonReviews.appointmentId, appointmentIds)))
    .returning({ id: salonReviews.id });
  if (reviews.length === 0) return 0;
  const replies = await tx.select({ reviewId: salonReviewReplies.reviewId, reply: salonReviewReplies.reply })
    .from(salonReviewReplies).where(inArray(salonReviewReplies.reviewId, reviews.map((r) => r.id)));
  let changed = 0;
  for (const r of replies) {
    const redacted = redactTerms(r.reply, terms, ERASED_CUSTOMER_NAME);
    if (redacted === r.reply) continue;
    await tx.update(salonReviewReplies).set({ reply: redacted, updatedAt: sql`now()` }).where(eq(salonReviewReplies.reviewId, r.reviewId));
    changed += 1;
  }
  return changed;
}

/**
 * The appointments stay (the salon's calendar, figures and commissions) under one placeholder
 * phone, so the erased customer's visits still count as one customer's; what was typed into them
 * goes, and so does the link to a registered account (the panel would otherwise show the
 * account's name and e-mail beside them). The erasure's own cancellation reason stays.
 */
export async function anonymiseAppointments(tx: Queryable, salonId: string, ids: string[], placeholderPhone: string): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(appointments).set({
    customerId: null, customerName: ERASED_CUSTOMER_NAME, customerPhone: placeholderPhone, customerEmail: null, notes: null,
    manageTokenHash: null, updatedAt: sql`now()`,
    cancelReason: sql`case when ${appointments.cancelReason} = ${CUSTOMER_ERASED_REASON} then ${appointments.cancelReason} end`,
  }).where(and(eq(appointments.salonId, salonId), inArray(appointments.id, ids)));
}

/**
 * Bills keep every amount, line and payment (the salon's books: Tax Procedure Law, 5 years) and
 * lose the link, the name and the phone. A closed bill refuses other changes; the caller has set
 * app.customer_erasure, which lets this transaction forget its phone once it owes nothing. A void
 * bill's reason is the salon's words and may name the person: redacted like the log (the books'
 * trigger leaves it editable; a refund's reason on bill_payments is not, and stays).
 */
export async function anonymiseBills(
  tx: Queryable, salonId: string, rows: { id: string; voidReason: string | null }[], terms: string[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.update(bills).set({ customerId: null, customerName: ERASED_CUSTOMER_NAME, customerPhone: null })
    .where(and(eq(bills.salonId, salonId), inArray(bills.id, rows.map((r) => r.id))));
  for (const r of rows) {
    const redacted = r.voidReason === null ? null : redactTerms(r.voidReason, terms, ERASED_CUSTOMER_NAME);
    if (redacted === null || redacted === r.voidReason) continue;
    await tx.update(bills).set({ voidReason: redacted }).where(and(eq(bills.salonId, salonId), eq(bills.id, r.id)));
  }
}

export async function deleteSalonNote(tx: Queryable, salonId: string, phone: string): Promise<void> {
  await tx.delete(salonCustomerNotes).where(and(eq(salonCustomerNotes.salonId, salonId), eq(salonCustomerNotes.customerPhone, phone)));
}
