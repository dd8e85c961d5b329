import 'server-only';
// The mail worker's loop inside each app server process (started from instrumentation.ts).
// Every MAIL_WORKER_INTERVAL_MS it sends what is due; wakeOutboxWorker() makes it look at once
// after a change that queued mail has committed, so a booking confirmation leaves in seconds.
// Several servers run it side by side safely (see lib/db/email-outbox.ts). On serverless hosts
// without a long-lived process, call runOutboxOnce() from a scheduled job instead.
import { env } from '@/lib/env';
import { smtpConfigFromEnv } from './config';
import { runOutboxOnce } from './worker';

interface WorkerState { timer?: NodeJS.Timeout; running?: Promise<void>; again: boolean }

// On globalThis so a dev server's hot reload does not start a second loop.
const state = ((globalThis as { __mailWorker?: WorkerState }).__mailWorker ??= { again: false });

function tick(): void {
  if (state.running) { state.again = true; return; }
  state.running = runOutboxOnce()
    .then(() => undefined)
    .catch((error: unknown) => { console.error('[mail] outbox run failed', error); })
    .finally(() => {
      state.running = undefined;
      if (state.again) { state.again = false; tick(); }
    });
}

/** Starts the loop once per process; does nothing without SMTP settings or with interval 0. */
export function startOutboxWorker(intervalMs = env.MAIL_WORKER_INTERVAL_MS): boolean {
  if (state.timer || intervalMs <= 0 || !smtpConfigFromEnv()) return false;
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
