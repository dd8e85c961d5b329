import 'server-only';
// Each kind of personal data the retention job destroys, in the order it runs: what, how, the
// rule in words for the destruction record, and the one statement that does it. Every statement
// selects only what is still there to destroy, so a second run at the same time changes nothing.
// The periods and why: features/privacy/rules/retention.ts.
import { and, eq, inArray, isNotNull, isNull, lt, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import {
  adminSessions, appointments, authAttempts, bills, contactMessages, customerSessions, customers,
  emailOutbox, kvkkRequests, pendingRegistrations, salonCustomerNotes, salonUserSessions, smsOutbox, type DestructionMethod,
} from '@/platform/db/schema';
import type { Tx } from '@/platform/jobs/runner';
import { ANONYMOUS_NAME, ANONYMOUS_PHONE, RETENTION, type RetentionCutoffs } from '../rules/retention';

export interface RetentionStep {
  category: string;
  method: DestructionMethod;
  /** The rule applied, for the destruction record: never the data. */
  detail(c: RetentionCutoffs): string;
  /** The update or delete (with a RETURNING) whose rows are counted. */
  statement(tx: Tx, c: RetentionCutoffs, now: Date): { getSQL(): SQL };
  /**
   * Erases a phone on closed bills, which the books refuse unless the writer says so for its
   * statement (bills_keep_closed, migration 20261129050000: the setting app.customer_erasure).
   */
  erasesBillPhones?: true;
}

const one = { one: sql`1` };

/**
 * The guest records the first two steps anonymise (appointments dated before the cut-off, settled
 * guest bills closed before it), as the outboxes' reference_id (text). The same conditions as
 * those steps, not their result, so a message is found on any run after its record's time.
 */
const guestRecordIds = (c: RetentionCutoffs) => sql`(
  select ${appointments.id}::text from ${appointments}
   where ${appointments.customerId} is null and ${appointments.appointmentDate} < ${c.guestBeforeDate}::date
  union all
  select ${bills.id}::text from ${bills}
   where ${bills.customerId} is null and ${bills.status} in ('closed', 'void') and ${bills.balance} = 0
     and ${bills.closedAt} < ${c.guestBefore.toISOString()}::timestamptz)`;

export const RETENTION_STEPS: readonly RetentionStep[] = [
  {
    // Guests only (customer_id null): a registered customer's appointments belong to their account,
    // which has its own erasure. Every column that can name the person is cleared: the name, phone
    // and e-mail typed at booking, the notes, the private link's hash (the link stops working) and
    // the salon's cancellation reason (free text to the customer). Date, service, staff, status and
    // amount stay: the salon's calendar and reports still count the visit.
    category: 'appointments.guest-contact',
    method: 'anonymised',
    detail: (c) => `Misafir randevusu, tarihi ${c.guestBeforeDate} öncesi: ad, telefon, e-posta, not, bağlantı, iptal nedeni`,
    statement: (tx, c, now) => tx.update(appointments)
      .set({
        customerName: ANONYMOUS_NAME, customerPhone: ANONYMOUS_PHONE, customerEmail: null, notes: null,
        manageTokenHash: null, cancelReason: null, updatedAt: now,
      })
      .where(and(isNull(appointments.customerId), lt(appointments.appointmentDate, c.guestBeforeDate), or(
        ne(appointments.customerName, ANONYMOUS_NAME), ne(appointments.customerPhone, ANONYMOUS_PHONE),
        isNotNull(appointments.customerEmail), isNotNull(appointments.notes),
        isNotNull(appointments.manageTokenHash), isNotNull(appointments.cancelReason))))
      .returning(one),
  },
  {
    // The salon's books keep every amount (the Commercial Code and the Tax Procedure Law are about
    // them), but a settled guest bill no longer needs to say who paid. A bill with an open balance
    // keeps its phone: the salon still has a claim to collect (and the database refuses to erase
    // it). Open bills are still being written and are left alone.
    category: 'bills.guest-contact',
    method: 'anonymised',
    erasesBillPhones: true,
    detail: (c) => `Misafir adisyonu, kapanışı ${c.guestBeforeDate} öncesi, açık bakiyesi yok: ad, telefon`,
    statement: (tx, c) => tx.update(bills)
      .set({ customerName: ANONYMOUS_NAME, customerPhone: null })
      .where(and(isNull(bills.customerId), inArray(bills.status, ['closed', 'void']), eq(bills.balance, '0'),
        lt(bills.closedAt, c.guestBefore),
        or(isNotNull(bills.customerPhone), and(isNotNull(bills.customerName), ne(bills.customerName, ANONYMOUS_NAME)))))
      .returning(one),
  },
  {
    // Messages about those guest records, whatever their state: a finished one is gone after 90
    // days anyway (below), but one still queued (no SMTP settings, a retry that never ended) would
    // keep the name, address and the private link that the records above no longer hold.
    category: 'email_outbox.guest-records',
    method: 'deleted',
    detail: (c) => `Anonimleştirilen misafir randevu ve adisyonlarıyla ilgili e-posta (${c.guestBeforeDate} öncesi)`,
    statement: (tx, c) => tx.delete(emailOutbox).where(sql`${emailOutbox.referenceId} in ${guestRecordIds(c)}`).returning(one),
  },
  {
    // The same for text messages: a text names the guest and the salon, and a confirmation carries
    // the private link; one left queued (no provider settings) would outlive the anonymisation.
    category: 'sms_outbox.guest-records',
    method: 'deleted',
    detail: (c) => `Anonimleştirilen misafir randevularıyla ilgili SMS (${c.guestBeforeDate} öncesi)`,
    statement: (tx, c) => tx.delete(smsOutbox).where(sql`${smsOutbox.referenceId} in ${guestRecordIds(c)}`).returning(one),
  },
  {
    // A salon's note is about a phone, and the panel shows it only with that phone's appointments
    // (features/customers): once none of the salon's appointments, bills or own customers carries
    // the phone (after the steps above), nobody can read the note and it is about someone gone.
    category: 'salon_customer_notes.orphaned',
    method: 'deleted',
    detail: () => 'Salonun hiçbir randevusunda, adisyonunda ya da müşterisinde artık geçmeyen telefona ait özel not',
    statement: (tx) => tx.delete(salonCustomerNotes)
      .where(and(
        notExists(tx.select(one).from(appointments).where(and(
          eq(appointments.salonId, salonCustomerNotes.salonId), eq(appointments.customerPhone, salonCustomerNotes.customerPhone)))),
        notExists(tx.select(one).from(bills).where(and(
          eq(bills.salonId, salonCustomerNotes.salonId), eq(bills.customerPhone, salonCustomerNotes.customerPhone)))),
        notExists(tx.select(one).from(customers).where(and(
          eq(customers.salonId, salonCustomerNotes.salonId), eq(customers.phone, salonCustomerNotes.customerPhone))))))
      .returning(one),
  },
  ...(['customer_sessions', 'salon_user_sessions', 'admin_sessions'] as const).map((table): RetentionStep => ({
    category: `${table}.expired`,
    method: 'deleted',
    detail: () => `Süresi ${RETENTION.sessionDaysAfterExpiry} günden önce dolmuş oturum (adres, tarayıcı)`,
    statement: (tx, c) => {
      const t = { customer_sessions: customerSessions, salon_user_sessions: salonUserSessions, admin_sessions: adminSessions }[table];
      return tx.delete(t).where(lt(t.expiresAt, c.sessionsExpiredBefore)).returning(one);
    },
  })),
  {
    category: 'auth_attempts.sign-in',
    method: 'deleted',
    detail: () => `${RETENTION.attemptDays} günden eski giriş ve kayıt denemesi`,
    statement: (tx, c) => tx.delete(authAttempts)
      .where(and(ne(authAttempts.scope, 'budget'), lt(authAttempts.createdAt, c.attemptsBefore))).returning(one),
  },
  {
    category: 'auth_attempts.budget',
    method: 'deleted',
    detail: () => `${RETENTION.attemptDays} günden eski yazma bütçesi kaydı (en uzun pencere 24 saat)`,
    statement: (tx, c) => tx.delete(authAttempts)
      .where(and(eq(authAttempts.scope, 'budget'), lt(authAttempts.createdAt, c.attemptsBefore))).returning(one),
  },
  {
    // Queued mail is still on its way and stays. A booking confirmation stays while its appointment
    // is ahead: the reminder takes the guest's private link from it (features/appointments reminders-job).
    category: 'email_outbox.finished',
    method: 'deleted',
    detail: () => `${RETENTION.mailDays} günden eski gönderilmiş ya da vazgeçilmiş e-posta`,
    statement: (tx, c) => tx.delete(emailOutbox)
      .where(and(inArray(emailOutbox.status, ['sent', 'failed', 'logged']), lt(emailOutbox.createdAt, c.mailBefore),
        sql`not (${emailOutbox.kind} = 'booking_confirmation' and exists (select 1 from ${appointments}
          where ${appointments.id}::text = ${emailOutbox.referenceId} and ${appointments.appointmentDate} >= ${c.today}::date))`))
      .returning(one),
  },
  {
    // The code is in the mail in clear (the request keeps only its hash) and the address may be a
    // stranger's: a day outlives the 15-minute code and any retry of its sending.
    category: 'email_outbox.kvkk-code',
    method: 'deleted',
    detail: () => `${RETENTION.requestCodeMailDays} günden eski KVKK başvurusu doğrulama kodu e-postası`,
    statement: (tx, c) => tx.delete(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'kvkk_request_code'), lt(emailOutbox.createdAt, c.requestCodeMailBefore)))
      .returning(one),
  },
  {
    // Texts as mail: a queued one is still on its way and stays; a booking confirmation stays while
    // its appointment is ahead, since the reminder takes the guest's private link from it (the
    // newest confirmation in either outbox, features/appointments reminders-job). 90 days answers
    // "I never got the text" with the provider's id and its delivery report.
    category: 'sms_outbox.finished',
    method: 'deleted',
    detail: () => `${RETENTION.mailDays} günden eski gönderilmiş ya da vazgeçilmiş SMS`,
    statement: (tx, c) => tx.delete(smsOutbox)
      .where(and(inArray(smsOutbox.status, ['sent', 'failed']), lt(smsOutbox.createdAt, c.mailBefore),
        sql`not (${smsOutbox.kind} = 'booking_confirmation' and exists (select 1 from ${appointments}
          where ${appointments.id}::text = ${smsOutbox.referenceId} and ${appointments.appointmentDate} >= ${c.today}::date))`))
      .returning(one),
  },
  {
    // The code in clear, to a number nobody may have proved, as the code mail: after a day.
    category: 'sms_outbox.kvkk-code',
    method: 'deleted',
    detail: () => `${RETENTION.requestCodeMailDays} günden eski KVKK başvurusu doğrulama kodu SMS'i`,
    statement: (tx, c) => tx.delete(smsOutbox)
      .where(and(eq(smsOutbox.kind, 'kvkk_request_code'), lt(smsOutbox.createdAt, c.requestCodeMailBefore)))
      .returning(one),
  },
  {
    // Only what was answered or put away: a new, read or scheduled message still waits for an
    // answer (it may itself be a KVKK request), and deleting it would lose the question.
    category: 'contact_messages.answered',
    method: 'deleted',
    detail: () => `${RETENTION.contactMessageDays} günden eski, yanıtlanmış ya da arşivlenmiş iletişim mesajı`,
    statement: (tx, c) => tx.delete(contactMessages)
      .where(and(inArray(contactMessages.status, ['replied', 'archived']), lt(contactMessages.createdAt, c.contactMessagesBefore)))
      .returning(one),
  },
  {
    // Never paid: no salon was made and no money taken. A row an operator must look at (money may
    // have been captured, needs_review) is the record of that payment and stays.
    category: 'pending_registrations.unpaid',
    method: 'deleted',
    detail: () => `${RETENTION.unpaidRegistrationDays} günden eski, ödenmemiş salon kaydı başvurusu`,
    statement: (tx, c) => tx.delete(pendingRegistrations)
      .where(and(inArray(pendingRegistrations.status, ['pending', 'failed']), eq(pendingRegistrations.needsReview, false),
        lt(pendingRegistrations.createdAt, c.unpaidRegistrationsBefore)))
      .returning(one),
  },
  {
    // A KVKK request whose code was never entered: nobody proved the address or number, nothing was done.
    category: 'kvkk_requests.unverified',
    method: 'deleted',
    detail: () => `${RETENTION.unverifiedRequestDays} günden eski, e-postası veya telefonu doğrulanmamış KVKK başvurusu`,
    statement: (tx, c) => tx.delete(kvkkRequests)
      .where(and(eq(kvkkRequests.status, 'unverified'), lt(kvkkRequests.createdAt, c.unverifiedRequestsBefore)))
      .returning(one),
  },
  {
    // Answered requests are the proof of the answer (rules/retention.ts says why three years);
    // open ones stay whatever their age: they are still owed an answer.
    category: 'kvkk_requests.answered',
    method: 'deleted',
    detail: () => `${RETENTION.answeredRequestYears} yıldan önce sonuçlandırılmış KVKK başvurusu`,
    statement: (tx, c) => tx.delete(kvkkRequests)
      .where(and(inArray(kvkkRequests.status, ['done', 'rejected']), lt(kvkkRequests.handledAt, c.answeredRequestsBefore)))
      .returning(one),
  },
];
