import 'server-only';
// The sms_outbox table as a queue, as platform/mail/outbox-queue.ts is for mail: any number of
// workers claim due rows with FOR UPDATE SKIP LOCKED and a lease, so a text is handed to the
// provider by one worker at a time, and every write after the claim checks `locked_by`, so a
// worker whose lease was taken over cannot overwrite the newer one's result.
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/platform/db';
import { LEASE_MS } from '@/platform/mail/outbox-queue';
import { smsOutbox } from '@/platform/db/schema';

export type SmsRow = typeof smsOutbox.$inferSelect;

function claimable(now: Date) {
  return and(eq(smsOutbox.status, 'queued'), or(isNull(smsOutbox.lockedUntil), lte(smsOutbox.lockedUntil, now)));
}

/** Claims the oldest due text, or the one with `id` whatever its schedule (the test SMS), counting the attempt. */
export async function claimDueSms(db: Db, now: Date, id?: string): Promise<SmsRow | null> {
  const where = id ? and(claimable(now), eq(smsOutbox.id, id)) : and(claimable(now), lte(smsOutbox.nextAttemptAt, now));
  return db.transaction(async (tx) => {
    const [candidate] = await tx.select({ id: smsOutbox.id }).from(smsOutbox)
      .where(where).orderBy(smsOutbox.nextAttemptAt).limit(1).for('update', { skipLocked: true });
    if (!candidate) return null;
    const [row] = await tx.update(smsOutbox)
      .set({ attempts: sql`${smsOutbox.attempts} + 1`, lockedUntil: new Date(now.getTime() + LEASE_MS), lockedBy: randomUUID(), updatedAt: now })
      .where(eq(smsOutbox.id, candidate.id)).returning();
    return row ?? null;
  });
}

type Outcome =
  | { status: 'sent'; provider: string; providerId: string }
  | { status: 'retry'; error: string; code: string; at: Date }
  /** Not now, without spending an attempt (the night hours). */
  | { status: 'later'; at: Date; error: string }
  | { status: 'failed'; error: string; code: string | null };

/** Writes what became of a claimed text; false when this worker's lease had been taken over. */
export async function settleSms(db: Db, row: SmsRow, outcome: Outcome, now: Date): Promise<boolean> {
  const release = { lockedUntil: null, lockedBy: null, updatedAt: now };
  const values = outcome.status === 'sent'
    ? { status: 'sent' as const, sentAt: now, provider: outcome.provider, providerId: outcome.providerId, delivery: 'pending' as const, error: null, errorCode: null }
    : outcome.status === 'retry'
      ? { status: 'queued' as const, nextAttemptAt: outcome.at, error: outcome.error, errorCode: outcome.code }
      : outcome.status === 'later'
        ? { status: 'queued' as const, nextAttemptAt: outcome.at, error: outcome.error, attempts: sql`${smsOutbox.attempts} - 1` }
        : { status: 'failed' as const, error: outcome.error, errorCode: outcome.code };
  const updated = await db.update(smsOutbox).set({ ...values, ...release })
    .where(and(eq(smsOutbox.id, row.id), eq(smsOutbox.lockedBy, row.lockedBy!))).returning({ id: smsOutbox.id });
  return updated.length > 0;
}

/** Puts a failed or waiting text back to be tried at once (the operator's "send again"). */
export async function requeueSms(db: Db, id: string, now: Date): Promise<boolean> {
  const updated = await db.update(smsOutbox)
    .set({ status: 'queued', nextAttemptAt: now, updatedAt: now })
    .where(and(eq(smsOutbox.id, id), inArray(smsOutbox.status, ['queued', 'failed']), isNull(smsOutbox.providerId)))
    .returning({ id: smsOutbox.id });
  return updated.length > 0;
}
