import 'server-only';
// Runs due scheduled jobs (platform/jobs/queue.ts) with their kind's handler. A handler does its
// database work in the transaction that also marks the job done, so the work and "done" commit
// together: a worker whose lease was taken over rolls its work back, and a crash before the
// commit leaves the job to be run again after the lease. A throwing handler is retried with the
// mail's backoff (platform/mail/retry.ts) until it gives up; a periodic kind (`everyMs`) is put back
// for its next run instead of ever giving up.
import type { Db } from '@/platform/db';
import { MAX_ATTEMPTS, retryDelayMs } from '@/platform/mail/retry';
import { claimDueJob, enqueueJob, failJobAttempt, finishJob, rescheduleJob, type JobRow } from './queue';

/** The transaction a handler works in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface JobContext {
  /** The transaction the job's "done" is written in; do the job's writes here. */
  tx: Tx;
  job: JobRow;
  now: Date;
}

/** 'skipped': the job no longer applies. `afterCommit` runs once the work is committed. */
export type JobResult = void | { status?: 'done' | 'skipped'; afterCommit?: () => void | Promise<void> };

export interface JobHandler {
  kind: string;
  run(context: JobContext): Promise<JobResult>;
  /** A periodic kind: one row (key = kind), run again this long after each run. */
  everyMs?: number;
  /** Tries before a one-off job is marked failed (default: the mail's MAX_ATTEMPTS). */
  maxAttempts?: number;
}

class LeaseLost extends Error {}

function describe(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

export interface JobRunSummary { done: number; skipped: number; retrying: number; failed: number; lost: number }

async function runOne(db: Db, handler: JobHandler, job: JobRow, now: Date, summary: JobRunSummary): Promise<void> {
  try {
    const result = await db.transaction(async (tx) => {
      const outcome = (await handler.run({ tx, job, now })) ?? {};
      const status = outcome.status ?? 'done';
      const written = handler.everyMs
        ? await rescheduleJob(tx, job, new Date(now.getTime() + handler.everyMs), now)
        : await finishJob(tx, job, status, now);
      if (!written) throw new LeaseLost();
      return { status, afterCommit: outcome.afterCommit };
    });
    summary[result.status] += 1;
    await result.afterCommit?.();
  } catch (error) {
    if (error instanceof LeaseLost) { summary.lost += 1; return; }
    const message = describe(error);
    if (handler.everyMs) {
      // A periodic sweep keeps its schedule: retried with backoff, and after too many failures
      // it waits for its next regular run (the error stays visible in last_error).
      const retryAt = job.attempts >= (handler.maxAttempts ?? MAX_ATTEMPTS)
        ? new Date(now.getTime() + handler.everyMs)
        : new Date(now.getTime() + Math.min(retryDelayMs(job.attempts), handler.everyMs));
      await failJobAttempt(db, job, message, retryAt, now);
      summary.retrying += 1;
      return;
    }
    if (job.attempts >= (handler.maxAttempts ?? MAX_ATTEMPTS)) {
      await failJobAttempt(db, job, message, null, now);
      summary.failed += 1;
      return;
    }
    await failJobAttempt(db, job, message, new Date(now.getTime() + retryDelayMs(job.attempts)), now);
    summary.retrying += 1;
  }
}

// The databases (and handler lists) whose periodic rows this process has already put in place.
const ensured = new WeakMap<Db, WeakSet<readonly JobHandler[]>>();

/** Puts each periodic kind's one row in place (first run now); once per process and database. */
export async function ensurePeriodicJobs(db: Db, handlers: readonly JobHandler[], now: Date): Promise<void> {
  if (ensured.get(db)?.has(handlers)) return;
  for (const handler of handlers) {
    if (handler.everyMs) await enqueueJob(db, { kind: handler.kind, key: handler.kind, runAt: now });
  }
  if (!ensured.has(db)) ensured.set(db, new WeakSet());
  ensured.get(db)!.add(handlers);
}

export interface RunJobsOptions {
  db: Db;
  now: Date;
  handlers: readonly JobHandler[];
  /** At most this many jobs in one call (a tick), so one server does not hog a backlog. */
  limit?: number;
}

/** Runs every due job once (one tick of the loop, the cron route, tests). */
export async function runJobsOnce({ db, now, handlers, limit = 100 }: RunJobsOptions): Promise<JobRunSummary> {
  const byKind = new Map(handlers.map((h) => [h.kind, h]));
  const summary: JobRunSummary = { done: 0, skipped: 0, retrying: 0, failed: 0, lost: 0 };
  await ensurePeriodicJobs(db, handlers, now);
  for (let i = 0; i < limit; i += 1) {
    const job = await claimDueJob(db, now, [...byKind.keys()]);
    if (!job) break;
    await runOne(db, byKind.get(job.kind)!, job, now, summary);
  }
  return summary;
}
