import 'server-only';
// The one way a text leaves the app (DESIGN "Messages: e-mail and SMS"): written to sms_outbox in
// the same transaction as the change that causes it, sent afterwards by the scheduled-work loop
// (./worker.ts). Pass the transaction you are in: a rolled-back change never texts anyone.
// Before a row exists the number must be a mobile, and a salon's text must fit its monthly
// allowance; the caller then sends the e-mail instead (./notify.ts).
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '@/platform/db';
import { smsOutbox } from '@/platform/db/schema';
import { smsBudgetAllows } from '@/platform/limits/budgets';
import { billedParts } from '../rules/encoding';
import { isMobileNumber } from '../rules/recipients';
import { smsAllowanceOf } from './allowance';

export type SmsKind =
  | 'booking_confirmation' | 'booking_confirmed' | 'booking_moved' | 'booking_cancellation' | 'appointment_reminder'
  | 'salon_booking_notice' | 'salon_cancellation_notice' | 'kvkk_request_code' | 'test';

/** Texts to a number a visitor typed: each spends the number's daily budget (README "Budgets"). */
const BUDGETED_KINDS: ReadonlySet<SmsKind> = new Set<SmsKind>([
  'booking_confirmation', 'booking_confirmed', 'booking_moved', 'booking_cancellation', 'appointment_reminder', 'kvkk_request_code',
]);

export interface OutgoingSms {
  /** The stored phone ('05321234567'). */
  to: string;
  text: string;
  kind: SmsKind;
  referenceId?: string;
  /** The salon whose allowance pays for it; null for the platform's own texts. */
  salonId: string | null;
  /** Not handed over before this (a reminder's time). */
  notBefore?: Date;
  /** Never handed over after this (a reminder once the customer is on the way). */
  sendBefore?: Date;
  /** Keeps the night hours (reminders). */
  quietHours?: boolean;
  /** The appointment and time the text names, checked again before sending. */
  appointment?: { id: string; date: string; time: string; expect: 'live' | 'cancelled' };
}

export type SmsQueueOutcome =
  | { queued: true; id: string }
  | { queued: false; reason: 'not_mobile' | 'allowance_spent' | 'recipient_budget' };

/** Kept, never sent, past the number's daily budget: the operator sees why. */
export const SMS_BUDGET_ERROR = 'Bu numaraya bugün gönderilebilecek SMS sınırı doldu; ileti gönderilmedi.';

/** The text as billed: Turkish letters through the provider's Turkish shift when they need it. */
export function measure(text: string) {
  return billedParts(text, { turkishShift: true });
}

export async function enqueueSms(tx: Queryable, message: OutgoingSms, now = new Date()): Promise<SmsQueueOutcome> {
  if (!isMobileNumber(message.to)) return { queued: false, reason: 'not_mobile' };
  const to = message.to.startsWith('0') ? message.to : `0${message.to}`;
  const { parts, encoding } = measure(message.text);
  if (message.salonId) {
    // One salon's texts queue one after another here, so two bookings at once cannot both take the last part.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sms-allowance:${message.salonId}`}, 0))`);
    if ((await smsAllowanceOf(tx, message.salonId, now)).remaining < parts) return { queued: false, reason: 'allowance_spent' };
  }
  const allowed = !BUDGETED_KINDS.has(message.kind) || (await smsBudgetAllows(tx as Pick<Db, 'transaction'>, to, now));
  const [row] = await tx.insert(smsOutbox).values({
    ...(allowed ? {} : { status: 'failed' as const, error: SMS_BUDGET_ERROR }),
    toPhone: to, body: message.text, kind: message.kind, referenceId: message.referenceId ?? null, salonId: message.salonId,
    parts, encoding, nextAttemptAt: message.notBefore ?? now, sendBefore: message.sendBefore ?? null,
    quietHours: message.quietHours ?? false,
    appointmentId: message.appointment?.id ?? null,
    appointmentAt: message.appointment ? `${message.appointment.date} ${message.appointment.time.slice(0, 5)}` : null,
    expectStatus: message.appointment?.expect ?? null,
  }).returning({ id: smsOutbox.id });
  return allowed ? { queued: true, id: row.id } : { queued: false, reason: 'recipient_budget' };
}
