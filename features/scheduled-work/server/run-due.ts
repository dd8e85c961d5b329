import 'server-only';
// One pass of all background work: due scheduled jobs first (a reminder queues its e-mail),
// then the mail outbox (so that e-mail leaves in the same pass). The app servers' loop
// (features/scheduled-work/server/background.ts), the cron route (app/api/jobs/run) and tests call this; there is no
// other loop. Safe on any number of servers at once: jobs and mail are claimed with leases.
import { getDb, type Db } from '@/platform/db';
import type { SmtpConfig } from '@/platform/mail/config';
import { runOutboxOnce, type RunSummary } from '@/platform/mail/worker';
import { JOB_HANDLERS } from './kinds';
import { runJobsOnce, type JobHandler, type JobRunSummary } from '@/platform/jobs/runner';

export interface DueWorkOptions {
  db?: Db;
  now?: Date;
  /** SMTP server; defaults to the environment's, null means "not configured" (mail stays queued). */
  smtp?: SmtpConfig | null;
  handlers?: readonly JobHandler[];
}

export interface DueWorkSummary { jobs: JobRunSummary; mail: RunSummary }

export async function runDueWork(options: DueWorkOptions = {}): Promise<DueWorkSummary> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const jobs = await runJobsOnce({ db, now, handlers: options.handlers ?? JOB_HANDLERS });
  const mail = await runOutboxOnce({ db, now, smtp: options.smtp });
  return { jobs, mail };
}
