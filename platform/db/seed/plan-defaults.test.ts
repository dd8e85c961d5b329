import { describe, expect, it } from 'vitest';
import { cardFeatures, DEFAULT_FEATURES, DEFAULT_PLANS } from './plan-defaults';

describe('plan defaults and cards', () => {
  it('has the spec\'s three default plans: 14-day trial at 0, monthly 29.9, yearly 299.9', () => {
    expect(DEFAULT_PLANS.map((p) => [p.interval, p.price])).toEqual([['trial', 0], ['monthly', 29.9], ['yearly', 299.9]]);
    expect(DEFAULT_PLANS[0].name).toContain('14');
  });
  it('shows the first 4 features and counts the rest as "+N daha"', () => {
    expect(cardFeatures(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(cardFeatures([...DEFAULT_FEATURES.yearly])).toEqual({ shown: DEFAULT_FEATURES.yearly.slice(0, 4), more: 2 });
  });
});
