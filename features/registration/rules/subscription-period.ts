// Subscription dates (spec 1 §9): trial 14 days, monthly +1 month, yearly +1 year, counted on
// Istanbul's calendar. Türkiye has no DST (UTC+3 all year), so Istanbul's wall clock is the
// instant shifted by three hours; months are added on that calendar and clamped to the month's
// last day (31 January + 1 month = 28/29 February), as people count them.
import type { PlanInterval } from '@/features/subscriptions/rules/plans';

export const TRIAL_DAYS = 14;
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

function addIstanbulMonths(now: Date, months: number): Date {
  const wall = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = new Date(wall);
  shifted.setUTCDate(1);
  shifted.setUTCFullYear(year, month, Math.min(wall.getUTCDate(), lastDay));
  return new Date(shifted.getTime() - ISTANBUL_OFFSET_MS);
}

export function subscriptionPeriod(interval: PlanInterval, now: Date): { startDate: Date; endDate: Date } {
  const startDate = new Date(now);
  switch (interval) {
    case 'trial': return { startDate, endDate: new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000) };
    case 'monthly': return { startDate, endDate: addIstanbulMonths(now, 1) };
    case 'yearly': return { startDate, endDate: addIstanbulMonths(now, 12) };
  }
}
