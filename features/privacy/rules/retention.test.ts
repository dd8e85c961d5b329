// The retention cut-offs with a frozen clock: Istanbul's calendar day decides a guest's cut-off
// (an appointment exactly N days old stays, one day older goes), the timed periods count back from
// `now`, the destruction record is kept three calendar years (a leap day included), and the
// period is read from the environment with its bounds.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/platform/env';
import { DEFAULT_GUEST_RETENTION_DAYS, RETENTION, retentionCutoffs } from './retention';

const DAY = 24 * 60 * 60_000;

describe('retentionCutoffs', () => {
  it('keeps guests two years by default, counted in Istanbul calendar days', () => {
    const now = new Date('2030-06-01T09:00:00Z'); // 12:00 in Istanbul
    const c = retentionCutoffs(now);
    expect(DEFAULT_GUEST_RETENTION_DAYS).toBe(730);
    expect(c.today).toBe('2030-06-01');
    expect(c.guestBeforeDate).toBe('2028-06-01');
    expect(c.guestBefore).toEqual(new Date('2028-05-31T21:00:00Z'));
  });

  it('uses Istanbul\'s date late in the UTC evening (already the next day there)', () => {
    const c = retentionCutoffs(new Date('2030-06-01T22:30:00Z'), 10);
    expect(c.today).toBe('2030-06-02');
    expect(c.guestBeforeDate).toBe('2030-05-23');
  });

  it('counts the timed periods back from now', () => {
    const now = new Date('2030-06-01T09:00:00Z');
    const c = retentionCutoffs(now);
    expect(now.getTime() - c.sessionsExpiredBefore.getTime()).toBe(RETENTION.sessionDaysAfterExpiry * DAY);
    expect(now.getTime() - c.attemptsBefore.getTime()).toBe(DAY);
    expect(now.getTime() - c.mailBefore.getTime()).toBe(90 * DAY);
    expect(now.getTime() - c.contactMessagesBefore.getTime()).toBe(730 * DAY);
    expect(now.getTime() - c.unpaidRegistrationsBefore.getTime()).toBe(90 * DAY);
    expect(now.getTime() - c.unverifiedRequestsBefore.getTime()).toBe(7 * DAY);
  });

  it('keeps answered KVKK requests three calendar years after the answer', () => {
    expect(retentionCutoffs(new Date('2030-06-01T09:00:00Z')).answeredRequestsBefore).toEqual(new Date('2027-06-01T09:00:00Z'));
    expect(retentionCutoffs(new Date('2032-02-29T09:00:00Z')).answeredRequestsBefore).toEqual(new Date('2029-03-01T09:00:00Z'));
  });

  it('keeps destruction records three calendar years, never a day less', () => {
    expect(retentionCutoffs(new Date('2030-06-01T09:00:00Z')).destructionLogBefore).toEqual(new Date('2027-06-01T09:00:00Z'));
    // From a leap day: three years back has no 29 February, so the cut-off moves to 1 March (longer, not shorter).
    expect(retentionCutoffs(new Date('2032-02-29T09:00:00Z')).destructionLogBefore).toEqual(new Date('2029-03-01T09:00:00Z'));
  });

  it('refuses a period that is not a positive whole number of days', () => {
    expect(() => retentionCutoffs(new Date(), 0)).toThrow(RangeError);
    expect(() => retentionCutoffs(new Date(), 1.5)).toThrow(RangeError);
  });
});

describe('GUEST_DATA_RETENTION_DAYS', () => {
  const read = (value?: string) => parseEnv({ GUEST_DATA_RETENTION_DAYS: value } as unknown as NodeJS.ProcessEnv).GUEST_DATA_RETENTION_DAYS;

  it('defaults to 730 when unset or empty and reads a whole number of days', () => {
    expect(read()).toBe(730);
    expect(read('')).toBe(730);
    expect(read('1095')).toBe(1095);
  });

  it('stops start-up on a value that would wipe recent guests or is not a number', () => {
    for (const bad of ['7', '29', '3651', 'iki yıl', '365.5']) {
      expect(() => read(bad)).toThrow(/GUEST_DATA_RETENTION_DAYS/);
    }
  });
});
