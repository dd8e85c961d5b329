import { describe, expect, it } from 'vitest';
import {
  daysLeft, defaultEndDay, istanbulDay, newSubscriptionDefaults, subscriptionInstants, subscriptionStatus,
} from './subscription-status';

// 22 Nov 2026, 10:00 in Istanbul (07:00 UTC): a frozen clock.
const NOW = new Date('2026-11-22T07:00:00Z');
const inMs = (ms: number) => new Date(NOW.getTime() + ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('subscription labels and colours', () => {
  it('says Abonelik Yok (red) when there is none', () => {
    expect(subscriptionStatus(null, NOW)).toEqual({ state: 'none', label: 'Abonelik Yok', tone: 'red', daysLeft: 0, expiringSoon: false });
  });
  it('says İptal Edilmiş (red) for an inactive one, even before its end, with 0 days left', () => {
    expect(subscriptionStatus({ isActive: false, endDate: inMs(30 * DAY) }, NOW)).toMatchObject({ label: 'İptal Edilmiş', tone: 'red', daysLeft: 0 });
  });
  it('says Süresi Dolmuş (red) from the very instant the end passes, never negative days', () => {
    expect(subscriptionStatus({ isActive: true, endDate: NOW }, NOW)).toMatchObject({ label: 'Süresi Dolmuş', tone: 'red', daysLeft: 0, expiringSoon: false });
    expect(subscriptionStatus({ isActive: true, endDate: inMs(-40 * DAY) }, NOW)).toMatchObject({ state: 'expired', daysLeft: 0 });
  });
  it('says Aktif (green) before the end, rounding the days left up', () => {
    expect(subscriptionStatus({ isActive: true, endDate: inMs(1) }, NOW)).toMatchObject({ label: 'Aktif', tone: 'green', daysLeft: 1 });
    expect(daysLeft({ isActive: true, endDate: inMs(DAY) }, NOW)).toBe(1);
    expect(daysLeft({ isActive: true, endDate: inMs(DAY + 1) }, NOW)).toBe(2);
  });
  it('calls 7 days or fewer "expiring soon", 8 not', () => {
    expect(subscriptionStatus({ isActive: true, endDate: inMs(7 * DAY) }, NOW).expiringSoon).toBe(true);
    expect(subscriptionStatus({ isActive: true, endDate: inMs(7 * DAY + HOUR) }, NOW).expiringSoon).toBe(false);
  });
});

describe('subscription form dates on the Istanbul calendar', () => {
  it('takes today in Istanbul, not in UTC', () => {
    expect(istanbulDay(new Date('2026-11-22T21:30:00Z'))).toBe('2026-11-23');
    expect(newSubscriptionDefaults(new Date('2026-11-22T21:30:00Z'))).toEqual({ type: 'monthly', startDate: '2026-11-23', endDate: '2026-12-23' });
  });
  it('adds 14 days for a trial, a month (clamped) for monthly, a year for yearly', () => {
    expect(defaultEndDay('trial', '2026-11-22')).toBe('2026-12-06');
    expect(defaultEndDay('monthly', '2026-01-31')).toBe('2026-02-28');
    expect(defaultEndDay('monthly', '2028-01-31')).toBe('2028-02-29');
    expect(defaultEndDay('yearly', '2028-02-29')).toBe('2029-02-28');
    expect(defaultEndDay('yearly', '2026-11-22')).toBe('2027-11-22');
  });
  it('stores the first day from Istanbul midnight to the end of the last day', () => {
    const { startDate, endDate } = subscriptionInstants('2026-11-22', '2026-12-22');
    expect(startDate.toISOString()).toBe('2026-11-21T21:00:00.000Z');
    expect(endDate.toISOString()).toBe('2026-12-22T20:59:59.999Z');
    // On its last day at 23:00 Istanbul the subscription is still active, with 1 day left.
    expect(subscriptionStatus({ isActive: true, endDate }, new Date('2026-12-22T20:00:00Z'))).toMatchObject({ state: 'active', daysLeft: 1 });
    expect(subscriptionStatus({ isActive: true, endDate }, new Date('2026-12-22T21:00:00Z'))).toMatchObject({ state: 'expired', daysLeft: 0 });
  });
});
