import 'server-only';
// The one background loop inside each app server process (started from instrumentation.ts).
// Every MAIL_WORKER_INTERVAL_MS it runs what is due: scheduled jobs (reminders, expiry notices,
// unpaid registrations, ended subscriptions; platform/jobs) and then the mail outbox.
// wakeOutboxWorker() makes it look at once after a change that queued mail has committed, so a
// booking confirmation leaves in seconds. Several servers run it side by side safely (jobs and
// mail are claimed with SKIP LOCKED and a lease). Without SMTP settings the jobs still run and
// mail waits in the outbox. Serverless hosts without a long-lived process call
// POST /api/jobs/run from the platform's cron instead (README, "Scheduled work").
import { env } from '@/platform/env';
import { runDueWork } from '@/features/scheduled-work/server/run-due';

interface WorkerState { timer?: NodeJS.Timeout; running?: Promise<void>; again: boolean }

// On globalThis so a dev server's hot reload does not start a second loop.
const state = ((globalThis as { __mailWorker?: WorkerState }).__mailWorker ??= { again: false });

function tick(): void {
  if (state.running) { state.again = true; return; }
  state.running = runDueWork()
    .then(() => undefined)
    .catch((error: unknown) => { console.error('[jobs] background run failed', error); })
    .finally(() => {
      state.running = undefined;
      if (state.again) { state.again = false; tick(); }
    });
}

/** Starts the loop once per process; does nothing with interval 0. */
export function startOutboxWorker(intervalMs = env.MAIL_WORKER_INTERVAL_MS): boolean {
  if (state.timer || intervalMs <= 0) return false;
  state.timer = setInterval(tick, intervalMs);
  state.timer.unref();
  tick();
  return true;
}

/** Call after committing a change that queued mail; a no-op when the loop is not running. */
export function wakeOutboxWorker(): void {
  if (state.timer) tick();
}

export function stopOutboxWorker(): void {
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
}
