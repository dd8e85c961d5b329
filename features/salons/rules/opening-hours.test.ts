import { describe, expect, it } from 'vitest';
import { hoursLines, openingHoursSpecification, weekHours, type DayHours } from './opening-hours';

const day = (dayOfWeek: number, open: number, close: number, isOpen = true): DayHours => ({ dayOfWeek, isOpen, open, close });
// Closed on Sunday, 10–17 on Saturday, late on Friday (issue 28's salon).
const rows = [day(0, 540, 1080, false), day(1, 540, 1080), day(2, 540, 1080), day(3, 540, 1080), day(4, 540, 1080), day(5, 540, 1410), day(6, 600, 1020)];

describe('a salon’s opening hours by day', () => {
  it('reads each day’s own hours, Monday first, runs of equal days on one line', () => {
    expect(hoursLines(weekHours(rows, 540, 1410))).toEqual([
      { days: 'Pazartesi – Perşembe', hours: '09:00 – 18:00' },
      { days: 'Cuma', hours: '09:00 – 23:30' },
      { days: 'Cumartesi', hours: '10:00 – 17:00' },
      { days: 'Pazar', hours: 'Kapalı' },
    ]);
  });

  it('takes a salon without a stored week as open every day at its summary hours', () => {
    expect(hoursLines(weekHours([], 600, 1200))).toEqual([{ days: 'Pazartesi – Pazar', hours: '10:00 – 20:00' }]);
    // A day missing from a stored week is closed.
    expect(weekHours([day(1, 540, 1080)], 540, 1080).filter((d) => d.isOpen).map((d) => d.dayOfWeek)).toEqual([1]);
  });

  it('gives search engines one specification per distinct opening and none for closed days', () => {
    expect(openingHoursSpecification(weekHours(rows, 540, 1410))).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'].map((d) => `https://schema.org/${d}`), opens: '09:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday'], opens: '09:00', closes: '23:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '10:00', closes: '17:00' },
    ]);
  });
});
