import 'server-only';
// Unpaid registrations (issue 23): PayTR gives a payment `timeout_limit` minutes (paytr_settings,
// 30 by default); a 'pending' row older than that plus a margin will not be paid, and is marked
// failed so the completion page says so at once. Only 'pending' rows are touched. A success that
// still arrives later is flagged for an operator by the callback (features/registration/server/paytr-notification.ts).
import { and, desc, eq, lt } from 'drizzle-orm';
import { paytrSettings, pendingRegistrations } from '@/platform/db/schema';
import type { JobHandler, Tx } from '@/platform/jobs/runner';

export const PENDING_EXPIRY_KIND = 'pending-registrations.expire';
/** PayTR's default timeout_limit, in minutes. */
export const DEFAULT_PAYMENT_TIMEOUT_MIN = 30;
/** Room for a notification PayTR sends right at the end of the timeout (and its retries). */
export const PAYMENT_TIMEOUT_MARGIN_MIN = 30;
export const PAYMENT_TIMEOUT_REASON = 'Ödeme süresi doldu (zaman aşımı); kayıt tamamlanmadı.';

async function timeoutMinutes(tx: Tx): Promise<number> {
  const [row] = await tx.select({ limit: paytrSettings.timeoutLimit }).from(paytrSettings)
    .where(eq(paytrSettings.isActive, true)).orderBy(desc(paytrSettings.updatedAt)).limit(1);
  return row?.limit && row.limit > 0 ? row.limit : DEFAULT_PAYMENT_TIMEOUT_MIN;
}

/** Marks pending registrations past the payment timeout failed; returns how many. */
export async function expireUnpaidRegistrations(tx: Tx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ((await timeoutMinutes(tx)) + PAYMENT_TIMEOUT_MARGIN_MIN) * 60_000);
  const rows = await tx.update(pendingRegistrations)
    .set({ status: 'failed', failedReason: PAYMENT_TIMEOUT_REASON, updatedAt: now })
    .where(and(eq(pendingRegistrations.status, 'pending'), lt(pendingRegistrations.createdAt, cutoff)))
    .returning({ oid: pendingRegistrations.merchantOid });
  return rows.length;
}

export const pendingRegistrationExpiry: JobHandler = {
  kind: PENDING_EXPIRY_KIND,
  everyMs: 5 * 60_000,
  async run({ tx, now }) { await expireUnpaidRegistrations(tx, now); },
};
