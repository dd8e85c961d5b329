import 'server-only';
// The email_outbox table as a queue. Any number of workers (one per app server, plus the admin's
// "send now") claim due rows with FOR UPDATE SKIP LOCKED and a lease: a claimed row is invisible
// to other workers until its lease ends, so a message is handed to SMTP by one worker at a time;
// a worker that dies mid-send lets the lease run out and another one takes the message over.
// Every write after the claim checks `locked_by`, so a worker whose lease was taken over cannot
// overwrite the newer worker's result. Times come from the caller (tests freeze the clock).
import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/platform/db';
import { emailOutbox } from '@/platform/db/schema';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** A worker's hold on a message for the length of one send attempt. */
export const LEASE_MS = 2 * 60_000;

/** Waiting to be sent and not held by another worker's lease. */
function claimable(now: Date) {
  return and(eq(emailOutbox.status, 'queued'), or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, now)));
}

/**
 * Claims the oldest due message, or the one with `id` whatever its schedule, counting the
 * attempt. Returns the row with its lease token in `lockedBy`, or null when nothing is due or
 * another worker holds it. A message asked for by id is sent now (the test mail and the inbox
 * reply right after queueing it, 'send again'): its next_attempt_at was stamped by the
 * database's clock a moment after the caller read `now` (or by another machine's clock), so
 * comparing the two would leave it waiting for the worker.
 */
export async function claimDueEmail(db: Db, now: Date, id?: string): Promise<OutboxRow | null> {
  const where = id ? and(claimable(now), eq(emailOutbox.id, id)) : and(claimable(now), lte(emailOutbox.nextAttemptAt, now));
  // Two statements in one transaction, not `update ... where id in (select ... limit 1 for update
  // skip locked)`: PostgreSQL may re-run such a subquery per row and claim more than one.
  return db.transaction(async (tx) => {
    const [candidate] = await tx.select({ id: emailOutbox.id }).from(emailOutbox)
      .where(where).orderBy(emailOutbox.nextAttemptAt).limit(1)
      .for('update', { skipLocked: true });
    if (!candidate) return null;
    const [row] = await tx.update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + LEASE_MS),
        lockedBy: randomUUID(),
        updatedAt: now,
      })
      .where(eq(emailOutbox.id, candidate.id))
      .returning();
    return row ?? null;
  });
}

/** Records a delivery; false when this worker's lease had already been taken over. */
export async function markEmailSent(
  db: Db, row: OutboxRow, result: { messageId: string; response: string }, now: Date,
): Promise<boolean> {
  const updated = await db.update(emailOutbox)
    .set({
      status: 'sent', sentAt: now, messageId: result.messageId, smtpResponse: result.response,
      lockedUntil: null, lockedBy: null, updatedAt: now,
    })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.lockedBy, row.lockedBy!)))
    .returning({ id: emailOutbox.id });
  return updated.length > 0;
}

/** Records a failed attempt: try again at `retryAt`, or give up (`retryAt` null → 'failed'). */
export async function markEmailAttemptFailed(
  db: Db, row: OutboxRow, failure: { error: string; response: string | null; retryAt: Date | null }, now: Date,
): Promise<void> {
  await db.update(emailOutbox)
    .set({
      status: failure.retryAt ? 'queued' : 'failed',
      nextAttemptAt: failure.retryAt ?? row.nextAttemptAt,
      error: failure.error, smtpResponse: failure.response,
      lockedUntil: null, lockedBy: null, updatedAt: now,
    })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.lockedBy, row.lockedBy!)));
}

/** Puts a failed or waiting message back to be tried at once (the admin's "send again"). */
export async function requeueEmail(db: Db, id: string, now: Date): Promise<boolean> {
  const updated = await db.update(emailOutbox)
    .set({ status: 'queued', nextAttemptAt: now, updatedAt: now })
    .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ['queued', 'failed'])))
    .returning({ id: emailOutbox.id });
  return updated.length > 0;
}

/** One message as the admin's outbox list shows it (no body or attachments). */
export interface OutboxSummary {
  id: string;
  toEmail: string;
  subject: string;
  kind: string;
  status: OutboxRow['status'];
  attempts: number;
  error: string | null;
  smtpResponse: string | null;
  messageId: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
}

/** The latest messages, newest first (the e-mail test screen's list). */
export async function listRecentEmails(db: Db, limit = 20): Promise<OutboxSummary[]> {
  return db.select({
    id: emailOutbox.id, toEmail: emailOutbox.toEmail, subject: emailOutbox.subject, kind: emailOutbox.kind,
    status: emailOutbox.status, attempts: emailOutbox.attempts, error: emailOutbox.error,
    smtpResponse: emailOutbox.smtpResponse, messageId: emailOutbox.messageId, createdAt: emailOutbox.createdAt,
    sentAt: emailOutbox.sentAt, nextAttemptAt: emailOutbox.nextAttemptAt,
  }).from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(Math.min(Math.max(limit, 1), 200));
}

/** The full row (tests, and the admin's detail view). */
export async function getOutboxEmail(db: Db, id: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row ?? null;
}

/** Where the newest message about a record stands (the contact inbox's reply state). */
export interface LatestDelivery {
  referenceId: string;
  outboxId: string;
  toEmail: string;
  status: OutboxRow['status'];
  attempts: number;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
  updatedAt: Date;
}

/** The newest message of `kind` for each of `referenceIds` (uses email_outbox_reference_idx). */
export async function latestEmailsFor(db: Db, kind: string, referenceIds: readonly string[]): Promise<Map<string, LatestDelivery>> {
  if (referenceIds.length === 0) return new Map();
  const rows = await db.selectDistinctOn([emailOutbox.referenceId], {
    referenceId: emailOutbox.referenceId, outboxId: emailOutbox.id, toEmail: emailOutbox.toEmail, status: emailOutbox.status,
    attempts: emailOutbox.attempts, error: emailOutbox.error, createdAt: emailOutbox.createdAt, sentAt: emailOutbox.sentAt,
    updatedAt: emailOutbox.updatedAt,
  }).from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), inArray(emailOutbox.referenceId, [...referenceIds])))
    .orderBy(emailOutbox.referenceId, desc(emailOutbox.createdAt), desc(emailOutbox.id));
  return new Map(rows.map((row) => [row.referenceId!, { ...row, referenceId: row.referenceId! }]));
}
