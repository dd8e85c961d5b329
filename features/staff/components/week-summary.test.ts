import { describe, expect, it } from 'vitest';
import type { StaffDayHours } from '@/features/booking/rules/schedule';
import { clipLongWords } from './staff-name';
import { summarizeWeek } from './week-summary';

const day = (dayOfWeek: number, over: Partial<StaffDayHours> = {}): StaffDayHours => ({
  dayOfWeek, isWorking: true, startMinutes: 540, endMinutes: 1080, breakStartMinutes: null, breakEndMinutes: null, ...over,
});

describe('week summary', () => {
  it('joins runs of equal days, Monday first', () => {
    const week = [
      day(0, { isWorking: false }), day(1), day(2), day(3, { breakStartMinutes: 720, breakEndMinutes: 780 }), day(4), day(5),
      day(6, { startMinutes: 600, endMinutes: 960 }),
    ];
    expect(summarizeWeek(week)).toEqual([
      { days: 'Pzt–Sal', hours: '09:00–18:00' },
      { days: 'Çar', hours: '09:00–18:00 · mola 12:00–13:00' },
      { days: 'Per–Cum', hours: '09:00–18:00' },
      { days: 'Cmt', hours: '10:00–16:00' },
      { days: 'Paz', hours: 'Çalışmıyor' },
    ]);
    // A missing day counts as a day off.
    expect(summarizeWeek([day(1)]).at(-1)).toEqual({ days: 'Sal–Paz', hours: 'Çalışmıyor' });
  });

  it('cuts only words too long to wrap', () => {
    expect(clipLongWords('Ayşe Gül Yılmaz')).toBe('Ayşe Gül Yılmaz');
    expect(clipLongWords(`Ali ${'x'.repeat(30)}`)).toBe(`Ali ${'x'.repeat(20)}…`);
  });
});
