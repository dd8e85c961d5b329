import { describe, expect, it } from 'vitest';
import { subscriptionPeriod } from './subscription-period';

describe('subscription period (Istanbul calendar)', () => {
  const now = new Date('2026-01-31T21:30:00Z'); // 1 February 00:30 in Istanbul

  it('runs a trial for 14 days', () => {
    expect(subscriptionPeriod('trial', now).endDate.toISOString()).toBe('2026-02-14T21:30:00.000Z');
  });

  it('adds a calendar month in Istanbul, not in UTC', () => {
    // UTC would say 31 January + 1 month; Istanbul's date is 1 February → 1 March.
    expect(subscriptionPeriod('monthly', now).endDate.toISOString()).toBe('2026-02-28T21:30:00.000Z');
  });

  it('clamps to the last day of a shorter month and adds a year for yearly', () => {
    const jan31 = new Date('2026-01-31T09:00:00Z');
    expect(subscriptionPeriod('monthly', jan31).endDate.toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(subscriptionPeriod('yearly', jan31).endDate.toISOString()).toBe('2027-01-31T09:00:00.000Z');
    expect(subscriptionPeriod('yearly', jan31).startDate.toISOString()).toBe(jan31.toISOString());
  });
});
