import 'server-only';
// Every kind of scheduled job the app runs, in one list: the loop (lib/jobs/run-due.ts) claims
// only these kinds. A new kind of background work is a handler added here, not a new loop.
import { pendingRegistrationExpiry } from './pending-registrations';
import { pruneJobs } from './prune';
import { appointmentReminder, reminderSweep } from './reminders';
import type { JobHandler } from './runner';
import { endedSweep, expiryNotice, expirySweep, subscriptionEnded } from './subscriptions';

export const JOB_HANDLERS: readonly JobHandler[] = [
  reminderSweep, appointmentReminder,
  expirySweep, expiryNotice,
  endedSweep, subscriptionEnded,
  pendingRegistrationExpiry,
  pruneJobs,
];
