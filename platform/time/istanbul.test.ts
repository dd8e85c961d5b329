import { describe, expect, it } from 'vitest';
import { addDaysToDate, dayOfWeekOf, istanbulClock, istanbulToInstant, minutesToTime, timeToMinutes } from './istanbul';

describe('istanbul clock', () => {
  it('gives the Istanbul date and time for an instant late in the UTC evening', () => {
    // 22:30 UTC on 31 Dec is already 01:30 on 1 Jan in Istanbul.
    expect(istanbulClock(new Date('2026-12-31T22:30:00Z'))).toEqual({ date: '2027-01-01', minutes: 90, dayOfWeek: 5 });
  });

  it('round-trips wall-clock times', () => {
    expect(istanbulToInstant('2026-11-23', '09:30').toISOString()).toBe('2026-11-23T06:30:00.000Z');
    expect(istanbulClock(istanbulToInstant('2026-11-23', '09:30:00'))).toMatchObject({ date: '2026-11-23', minutes: 570 });
  });

  it('converts between times and minutes, dates and weekdays', () => {
    expect(timeToMinutes('09:30')).toBe(570);
    expect(timeToMinutes('20:00:00')).toBe(1200);
    expect(minutesToTime(570)).toBe('09:30');
    expect(dayOfWeekOf('2026-11-22')).toBe(0); // a Sunday
    expect(addDaysToDate('2026-02-28', 1)).toBe('2026-03-01');
  });
});
