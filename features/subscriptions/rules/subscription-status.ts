// Subscription status as the back-office shows it (spec 2 §4, spec 1 §4): the label and colour,
// the days left and "expiring soon", plus the subscription form's default dates. Pure: `now` is
// a parameter. Dates in the form are Istanbul calendar days ('YYYY-MM-DD'): a subscription
// starts at 00:00 of its first day and runs to the end (23:59:59.999) of its last day.
import type { PlanInterval } from '@/features/subscriptions/rules/plans';
import { subscriptionPeriod } from '@/features/registration/rules/subscription-period';
import { addDaysToDate, istanbulClock, istanbulToInstant } from '@/platform/time/istanbul';

export type SubscriptionState = 'none' | 'cancelled' | 'expired' | 'active';

export const SUBSCRIPTION_LABELS: Record<SubscriptionState, string> = {
  none: 'Abonelik Yok',
  cancelled: 'İptal Edilmiş',
  expired: 'Süresi Dolmuş',
  active: 'Aktif',
};

/** Only an active subscription is green; every other state is red (spec 2 §4). */
export const SUBSCRIPTION_TONES: Record<SubscriptionState, 'green' | 'red'> = {
  none: 'red', cancelled: 'red', expired: 'red', active: 'green',
};

export const EXPIRING_SOON_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SubscriptionLike {
  isActive: boolean;
  endDate: Date;
}

export interface SubscriptionStatus {
  state: SubscriptionState;
  label: string;
  tone: 'green' | 'red';
  /** 0 when inactive or missing; else whole days until the end, rounded up, never negative. */
  daysLeft: number;
  /** Active, not expired, 7 days or fewer left. */
  expiringSoon: boolean;
}

export function subscriptionState(sub: SubscriptionLike | null | undefined, now: Date): SubscriptionState {
  if (!sub) return 'none';
  if (!sub.isActive) return 'cancelled';
  if (sub.endDate.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export function daysLeft(sub: SubscriptionLike | null | undefined, now: Date): number {
  if (!sub || !sub.isActive) return 0;
  return Math.max(0, Math.ceil((sub.endDate.getTime() - now.getTime()) / DAY_MS));
}

export function subscriptionStatus(sub: SubscriptionLike | null | undefined, now: Date): SubscriptionStatus {
  const state = subscriptionState(sub, now);
  const left = daysLeft(sub, now);
  return {
    state,
    label: SUBSCRIPTION_LABELS[state],
    tone: SUBSCRIPTION_TONES[state],
    daysLeft: left,
    expiringSoon: state === 'active' && left <= EXPIRING_SOON_DAYS,
  };
}

/** Istanbul's calendar day of an instant, 'YYYY-MM-DD'. */
export function istanbulDay(instant: Date): string {
  return istanbulClock(instant).date;
}

/**
 * The form's end date for a type, from its start date: trial 14 days (the plans' figure; the
 * spec's form says 7, we use 14 everywhere), monthly +1 month, yearly +1 year, on Istanbul's
 * calendar with the registration's month arithmetic (31 Jan + 1 month = 28/29 Feb).
 */
export function defaultEndDay(type: PlanInterval, startDay: string): string {
  // Noon keeps the instant inside the same Istanbul day through the arithmetic.
  return istanbulDay(subscriptionPeriod(type, istanbulToInstant(startDay, '12:00')).endDate);
}

/** A new subscription: from today, one month (spec 2 §9). */
export function newSubscriptionDefaults(now: Date): { type: PlanInterval; startDate: string; endDate: string } {
  const startDate = istanbulDay(now);
  return { type: 'monthly', startDate, endDate: defaultEndDay('monthly', startDate) };
}

/** The stored instants of a form's days: start of the first day, end of the last day (Istanbul). */
export function subscriptionInstants(startDay: string, endDay: string): { startDate: Date; endDate: Date } {
  return {
    startDate: istanbulToInstant(startDay, '00:00'),
    endDate: new Date(istanbulToInstant(addDaysToDate(endDay, 1), '00:00').getTime() - 1),
  };
}
