import { describe, expect, it } from 'vitest';
import { parsePlanFeatures, toPricingPlans, yearlyDiscountPercent, type PlanInput } from './plans';

const plan = (interval: PlanInput['interval'], price: number, name = interval): PlanInput => ({
  id: `${interval}-${price}`, name, description: null, price, currency: 'TRY', interval, features: ['A'],
});

describe('pricing plans', () => {
  it('puts the trial first, then sorts by ascending price', () => {
    const sorted = toPricingPlans([plan('yearly', 299.9), plan('monthly', 29.9), plan('trial', 0)]);
    expect(sorted.map((p) => p.interval)).toEqual(['trial', 'monthly', 'yearly']);
    expect(sorted.map((p) => p.intervalLabel)).toEqual(['Deneme', 'Aylık', 'Yıllık']);
  });

  it('marks the yearly plan popular with the discount against 12 monthly payments', () => {
    const [, monthly, yearly] = toPricingPlans([plan('trial', 0), plan('monthly', 29.9), plan('yearly', 299.9)]);
    expect(monthly.popular).toBe(false);
    expect(monthly.discountPercent).toBeNull();
    expect(yearly.popular).toBe(true);
    // (12 × 29.9 − 299.9) / (12 × 29.9) = 16.4 %
    expect(yearly.discountPercent).toBe(16);
  });

  it('computes the discount with rounding and hides a non-positive one', () => {
    expect(yearlyDiscountPercent(100, 1000)).toBe(17);
    expect(yearlyDiscountPercent(100, 1200)).toBeNull();
    expect(yearlyDiscountPercent(0, 100)).toBeNull();
  });

  it('shows no discount when there is no paid monthly plan', () => {
    const [yearly] = toPricingPlans([plan('yearly', 299.9)]);
    expect(yearly.popular).toBe(true);
    expect(yearly.discountPercent).toBeNull();
  });

  it('reads features stored as a list or as JSON text', () => {
    expect(parsePlanFeatures(['SMS', ' ', 'Rapor '])).toEqual(['SMS', 'Rapor']);
    expect(parsePlanFeatures('["SMS","Rapor"]')).toEqual(['SMS', 'Rapor']);
    expect(parsePlanFeatures('Tek özellik')).toEqual(['Tek özellik']);
    expect(parsePlanFeatures(null)).toEqual([]);
  });
});

describe('the seeded plans', () => {
  it('state one savings figure: the badge computed from the prices, none in the text', async () => {
    const { DEFAULT_PLANS } = await import('@/platform/db/seed/plan-defaults');
    const cards = toPricingPlans(DEFAULT_PLANS.map((p, i) => ({ ...p, id: String(i), currency: 'TRY' })));
    const yearly = cards.find((c) => c.interval === 'yearly');
    expect(yearly?.discountPercent).toBe(16);
    for (const card of cards) expect(`${card.description} ${card.features.join(' ')}`).not.toMatch(/%\s*\d|\d\s*%/);
  });
});
