// Pricing section rules (spec §9): trial first, then by ascending price; the yearly plan is
// the popular one, with discount % = round((12 × monthly − yearly) / (12 × monthly) × 100)
// against the monthly plan, and '12 ay yerine 10 ay öde'.
import type { PlanInterval } from '@/platform/db/schema';

export type { PlanInterval };

export const INTERVAL_LABELS: Record<PlanInterval, string> = {
  trial: 'Deneme',
  monthly: 'Aylık',
  yearly: 'Yıllık',
};

export const POPULAR_LABEL = 'En Popüler';
export const YEARLY_SAVINGS_TEXT = '12 ay yerine 10 ay öde';

export interface PlanInput {
  id: string;
  name: string;
  description: string | null;
  price: number;
  currency: string;
  interval: PlanInterval;
  features: unknown;
}

export interface PricingPlan extends Omit<PlanInput, 'features'> {
  features: string[];
  intervalLabel: string;
  popular: boolean;
  /** Whole percent saved against 12 monthly payments; yearly plans only, when positive. */
  discountPercent: number | null;
}

/** features is a jsonb list, or (older rows, spec §3) a JSON-encoded string of one. */
export function parsePlanFeatures(features: unknown): string[] {
  let value = features;
  if (typeof features === 'string') {
    try { value = JSON.parse(features); } catch { return features.trim() ? [features.trim()] : []; }
  }
  if (!Array.isArray(value)) return [];
  return value.filter((f): f is string => typeof f === 'string' && f.trim().length > 0).map((f) => f.trim());
}

export function yearlyDiscountPercent(monthlyPrice: number, yearlyPrice: number): number | null {
  if (!(monthlyPrice > 0)) return null;
  const percent = Math.round(((12 * monthlyPrice - yearlyPrice) / (12 * monthlyPrice)) * 100);
  return percent > 0 ? percent : null;
}

export function toPricingPlans(plans: readonly PlanInput[]): PricingPlan[] {
  const sorted = [...plans].sort((a, b) => {
    const trialFirst = Number(b.interval === 'trial') - Number(a.interval === 'trial');
    return trialFirst || a.price - b.price || a.name.localeCompare(b.name, 'tr');
  });
  const monthly = sorted.find((p) => p.interval === 'monthly' && p.price > 0);
  return sorted.map((plan) => ({
    ...plan,
    features: parsePlanFeatures(plan.features),
    intervalLabel: INTERVAL_LABELS[plan.interval] ?? plan.interval,
    popular: plan.interval === 'yearly',
    discountPercent: plan.interval === 'yearly' && monthly ? yearlyDiscountPercent(monthly.price, plan.price) : null,
  }));
}
