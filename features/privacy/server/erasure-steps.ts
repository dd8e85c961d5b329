import 'server-only';
// The steps of closing an account (./close-account.ts runs them in order, in one transaction).
// Each takes the transaction and touches only the closing account's rows, found by its id.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '@/platform/db';
import { rowsOf } from '@/platform/db/rows';
import {
  appointments, bills, customerSessions, customers, emailOutbox, salonActivityLogs, salonCustomerNotes,
  salonReviewReplies, salonReviews, smsOutbox,
} from '@/platform/db/schema';
import {
  ACCOUNT_CLOSED_REASON, ERASED_CUSTOMER_NAME, ERASED_FIRST_NAME, ERASED_REVIEW_COMMENT, redactEmails, redactTerms,
} from '@/features/privacy/rules/erasure';
import { CUSTOMER_MAIL_KINDS, CUSTOMER_SMS_KINDS } from '@/features/privacy/rules/mail-audience';

/**
 * Deletes every message about the account's appointments and bills, whoever it went to: the
 * customer's own mail, and the salon's notices, whose bodies name and phone the customer. The
 * outbox is a delivery log, and each message already reached its recipient. Returns the
 * addresses the customer's own mail went to (a booking may have given another address than
 * the account's), which are then redacted from the salons' logs too.
 */
export async function deleteMailAbout(tx: Queryable, referenceIds: string[]): Promise<string[]> {
  if (referenceIds.length === 0) return [];
  const deleted = await tx.delete(emailOutbox).where(inArray(emailOutbox.referenceId, referenceIds))
    .returning({ to: emailOutbox.toEmail, kind: emailOutbox.kind });
  return deleted.filter((m) => (CUSTOMER_MAIL_KINDS as string[]).includes(m.kind)).map((m) => m.to);
}

/**
 * The same for text messages (features/sms): every text about the account's appointments, the
 * customer's own (a confirmation holds the private manage link) and the salon's notices to its
 * phone, whose bodies name the customer. Found by reference_id, and by the appointment a text
 * names (the same id, kept for the check before sending). Returns the numbers the customer's own
 * texts went to (a booking may have given another number than the account's), redacted from the
 * salons' logs too.
 */
export async function deleteTextsAbout(tx: Queryable, referenceIds: string[]): Promise<string[]> {
  if (referenceIds.length === 0) return [];
  const deleted = await tx.delete(smsOutbox)
    .where(or(inArray(smsOutbox.referenceId, referenceIds), inArray(smsOutbox.appointmentId, referenceIds)))
    .returning({ to: smsOutbox.toPhone, kind: smsOutbox.kind });
  return deleted.filter((m) => (CUSTOMER_SMS_KINDS as string[]).includes(m.kind)).map((m) => m.to);
}

/**
 * The salons' activity logs say in words what happened to a booking or a bill ('Adisyon #3
 * açıldı: Ayşe Yılmaz', '… özeti gönderildi: ayse@…'). The lines about the account's records keep
 * what happened, with the customer's name, e-mail and phone replaced, and any other address too:
 * one typed at the desk for a bill's summary is known from nowhere else once its mail is pruned.
 */
export async function redactSalonLogs(tx: Queryable, referenceIds: string[], terms: string[]): Promise<void> {
  if (referenceIds.length === 0) return;
  const lines = await tx.select({ id: salonActivityLogs.id, description: salonActivityLogs.description })
    .from(salonActivityLogs).where(inArray(salonActivityLogs.target, referenceIds));
  for (const line of lines) {
    const redacted = redactEmails(redactTerms(line.description, terms, ERASED_CUSTOMER_NAME), ERASED_CUSTOMER_NAME);
    if (redacted !== line.description) {
      await tx.update(salonActivityLogs).set({ description: redacted }).where(eq(salonActivityLogs.id, line.id));
    }
  }
}

/**
 * A salon's private notes about the account's phone, at the salons the account has booked or
 * been billed at. Notes are keyed by phone alone, and a phone is not verified at registration:
 * notes at other salons may be about the number's real holder, who is not this account.
 */
export async function deleteSalonNotes(tx: Queryable, phone: string, salonIds: string[]): Promise<void> {
  if (salonIds.length === 0) return;
  await tx.delete(salonCustomerNotes)
    .where(and(eq(salonCustomerNotes.customerPhone, phone), inArray(salonCustomerNotes.salonId, salonIds)));
}

/**
 * The appointments stay (the salon's calendar and figures, the reviews' visits) and keep
 * pointing at the emptied customers row; what was typed into them goes: the name, phone and
 * e-mail given, the note, the guest link's token hash, and a salon's reason for cancelling (its
 * words to the customer, which may name them). The closure's own reason stays for the salon.
 */
export async function anonymiseAppointments(tx: Queryable, customerId: string, placeholderPhone: string): Promise<void> {
  await tx.update(appointments).set({
    customerName: ERASED_CUSTOMER_NAME, customerPhone: placeholderPhone, customerEmail: null, notes: null,
    manageTokenHash: null, updatedAt: sql`now()`,
    cancelReason: sql`case when ${appointments.cancelReason} = ${ACCOUNT_CLOSED_REASON} then ${appointments.cancelReason} end`,
  }).where(eq(appointments.customerId, customerId));
}

/**
 * The bills stay with every amount (the salon's books: Tax Procedure Law, 5 years) but lose the
 * link to the account, the name and the phone. A closed bill refuses other changes; the
 * migration 20261129050000 lets the closure forget its phone once it owes nothing (the caller
 * refuses to close an account while any of its bills does). A void bill's reason is the salon's
 * words and may name the person ('Ayşe Hanım vazgeçti'): redacted like the log, as the salon's
 * own erase does (the books' trigger leaves it editable).
 */
export async function anonymiseBills(
  tx: Queryable, customerId: string, rows: { id: string; voidReason: string | null }[], terms: string[],
): Promise<void> {
  await tx.update(bills).set({ customerId: null, customerName: ERASED_CUSTOMER_NAME, customerPhone: null })
    .where(eq(bills.customerId, customerId));
  for (const r of rows) {
    const redacted = r.voidReason === null ? null : redactTerms(r.voidReason, terms, ERASED_CUSTOMER_NAME);
    if (redacted === null || redacted === r.voidReason) continue;
    await tx.update(bills).set({ voidReason: redacted }).where(eq(bills.id, r.id));
  }
}

/**
 * Reviews keep their rating and moderation state, so every salon's average and count stay what
 * its approved reviews say; the text is replaced (rules/erasure.ts says why) and the salon's
 * reply to it, which answered words that are gone and may name the customer, is deleted.
 * Returns the reviewed salons, whose public pages show the reviews.
 */
export async function anonymiseReviews(tx: Queryable, customerId: string): Promise<string[]> {
  const reviews = await tx.update(salonReviews).set({ comment: ERASED_REVIEW_COMMENT, updatedAt: sql`now()` })
    .where(eq(salonReviews.customerId, customerId))
    .returning({ id: salonReviews.id, salonId: salonReviews.salonId });
  if (reviews.length > 0) {
    await tx.delete(salonReviewReplies).where(inArray(salonReviewReplies.reviewId, reviews.map((r) => r.id)));
  }
  return [...new Set(reviews.map((r) => r.salonId))];
}

export async function endAllSessions(tx: Queryable, customerId: string): Promise<void> {
  await tx.delete(customerSessions).where(eq(customerSessions.customerId, customerId));
}

/** A unique phone that is nobody's (the migration's next_erased_customer_phone() says how). */
export async function nextPlaceholderPhone(tx: Queryable): Promise<string> {
  const [row] = rowsOf<{ phone: string }>(await tx.execute(sql`select next_erased_customer_phone() as phone`));
  return row.phone;
}

/**
 * The row itself stays, as the pseudonym the salons' kept records point at, and holds nothing
 * about a person: no name, e-mail or password, a placeholder phone, inactive (no sign-in, no
 * session), with the time of closing as the record that the erasure was done.
 */
export async function emptyCustomerRow(tx: Queryable, customerId: string, placeholderPhone: string, now: Date): Promise<void> {
  await tx.update(customers).set({
    phone: placeholderPhone, firstName: ERASED_FIRST_NAME, lastName: '', email: null, passwordHash: null,
    isActive: false, closedAt: now, updatedAt: now,
  }).where(eq(customers.id, customerId));
}
