import 'server-only';
// Subscription work (issue 23): the salon's notices 7 days and 1 day before its subscription
// ends, and what happens when it has ended. Sweeps look a little ahead and schedule one job per
// notice (and one per end), to run at its time and keyed by subscription, end date and notice,
// so each goes once per end date (a renewal that moves the end date gets its own notices, and
// the jobs for the old date are skipped). Status is not stored: it is computed from end_date
// (features/subscriptions/rules/subscription-status.ts), so an ended subscription needs no write; its salon's
// public pages are revalidated, since whether it takes bookings may depend on it.
import { and, asc, eq, sql } from 'drizzle-orm';
import { daysLeft, istanbulDay } from '@/features/subscriptions/rules/subscription-status';
import { revalidateSalon } from '@/platform/cache/revalidate';
import { salons, subscriptionPlans, subscriptions, userRoles, users } from '@/platform/db/schema';
import { env } from '@/platform/env';
import { enqueueEmail } from '@/platform/mail/outbox';
import { panelSubscriptionUrl, subscriptionExpiryEmail } from '@/features/subscriptions/server/expiry-template';
import { OWNER_ROLE_NAME } from '@/platform/access/panel-default-roles';
import { enqueueJob } from '@/platform/jobs/queue';
import { rowsOf } from '@/platform/db/rows';
import type { JobHandler, Tx } from '@/platform/jobs/runner';

export const EXPIRY_SWEEP_KIND = 'subscription-expiry.sweep';
export const EXPIRY_NOTICE_KIND = 'subscription.expiry-notice';
export const ENDED_SWEEP_KIND = 'subscription-ended.sweep';
export const ENDED_KIND = 'subscription.ended';
const DAY_MS = 24 * 60 * 60_000;
/** The notices, by days before the end; the nearest one due is the one sent. */
export const NOTICE_DAYS = [7, 1] as const;
const SWEEP_BATCH = 500;
/** How far ahead the sweeps schedule: well over their interval, so no time is missed. */
export const SUBSCRIPTION_LOOKAHEAD_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 15 * 60_000;
const later = (a: Date, b: Date) => (a > b ? a : b);

export function expiryNoticeKey(subscriptionId: string, endDate: Date, days: number): string {
  return `${EXPIRY_NOTICE_KIND}:${subscriptionId}:${endDate.toISOString()}:${days}`;
}

export function endedKey(subscriptionId: string, endDate: Date): string {
  return `${ENDED_KIND}:${subscriptionId}:${endDate.toISOString()}`;
}


/** Active subscriptions that are their salon's latest, ending in (from, to]. */
async function latestActiveEnding(tx: Tx, from: Date, to: Date) {
  const result = await tx.execute<{ id: string; salon_id: string; end_date: string | Date }>(sql`
    select s.id, s.salon_id, s.end_date from subscriptions s
     where s.is_active and s.end_date > ${from.toISOString()}::timestamptz and s.end_date <= ${to.toISOString()}::timestamptz
       and not exists (select 1 from subscriptions later
                        where later.salon_id = s.salon_id and later.is_active and later.end_date > s.end_date)
     order by s.end_date limit ${SWEEP_BATCH}`);
  return rowsOf<{ id: string; salon_id: string; end_date: string | Date }>(result)
    .map((r) => ({ id: r.id, salonId: r.salon_id, endDate: new Date(r.end_date) }));
}

/** When a notice goes: `days` days before the end. */
const noticeTime = (endDate: Date, days: number) => new Date(endDate.getTime() - days * DAY_MS);

/**
 * The notice that stands at `now` for a subscription ending at `endDate`: the last one whose
 * time has come, or null before the first. A 7-day notice whose time was missed is not sent
 * once the 1-day one is due.
 */
export function currentNotice(endDate: Date, now: Date): number | null {
  return NOTICE_DAYS.filter((d) => noticeTime(endDate, d) <= now).at(-1) ?? null;
}

/** Schedules the expiry notices whose time comes within the look-ahead; returns how many were new. */
export async function scheduleExpiryNotices(tx: Tx, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + SUBSCRIPTION_LOOKAHEAD_MS);
  let scheduled = 0;
  for (const sub of await latestActiveEnding(tx, now, new Date(horizon.getTime() + NOTICE_DAYS[0] * DAY_MS))) {
    const days = currentNotice(sub.endDate, horizon);
    if (days === null) continue;
    const key = expiryNoticeKey(sub.id, sub.endDate, days);
    const runAt = later(noticeTime(sub.endDate, days), now);
    if (await enqueueJob(tx, { kind: EXPIRY_NOTICE_KIND, key, runAt, payload: { subscriptionId: sub.id, endDate: sub.endDate.toISOString(), days } })) scheduled += 1;
  }
  return scheduled;
}

/** The salon's e-mail and its owner's (the first user with the owner role), once each. */
async function salonAddresses(tx: Tx, salonId: string, salonEmail: string | null): Promise<string[]> {
  const [owner] = await tx.select({ email: users.email }).from(users)
    .innerJoin(userRoles, eq(userRoles.id, users.roleId))
    .where(and(eq(users.salonId, salonId), eq(userRoles.name, OWNER_ROLE_NAME), eq(users.isActive, true)))
    .orderBy(asc(users.createdAt)).limit(1);
  const seen = new Map<string, string>();
  for (const address of [salonEmail, owner?.email]) {
    const trimmed = address?.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
}

export const expirySweep: JobHandler = {
  kind: EXPIRY_SWEEP_KIND,
  everyMs: SWEEP_EVERY_MS,
  async run({ tx, now }) { await scheduleExpiryNotices(tx, now); },
};

export const expiryNotice: JobHandler = {
  kind: EXPIRY_NOTICE_KIND,
  async run({ tx, job, now }) {
    const p = job.payload as { subscriptionId: string; endDate: string; days: number };
    const [row] = await tx.select({
      id: subscriptions.id, isActive: subscriptions.isActive, endDate: subscriptions.endDate, type: subscriptions.type,
      salonId: salons.id, salonName: salons.name, salonEmail: salons.email, planName: subscriptionPlans.name,
    }).from(subscriptions)
      .innerJoin(salons, eq(salons.id, subscriptions.salonId))
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(eq(subscriptions.id, p.subscriptionId)).limit(1);
    // Renewed (the end moved), cancelled, already over, or a later notice is due by now: nothing to say.
    if (!row || !row.isActive || row.endDate.toISOString() !== p.endDate || row.endDate <= now
      || currentNotice(row.endDate, now) !== p.days) return { status: 'skipped' };
    const to = await salonAddresses(tx, row.salonId, row.salonEmail);
    if (to.length === 0) return { status: 'skipped' };
    for (const address of to) {
      await enqueueEmail(tx, subscriptionExpiryEmail({
        to: address, salonName: row.salonName, lastDay: istanbulDay(row.endDate), daysLeft: daysLeft(row, now),
        planName: row.planName, renewUrl: panelSubscriptionUrl(env.SITE_URL), subscriptionId: row.id,
      }));
    }
  },
};

/** Each subscription ending within the look-ahead (or in the last two days) gets an 'ended' job at its end. */
export async function scheduleEndedSubscriptions(tx: Tx, now: Date): Promise<number> {
  let scheduled = 0;
  for (const sub of await latestActiveEnding(tx, new Date(now.getTime() - 2 * DAY_MS), new Date(now.getTime() + SUBSCRIPTION_LOOKAHEAD_MS))) {
    const payload = { subscriptionId: sub.id, salonId: sub.salonId, endDate: sub.endDate.toISOString() };
    if (await enqueueJob(tx, { kind: ENDED_KIND, key: endedKey(sub.id, sub.endDate), runAt: later(sub.endDate, now), payload })) scheduled += 1;
  }
  return scheduled;
}

export const endedSweep: JobHandler = {
  kind: ENDED_SWEEP_KIND,
  everyMs: SWEEP_EVERY_MS,
  async run({ tx, now }) { await scheduleEndedSubscriptions(tx, now); },
};

export const subscriptionEnded: JobHandler = {
  kind: ENDED_KIND,
  async run({ tx, job }) {
    const { subscriptionId, salonId, endDate } = job.payload as { subscriptionId: string; salonId: string; endDate: string };
    const [row] = await tx.select({ endDate: subscriptions.endDate, isActive: subscriptions.isActive })
      .from(subscriptions).where(eq(subscriptions.id, subscriptionId)).limit(1);
    // Renewed before it ended (the end moved): it did not end.
    if (!row || !row.isActive || row.endDate.toISOString() !== endDate) return { status: 'skipped' };
    // Nothing to store (the status is computed from end_date); the salon's cached public pages
    // drop their copy (inside a request; elsewhere they refresh within CACHE_REVALIDATE_SECONDS).
    return { afterCommit: () => revalidateSalon(salonId) };
  },
};
