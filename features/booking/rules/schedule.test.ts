// Working windows from weekly hours, closed dates, breaks and time off. Pure: no clock is
// involved, so dates are plain Istanbul calendar dates.
import { describe, expect, it } from 'vitest';
import {
  isOnTimeOff, resolveHours, salonWindowOn, workingWindows,
  type DaySchedule, type SalonDayHours, type StaffDayHours,
} from './schedule';

// 2030-03-10 is a Sunday, 2030-03-11 a Monday, 2030-03-16 a Saturday.
const SUNDAY = '2030-03-10';
const MONDAY = '2030-03-11';
const TUESDAY = '2030-03-12';
const SATURDAY = '2030-03-16';

/** A salon week: closed on Sunday, 09:00–19:00 on weekdays, 10:00–16:00 on Saturday. */
const salonWeek: SalonDayHours[] = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek, isOpen: dayOfWeek !== 0,
  openMinutes: dayOfWeek === 6 ? 600 : 540, closeMinutes: dayOfWeek === 6 ? 960 : 1140,
}));

const staffDay = (dayOfWeek: number, over: Partial<StaffDayHours> = {}): StaffDayHours => ({
  dayOfWeek, isWorking: true, startMinutes: 600, endMinutes: 1080, breakStartMinutes: null, breakEndMinutes: null, ...over,
});
/** A staff week: 10:00–18:00 with a 13:00–14:00 break, off on Sunday and Tuesday. */
const staffWeek: StaffDayHours[] = [0, 1, 2, 3, 4, 5, 6].map((d) => staffDay(d, {
  isWorking: d !== 0 && d !== 2, breakStartMinutes: 780, breakEndMinutes: 840,
}));

const legacy: DaySchedule = {
  salonWeek: [], salonHours: { openTimeMinutes: 540, closeTimeMinutes: 1080 }, closedDates: [], staffWeek: [], timeOff: [],
};

describe('a salon and staff member without rows (legacy and demo salons)', () => {
  it('works the salon’s opening hours every day of the week', () => {
    for (const date of [SUNDAY, MONDAY, SATURDAY]) expect(workingWindows(date, legacy)).toEqual([[540, 1080]]);
  });

  it('falls back to 09:00–20:00 like resolveHours, each end separately', () => {
    expect(workingWindows(MONDAY, { ...legacy, salonHours: {} })).toEqual([[540, 1200]]);
    expect(workingWindows(MONDAY, { ...legacy, salonHours: { openTimeMinutes: 600, closeTimeMinutes: null } })).toEqual([[600, 1200]]);
    expect(resolveHours({ openTimeMinutes: 2000, closeTimeMinutes: -1 })).toEqual({ open: 540, close: 1200 });
  });

  it('has no window when the hours are nonsense (closing before opening)', () => {
    expect(workingWindows(MONDAY, { ...legacy, salonHours: { openTimeMinutes: 1000, closeTimeMinutes: 900 } })).toEqual([]);
  });
});

describe('the salon’s week and closed dates', () => {
  const withWeek: DaySchedule = { ...legacy, salonWeek };

  it('uses the weekday’s row instead of the salon’s single opening time', () => {
    expect(workingWindows(MONDAY, withWeek)).toEqual([[540, 1140]]);
    expect(workingWindows(SATURDAY, withWeek)).toEqual([[600, 960]]);
  });

  it('is closed on a closed weekday (Sunday)', () => {
    expect(workingWindows(SUNDAY, withWeek)).toEqual([]);
    expect(salonWindowOn(SUNDAY, withWeek)).toBeNull();
  });

  it('counts a weekday missing from a week as closed', () => {
    expect(workingWindows(MONDAY, { ...withWeek, salonWeek: salonWeek.filter((d) => d.dayOfWeek !== 1) })).toEqual([]);
  });

  it('is closed on a closed date, with or without a week, and only on that date', () => {
    expect(workingWindows(MONDAY, { ...withWeek, closedDates: [MONDAY] })).toEqual([]);
    expect(workingWindows(MONDAY, { ...legacy, closedDates: ['2030-01-01', MONDAY] })).toEqual([]);
    expect(workingWindows(TUESDAY, { ...withWeek, closedDates: [MONDAY] })).toEqual([[540, 1140]]);
  });

  it('keeps a salon open until 24:00 (close_minutes 1440)', () => {
    const lateWeek = salonWeek.map((d) => ({ ...d, closeMinutes: 1440 }));
    expect(workingWindows(MONDAY, { ...legacy, salonWeek: lateWeek })).toEqual([[540, 1440]]);
    expect(workingWindows(MONDAY, { ...legacy, salonHours: { openTimeMinutes: 0, closeTimeMinutes: 1440 } })).toEqual([[0, 1440]]);
  });
});

describe('the staff member’s week', () => {
  const both: DaySchedule = { ...legacy, salonWeek, staffWeek };

  it('narrows the salon’s day to the staff member’s hours, minus the break', () => {
    expect(workingWindows(MONDAY, both)).toEqual([[600, 780], [840, 1080]]);
  });

  it('works the salon’s hours without rows of their own', () => {
    expect(workingWindows(MONDAY, { ...both, staffWeek: [] })).toEqual([[540, 1140]]);
  });

  it('has no window on a day off, even when the salon is open', () => {
    expect(workingWindows(TUESDAY, both)).toEqual([]);
    expect(workingWindows(TUESDAY, { ...both, staffWeek: staffWeek.filter((d) => d.dayOfWeek !== 2) })).toEqual([]);
  });

  it('has no window when the salon is closed, whatever the staff member’s row says', () => {
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((d) => staffDay(d));
    expect(workingWindows(SUNDAY, { ...both, staffWeek: everyDay })).toEqual([]);
    expect(workingWindows(MONDAY, { ...both, staffWeek: everyDay, closedDates: [MONDAY] })).toEqual([]);
  });

  it('clips staff hours that reach outside the salon’s hours', () => {
    const long = [0, 1, 2, 3, 4, 5, 6].map((d) => staffDay(d, { startMinutes: 480, endMinutes: 1320 }));
    expect(workingWindows(SATURDAY, { ...both, staffWeek: long })).toEqual([[600, 960]]);
    // A break that starts after the salon has closed cuts nothing.
    const lateBreak = long.map((d) => ({ ...d, breakStartMinutes: 1000, breakEndMinutes: 1060 }));
    expect(workingWindows(SATURDAY, { ...both, staffWeek: lateBreak })).toEqual([[600, 960]]);
    // Salon 10:00–16:00, break 15:30–17:00: the afternoon ends at the break.
    const straddling = long.map((d) => ({ ...d, breakStartMinutes: 930, breakEndMinutes: 1020 }));
    expect(workingWindows(SATURDAY, { ...both, staffWeek: straddling })).toEqual([[600, 930]]);
  });

  it('has no window when the staff member’s hours miss the salon’s altogether', () => {
    const evening = [0, 1, 2, 3, 4, 5, 6].map((d) => staffDay(d, { startMinutes: 1140, endMinutes: 1320 }));
    expect(workingWindows(MONDAY, { ...both, staffWeek: evening })).toEqual([]);
  });
});

describe('time off', () => {
  const days = (dates: string[], schedule: DaySchedule) =>
    Object.fromEntries(dates.map((d) => [d, workingWindows(d, schedule).length > 0 ? 'works' : 'off'])) as Record<string, string>;

  it('covers an inclusive range across a month end', () => {
    const schedule: DaySchedule = { ...legacy, timeOff: [{ startDate: '2026-01-30', endDate: '2026-02-02' }] };
    expect(days(['2026-01-29', '2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02', '2026-02-03'], schedule))
      .toEqual({ '2026-01-29': 'works', '2026-01-30': 'off', '2026-01-31': 'off', '2026-02-01': 'off', '2026-02-02': 'off', '2026-02-03': 'works' });
  });

  it('covers an inclusive range across a year end, and a single day', () => {
    const schedule: DaySchedule = {
      ...legacy, timeOff: [{ startDate: '2026-12-30', endDate: '2027-01-02' }, { startDate: '2027-01-05', endDate: '2027-01-05' }],
    };
    expect(days(['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03', '2027-01-05', '2027-01-06'], schedule))
      .toEqual({
        '2026-12-29': 'works', '2026-12-30': 'off', '2026-12-31': 'off', '2027-01-01': 'off', '2027-01-02': 'off',
        '2027-01-03': 'works', '2027-01-05': 'off', '2027-01-06': 'works',
      });
    expect(isOnTimeOff('2027-01-04', schedule.timeOff)).toBe(false);
  });
});

describe('weekdays of month-end dates', () => {
  // Open only on the weekday of each date: the right row must be picked.
  const onlyOn = (dayOfWeek: number): DaySchedule => ({
    ...legacy, salonWeek: salonWeek.map((d) => ({ ...d, isOpen: d.dayOfWeek === dayOfWeek, openMinutes: 600, closeMinutes: 1200 })),
  });

  it.each([
    ['2026-02-28', 6], // Saturday, last day of a common year's February
    ['2028-02-29', 2], // Tuesday, leap day
    ['2026-12-31', 4], // Thursday, year end
    ['2027-01-01', 5], // Friday, the day after
  ])('reads %s as weekday %i', (date, dayOfWeek) => {
    expect(workingWindows(date, onlyOn(dayOfWeek))).toEqual([[600, 1200]]);
    expect(workingWindows(date, onlyOn((dayOfWeek + 1) % 7))).toEqual([]);
  });
});
