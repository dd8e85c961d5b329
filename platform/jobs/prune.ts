import 'server-only';
// Keeps scheduled_jobs small: finished one-off jobs (done, skipped, failed) are deleted a month
// after they finished. Their keys are no longer needed by then: every sweep looks only at what
// is near (reminders for the next two days, notices within 7 days of an end, ends of the last
// two days), so a deleted key is never scheduled again. Periodic rows are never finished.
import { and, inArray, lt } from 'drizzle-orm';
import { scheduledJobs } from '@/platform/db/schema';
import type { JobHandler, Tx } from './runner';

export const PRUNE_KIND = 'scheduled-jobs.prune';
export const KEEP_FINISHED_MS = 30 * 24 * 60 * 60_000;

export async function pruneFinishedJobs(tx: Tx, now: Date): Promise<number> {
  const rows = await tx.delete(scheduledJobs)
    .where(and(inArray(scheduledJobs.status, ['done', 'skipped', 'failed']), lt(scheduledJobs.finishedAt, new Date(now.getTime() - KEEP_FINISHED_MS))))
    .returning({ id: scheduledJobs.id });
  return rows.length;
}

export const pruneJobs: JobHandler = {
  kind: PRUNE_KIND,
  everyMs: 24 * 60 * 60_000,
  async run({ tx, now }) { await pruneFinishedJobs(tx, now); },
};
