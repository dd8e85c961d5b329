import 'server-only';
// One pass of all background work: due scheduled jobs first (a reminder queues its e-mail and
// text), then the mail outbox and the SMS outbox (so that both leave in the same pass), and the
// delivery reports of texts sent earlier. The app servers' loop
// (features/scheduled-work/server/background.ts), the cron route (app/api/jobs/run) and tests call this; there is no
// other loop. Safe on any number of servers at once: jobs and mail are claimed with leases.
import { getDb, type Db } from '@/platform/db';
import type { SmtpConfig } from '@/platform/mail/config';
import { runOutboxOnce, type RunSummary } from '@/platform/mail/worker';
import { runSmsOnce, type SmsRunSummary } from '@/features/sms/server/worker';
import type { SmsProvider } from '@/features/sms/server/provider';
import { JOB_HANDLERS } from './kinds';
import { runJobsOnce, type JobHandler, type JobRunSummary } from '@/platform/jobs/runner';

export interface DueWorkOptions {
  db?: Db;
  now?: Date;
  /** SMTP server; defaults to the environment's, null means "not configured" (mail stays queued). */
  smtp?: SmtpConfig | null;
  handlers?: readonly JobHandler[];
  /** SMS provider; defaults to the admin's settings, null means "not configured" (texts stay queued). */
  sms?: SmsProvider | null;
}

export interface DueWorkSummary { jobs: JobRunSummary; mail: RunSummary; sms: SmsRunSummary }

export async function runDueWork(options: DueWorkOptions = {}): Promise<DueWorkSummary> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const jobs = await runJobsOnce({ db, now, handlers: options.handlers ?? JOB_HANDLERS });
  const mail = await runOutboxOnce({ db, now, smtp: options.smtp });
  const sms = await runSmsOnce({ db, now, provider: options.sms });
  return { jobs, mail, sms };
}
