import { describe, expect, it } from 'vitest';
import { serviceDurationOn, slotDurationOn } from './durations';

// 2030-03-11 is a Monday (day_of_week 1), 2030-03-17 a Sunday (0).
describe('service duration on a date', () => {
  const service = {
    durationMinutes: 45,
    dailyDurations: [
      { dayOfWeek: 1, durationMinutes: 90, isActive: true },
      { dayOfWeek: 0, durationMinutes: 20, isActive: false },
    ],
  };

  it('uses the active per-weekday duration for that weekday', () => {
    expect(serviceDurationOn('2030-03-11', service)).toBe(90);
  });

  it('falls back to the service duration on other days and for inactive rows', () => {
    expect(serviceDurationOn('2030-03-12', service)).toBe(45);
    expect(serviceDurationOn('2030-03-17', service)).toBe(45);
  });

  it('falls back to 30 minutes when the service has no usable duration', () => {
    expect(serviceDurationOn('2030-03-12', { durationMinutes: null })).toBe(30);
    expect(serviceDurationOn('2030-03-12', { durationMinutes: 0, dailyDurations: [] })).toBe(30);
  });

  it('assumes 60-minute slots when no service is chosen', () => {
    expect(slotDurationOn('2030-03-11', null)).toBe(60);
    expect(slotDurationOn('2030-03-11', service)).toBe(90);
  });
});
