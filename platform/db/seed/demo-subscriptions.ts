// Subscriptions for the demo salons, so the admin's salon and subscription pages show every
// state: trial, monthly, yearly, expiring within 7 days, expired, cancelled.
import type { PlanInterval, subscriptions } from '../schema';
import type { DemoSalon } from './demo-salons';

type SubscriptionRow = typeof subscriptions.$inferInsert;

const DAY_MS = 86_400_000;

interface Pattern {
  type: PlanInterval;
  startedDaysAgo: number;
  isActive: boolean;
}

// Cycled over the salons; end dates follow from the type (trial 14 days, a month, a year).
const PATTERNS: Pattern[] = [
  { type: 'monthly', startedDaysAgo: 10, isActive: true },
  { type: 'yearly', startedDaysAgo: 100, isActive: true },
  { type: 'trial', startedDaysAgo: 3, isActive: true },
  { type: 'monthly', startedDaysAgo: 26, isActive: true }, // a few days left: "expiring soon"
  { type: 'yearly', startedDaysAgo: 200, isActive: true },
  { type: 'monthly', startedDaysAgo: 45, isActive: true }, // past its end: "Süresi Dolmuş"
  { type: 'monthly', startedDaysAgo: 60, isActive: false }, // "İptal Edilmiş"
];

export function planDemoSubscription(
  salon: DemoSalon,
  salonIndex: number,
  planIdByInterval: Map<PlanInterval, string>,
  now: Date,
): SubscriptionRow {
  const pattern = salon.def.isActive === false
    ? PATTERNS[PATTERNS.length - 1]
    : PATTERNS[salonIndex % PATTERNS.length];
  const startDate = new Date(now.getTime() - pattern.startedDaysAgo * DAY_MS);
  const paid = pattern.type !== 'trial';
  return {
    salonId: salon.id,
    planId: planIdByInterval.get(pattern.type) ?? null,
    type: pattern.type,
    startDate,
    endDate: endOf(pattern.type, startDate),
    isActive: pattern.isActive,
    paytrMerchantOid: paid ? `SEED${salon.def.code}` : null,
    paytrPaymentDate: paid ? startDate : null,
  };
}

function endOf(type: PlanInterval, start: Date): Date {
  const end = new Date(start);
  if (type === 'trial') end.setUTCDate(end.getUTCDate() + 14);
  if (type === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  if (type === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
