import { describe, expect, it } from 'vitest';
import { weekLabel, addMonths, isCalendarDate, formatLongDate, formatShortDate, monthGrid, monthLabel, startOfWeek, weekDates, WEEKDAY_LABELS } from './calendar';

describe('isCalendarDate', () => {
  it('accepts real dates in the sane range and refuses the rest without throwing', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-12-31')).toBe(true);
    // Each threw a RangeError (a 500) in one of the copies this replaced (issue 28).
    for (const bad of ['2027-02-29', '2026-13-01', '2026-12-32', '2026-00-10', '2026-02-30', '1999-12-31', '2101-01-01', '26-12-01', '', undefined]) {
      expect(isCalendarDate(bad), String(bad)).toBe(false);
    }
  });
});

describe('booking calendar', () => {
  it('starts weeks on Monday with Turkish day abbreviations', () => {
    expect(WEEKDAY_LABELS).toEqual(['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz']);
    expect(startOfWeek('2030-12-01')).toBe('2030-11-25'); // a Sunday belongs to the week of Monday 25th
    expect(startOfWeek('2030-11-25')).toBe('2030-11-25');
    expect(weekDates('2030-12-04')).toEqual(['2030-12-02', '2030-12-03', '2030-12-04', '2030-12-05', '2030-12-06', '2030-12-07', '2030-12-08']);
  });

  it('lays a month out in Monday-first rows', () => {
    const grid = monthGrid({ year: 2030, month: 12 }); // 1 December 2030 is a Sunday
    expect(grid[0]).toEqual([null, null, null, null, null, null, '2030-12-01']);
    expect(grid.at(-1)).toEqual(['2030-12-30', '2030-12-31', null, null, null, null, null]);
    expect(grid.flat().filter(Boolean)).toHaveLength(31);
    expect(monthGrid({ year: 2032, month: 2 }).flat().filter(Boolean)).toHaveLength(29); // leap year
  });

  it('names months and dates in Turkish', () => {
    expect(monthLabel({ year: 2030, month: 12 })).toBe('Aralık 2030');
    expect(addMonths({ year: 2030, month: 12 }, 1)).toEqual({ year: 2031, month: 1 });
    expect(addMonths({ year: 2031, month: 1 }, -1)).toEqual({ year: 2030, month: 12 });
    expect(formatLongDate('2030-12-01')).toBe('1 Aralık 2030 Pazar');
    expect(formatLongDate('2031-06-16')).toBe('16 Haziran 2031 Pazartesi');
    expect(formatShortDate('2030-12-01')).toBe('01.12.2030');
    expect(weekLabel('2030-11-25')).toBe('25 Kasım – 1 Aralık 2030');
    expect(weekLabel('2030-12-30')).toBe('30 Aralık 2030 – 5 Ocak 2031');
  });
});
