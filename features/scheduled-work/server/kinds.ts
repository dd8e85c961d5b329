import 'server-only';
// Every kind of scheduled job the app runs, in one list: the loop (features/scheduled-work/server/run-due.ts) claims
// only these kinds. A new kind of background work is a handler added here, not a new loop.
import { pendingRegistrationExpiry } from '@/features/registration/server/pending-registrations-job';
import { pruneJobs } from '@/platform/jobs/prune';
import { retentionJob } from '@/features/privacy/server/retention-job';
import { appointmentReminder, reminderSweep } from '@/features/appointments/server/reminders-job';
import type { JobHandler } from '@/platform/jobs/runner';
import { endedSweep, expiryNotice, expirySweep, subscriptionEnded } from '@/features/subscriptions/server/subscription-jobs';

export const JOB_HANDLERS: readonly JobHandler[] = [
  reminderSweep, appointmentReminder,
  expirySweep, expiryNotice,
  endedSweep, subscriptionEnded,
  pendingRegistrationExpiry,
  pruneJobs,
  retentionJob,
];
