import 'server-only';
// The scheduled_jobs table as a queue (migration 20261125020000), the same pattern as the mail
// outbox (platform/mail/outbox-queue.ts): any number of workers claim due rows with FOR UPDATE SKIP
// LOCKED and a lease, so a job is run by one worker at a time; a worker that dies lets its lease
// run out and another takes the job over. Every write after the claim checks `locked_by`, so a
// worker whose lease was taken over cannot overwrite the newer run's result. `key` is unique:
// scheduling the same work twice inserts it once. Times come from the caller (tests freeze them).
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/platform/db';
import { scheduledJobs } from '@/platform/db/schema';

export type JobRow = typeof scheduledJobs.$inferSelect;

/** A worker's hold on a job for one run; jobs are short (a sweep works in bounded batches). */
export const JOB_LEASE_MS = 2 * 60_000;

export interface NewJob {
  kind: string;
  /** Unique across all jobs: the same key is scheduled once (idempotency). */
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

/** Schedules a job unless one with its key exists; true when this call inserted it. `db` may be a transaction. */
export async function enqueueJob(db: Pick<Db, 'insert'>, job: NewJob): Promise<boolean> {
  const inserted = await db.insert(scheduledJobs)
    .values({ kind: job.kind, key: job.key, payload: job.payload ?? {}, runAt: job.runAt, nextAttemptAt: job.runAt })
    .onConflictDoNothing({ target: scheduledJobs.key })
    .returning({ id: scheduledJobs.id });
  return inserted.length > 0;
}

/**
 * Claims the due job that has waited longest, counting the attempt; null when nothing is due or
 * every due job is held by another worker. `kinds` limits the claim to jobs this worker can run.
 */
export async function claimDueJob(db: Db, now: Date, kinds: readonly string[]): Promise<JobRow | null> {
  if (kinds.length === 0) return null;
  // Two statements in one transaction, as the outbox does: PostgreSQL may re-run an
  // `update ... where id in (select ... for update skip locked)` subquery and claim more than one.
  return db.transaction(async (tx) => {
    const [candidate] = await tx.select({ id: scheduledJobs.id }).from(scheduledJobs)
      .where(and(
        eq(scheduledJobs.status, 'queued'),
        lte(scheduledJobs.nextAttemptAt, now),
        or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, now)),
        sql`${scheduledJobs.kind} in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})`,
      ))
      .orderBy(scheduledJobs.nextAttemptAt).limit(1)
      .for('update', { skipLocked: true });
    if (!candidate) return null;
    const [row] = await tx.update(scheduledJobs)
      .set({
        attempts: sql`${scheduledJobs.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + JOB_LEASE_MS),
        lockedBy: randomUUID(),
        updatedAt: now,
      })
      .where(eq(scheduledJobs.id, candidate.id))
      .returning();
    return row ?? null;
  });
}

const heldBy = (job: JobRow) => and(eq(scheduledJobs.id, job.id), eq(scheduledJobs.lockedBy, job.lockedBy!));

/** Ends a run: 'done' or 'skipped'; false when this worker's lease had been taken over. */
export async function finishJob(db: Pick<Db, 'update'>, job: JobRow, status: 'done' | 'skipped', now: Date): Promise<boolean> {
  const rows = await db.update(scheduledJobs)
    .set({ status, finishedAt: now, lockedUntil: null, lockedBy: null, updatedAt: now })
    .where(heldBy(job)).returning({ id: scheduledJobs.id });
  return rows.length > 0;
}

/** A periodic job ran: it waits for `nextRunAt` with a fresh count of attempts. */
export async function rescheduleJob(
  db: Pick<Db, 'update'>, job: JobRow, nextRunAt: Date, now: Date, lastError: string | null = null,
): Promise<boolean> {
  const rows = await db.update(scheduledJobs)
    .set({
      status: 'queued', runAt: nextRunAt, nextAttemptAt: nextRunAt, attempts: 0, lastError,
      finishedAt: now, lockedUntil: null, lockedBy: null, updatedAt: now,
    })
    .where(heldBy(job)).returning({ id: scheduledJobs.id });
  return rows.length > 0;
}

/** A failed run: try again at `retryAt`, or give up (`retryAt` null → 'failed'). */
export async function failJobAttempt(db: Db, job: JobRow, error: string, retryAt: Date | null, now: Date): Promise<void> {
  await db.update(scheduledJobs)
    .set({
      status: retryAt ? 'queued' : 'failed', nextAttemptAt: retryAt ?? job.nextAttemptAt, lastError: error.slice(0, 2000),
      finishedAt: retryAt ? null : now, lockedUntil: null, lockedBy: null, updatedAt: now,
    })
    .where(heldBy(job));
}

export async function getJob(db: Db, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.id, id)).limit(1);
  return row ?? null;
}

export async function getJobByKey(db: Db, key: string): Promise<JobRow | null> {
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.key, key)).limit(1);
  return row ?? null;
}
