// The slot engine with a frozen clock: every case passes `now` explicitly, and the expected
// values are written as instants (UTC ISO strings) and Istanbul wall-clock times.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workingWindows, type DaySchedule } from './schedule';
import { checkRequestedSlot, computeSlots, lastBookableDate, resolveHours, slotStarts, type SlotInput } from './slots';

const times = (slots: { time: string }[]) => slots.map((s) => s.time);
const where = (slots: ReturnType<typeof computeSlots>, key: 'isPast' | 'isBooked' | 'available') =>
  slots.filter((s) => s[key]).map((s) => s.time);

// 2030-03-11 is a Monday. 07:00Z is 10:00 in Istanbul (UTC+3 all year).
const MONDAY = '2030-03-11';
const FAR_PAST = new Date('2030-01-01T00:00:00Z');
const base: SlotInput = {
  date: MONDAY, now: FAR_PAST, hours: { openTimeMinutes: 540, closeTimeMinutes: 1080 }, durationMinutes: 30, booked: [],
};

describe('slot steps and opening hours', () => {
  it('offers 30-minute steps from opening until the service would end at closing', () => {
    const slots = computeSlots(base);
    expect(slots).toHaveLength(18);
    expect(slots[0]).toEqual({ time: '09:00', available: true, isPast: false, isBooked: false });
    expect(times(slots).slice(0, 3)).toEqual(['09:00', '09:30', '10:00']);
    expect(slots.at(-1)?.time).toBe('17:30');
  });

  it('keeps a slot that ends exactly at closing time and drops one that would run past it', () => {
    expect(times(computeSlots({ ...base, durationMinutes: 60 })).at(-1)).toBe('17:00');
    // 90 minutes: 16:30 ends 18:00 (kept), 17:00 would end 18:30 (not offered at all).
    const slots = computeSlots({ ...base, durationMinutes: 90 });
    expect(times(slots).at(-1)).toBe('16:30');
    expect(times(slots)).not.toContain('17:00');
  });

  it('steps from an opening time that is not on the hour', () => {
    const slots = computeSlots({ ...base, hours: { openTimeMinutes: 555, closeTimeMinutes: 660 } });
    expect(times(slots)).toEqual(['09:15', '09:45', '10:15']);
  });

  it('uses 09:00–20:00 when the salon has no hours, each end separately', () => {
    expect(resolveHours({})).toEqual({ open: 540, close: 1200 });
    expect(resolveHours({ openTimeMinutes: null, closeTimeMinutes: 1080 })).toEqual({ open: 540, close: 1080 });
    expect(resolveHours({ openTimeMinutes: 600, closeTimeMinutes: undefined })).toEqual({ open: 600, close: 1200 });
    const slots = computeSlots({ ...base, hours: {}, durationMinutes: 60 });
    expect(slots[0].time).toBe('09:00');
    expect(slots.at(-1)?.time).toBe('19:00');
    expect(slots).toHaveLength(21);
  });

  it('offers nothing when the service is longer than the opening hours', () => {
    expect(computeSlots({ ...base, hours: { openTimeMinutes: 540, closeTimeMinutes: 600 }, durationMinutes: 90 })).toEqual([]);
  });
});

describe('past slots', () => {
  it('marks today’s slots that start at or before now, in Istanbul time', () => {
    const now = new Date('2030-03-11T07:00:30Z'); // 10:00:30 in Istanbul
    const slots = computeSlots({ ...base, now });
    expect(where(slots, 'isPast')).toEqual(['09:00', '09:30', '10:00']);
    expect(slots.find((s) => s.time === '10:00')).toEqual({ time: '10:00', available: false, isPast: true, isBooked: false });
    expect(slots.find((s) => s.time === '10:30')?.available).toBe(true);
  });

  it('keeps a slot one minute ahead of now', () => {
    const now = new Date('2030-03-11T06:59:00Z'); // 09:59 in Istanbul
    expect(where(computeSlots({ ...base, now }), 'isPast')).toEqual(['09:00', '09:30']);
  });

  it('marks nothing past on a later day and everything past on an earlier day', () => {
    const now = new Date('2030-03-11T12:00:00Z');
    expect(where(computeSlots({ ...base, now, date: '2030-03-12' }), 'isPast')).toEqual([]);
    expect(where(computeSlots({ ...base, now, date: '2030-03-10' }), 'available')).toEqual([]);
  });

  it('takes "today" from Istanbul when UTC is still on the previous day', () => {
    // 22:30Z on 10 March is 01:30 on 11 March in Istanbul.
    const now = new Date('2030-03-10T22:30:00Z');
    expect(where(computeSlots({ ...base, now, date: '2030-03-11' }), 'isPast')).toEqual([]);
    expect(where(computeSlots({ ...base, now, date: '2030-03-10' }), 'available')).toEqual([]);
  });
});

describe('booked spans', () => {
  it('blocks every slot whose service would overlap a booked span', () => {
    const booked = [{ startTime: '10:00:00', endTime: '11:00:00' }];
    expect(where(computeSlots({ ...base, booked }), 'isBooked')).toEqual(['10:00', '10:30']);
    // A 60-minute service starting 09:30 would run into 10:00; 09:00 ends exactly at 10:00.
    expect(where(computeSlots({ ...base, booked, durationMinutes: 60 }), 'isBooked')).toEqual(['09:30', '10:00', '10:30']);
  });

  it('lets a span without end time last 60 minutes', () => {
    const booked = [{ startTime: '14:00', endTime: null }];
    const slots = computeSlots({ ...base, booked });
    expect(where(slots, 'isBooked')).toEqual(['14:00', '14:30']);
    expect(slots.find((s) => s.time === '14:30')).toEqual({ time: '14:30', available: false, isPast: false, isBooked: true });
  });

  it('blocks off-grid spans and ignores cancelled, pending and completed ones', () => {
    const booked = [
      { startTime: '12:15', endTime: '12:45', status: 'confirmed' },
      { startTime: '15:00', endTime: '16:00', status: 'cancelled' },
      { startTime: '16:00', endTime: '17:00', status: 'completed' },
      { startTime: '09:00', endTime: '10:00', status: 'pending' },
    ];
    expect(where(computeSlots({ ...base, booked }), 'isBooked')).toEqual(['12:00', '12:30']);
  });

  it('reports a slot both past and booked as such', () => {
    const now = new Date('2030-03-11T09:00:00Z'); // 12:00 in Istanbul
    const slot = computeSlots({ ...base, now, booked: [{ startTime: '11:00', endTime: '11:30' }] }).find((s) => s.time === '11:00');
    expect(slot).toEqual({ time: '11:00', available: false, isPast: true, isBooked: true });
  });
});

describe('checking a requested start time', () => {
  const now = new Date('2030-03-11T07:00:00Z'); // Monday 10:00 in Istanbul
  const check = (startTime: string, extra: Partial<SlotInput> = {}) =>
    checkRequestedSlot({ ...base, now, durationMinutes: 60, ...extra, startTime });

  it('accepts exactly the available slots of the grid', () => {
    expect(check('10:30')).toEqual({ ok: true });
    expect(check('17:00')).toEqual({ ok: true });
  });

  it('names what is wrong otherwise', () => {
    expect(check('10:00')).toEqual({ ok: false, problem: 'past_time' });
    expect(check('12:00', { date: '2030-03-10' })).toEqual({ ok: false, problem: 'past_date' });
    expect(check('08:30')).toEqual({ ok: false, problem: 'outside_hours' });
    expect(check('17:30')).toEqual({ ok: false, problem: 'outside_hours' });
    expect(check('11:15')).toEqual({ ok: false, problem: 'off_grid' });
    expect(check('12:00', { booked: [{ startTime: '12:30', endTime: null }] })).toEqual({ ok: false, problem: 'booked' });
  });
});

describe('no hidden clock', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('gives the same answer whatever the system clock says', () => {
    const input = { ...base, now: new Date('2030-03-11T07:00:00Z') };
    const expected = computeSlots(input);
    vi.useFakeTimers();
    vi.setSystemTime(new Date('1999-12-31T23:59:00Z'));
    expect(computeSlots(input)).toEqual(expected);
  });
});

describe('booking horizon', () => {
  it('reaches six calendar months ahead, clamped to the end of a shorter month', () => {
    expect(lastBookableDate('2030-01-15')).toBe('2030-07-15');
    expect(lastBookableDate('2030-08-31')).toBe('2031-02-28');
    expect(lastBookableDate('2031-12-01')).toBe('2032-06-01');
  });

  it('offers no slot and refuses a booking beyond the horizon', () => {
    // FAR_PAST is 2030-01-01: the horizon is 2030-07-01.
    expect(computeSlots({ ...base, date: '2030-07-01' }).some((s) => s.available)).toBe(true);
    expect(computeSlots({ ...base, date: '2030-07-02' }).some((s) => s.available)).toBe(false);
    expect(checkRequestedSlot({ ...base, date: '2030-07-02', startTime: '10:00' })).toEqual({ ok: false, problem: 'too_far' });
    expect(checkRequestedSlot({ ...base, date: '9999-12-31', startTime: '10:00' })).toEqual({ ok: false, problem: 'too_far' });
  });
});

describe('working windows (weekly hours, closed dates, breaks, time off)', () => {
  const now = new Date('2030-03-04T07:00:00Z'); // Monday 4 March, 10:00 in Istanbul: a week before MONDAY
  // Salon closed on Sunday, 09:00–19:00 otherwise; the staff member works 10:00–18:00 with a
  // 13:00–14:00 break and is off on Tuesday.
  const schedule: DaySchedule = {
    salonWeek: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d, isOpen: d !== 0, openMinutes: 540, closeMinutes: 1140 })),
    salonHours: { openTimeMinutes: 540, closeTimeMinutes: 1080 },
    closedDates: ['2030-03-13'],
    staffWeek: [0, 1, 2, 3, 4, 5, 6].map((d) => ({
      dayOfWeek: d, isWorking: d !== 2, startMinutes: 600, endMinutes: 1080, breakStartMinutes: 780, breakEndMinutes: 840,
    })),
    timeOff: [{ startDate: '2030-03-28', endDate: '2030-04-02' }],
  };
  const day = (date: string, durationMinutes = 60): SlotInput =>
    ({ date, now, durationMinutes, booked: [], windows: workingWindows(date, schedule) });
  const check = (date: string, startTime: string, durationMinutes = 60) => checkRequestedSlot({ ...day(date, durationMinutes), startTime });

  it('offers no slot of a 60-minute service across the 13:00–14:00 break', () => {
    const slots = computeSlots(day(MONDAY));
    expect(times(slots)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00']);
    expect(slots.every((s) => s.available)).toBe(true);
    expect(check(MONDAY, '12:00')).toEqual({ ok: true });
    expect(check(MONDAY, '12:30')).toEqual({ ok: false, problem: 'outside_hours' });
    expect(check(MONDAY, '13:00')).toEqual({ ok: false, problem: 'outside_hours' });
    expect(check(MONDAY, '14:00')).toEqual({ ok: true });
    // A 30-minute service fits 12:30–13:00.
    expect(check(MONDAY, '12:30', 30)).toEqual({ ok: true });
  });

  it('keeps to the staff member’s narrower hours inside the salon’s', () => {
    expect(check(MONDAY, '09:00')).toEqual({ ok: false, problem: 'outside_hours' });
    expect(check(MONDAY, '17:30', 30)).toEqual({ ok: true });
    expect(check(MONDAY, '18:00', 30)).toEqual({ ok: false, problem: 'outside_hours' });
  });

  it('offers nothing and names the day closed: closed Sunday, closed date, day off, time off', () => {
    for (const date of ['2030-03-10', '2030-03-13', '2030-03-12', '2030-03-28', '2030-03-31', '2030-04-01', '2030-04-02']) {
      expect([date, computeSlots(day(date))]).toEqual([date, []]);
      expect([date, check(date, '10:00')]).toEqual([date, { ok: false, problem: 'closed' }]);
    }
    expect(computeSlots(day('2030-04-03')).length).toBeGreaterThan(0);
    // A past date is refused as past first.
    expect(checkRequestedSlot({ ...day('2030-03-03'), startTime: '10:00' })).toEqual({ ok: false, problem: 'past_date' });
  });

  it('steps from the end of a break that is not on the half hour', () => {
    expect(slotStarts([[600, 720], [765, 900]], 30)).toEqual([600, 630, 660, 690, 765, 795, 825, 855]);
    expect(check(MONDAY, '14:15', 30)).toEqual({ ok: false, problem: 'off_grid' });
  });

  it('gives exactly the legacy grid for one window from opening to closing', () => {
    const legacy = { ...base, now, durationMinutes: 45 };
    expect(computeSlots({ ...legacy, windows: [[540, 1080]] })).toEqual(computeSlots(legacy));
  });
});

describe('a salon open until 24:00 around Istanbul midnight', () => {
  const allDay = (date: string, now: Date, durationMinutes = 30): SlotInput =>
    ({ date, now, durationMinutes, booked: [], windows: [[600, 1440]] });

  it('offers 23:30 as the last 30-minute slot and 23:00 as the last 60-minute one', () => {
    expect(times(computeSlots(allDay(MONDAY, FAR_PAST))).at(-1)).toBe('23:30');
    expect(times(computeSlots(allDay(MONDAY, FAR_PAST, 60))).at(-1)).toBe('23:00');
    expect(checkRequestedSlot({ ...allDay(MONDAY, FAR_PAST, 60), startTime: '23:30' })).toEqual({ ok: false, problem: 'outside_hours' });
  });

  it('at 23:50 Istanbul (20:50Z) has passed every slot of the day, not of the next', () => {
    const now = new Date('2030-03-11T20:50:00Z');
    expect(where(computeSlots(allDay(MONDAY, now)), 'available')).toEqual([]);
    expect(checkRequestedSlot({ ...allDay(MONDAY, now), startTime: '23:30' })).toEqual({ ok: false, problem: 'past_time' });
    expect(where(computeSlots(allDay('2030-03-12', now)), 'isPast')).toEqual([]);
  });

  it('ten minutes after Istanbul midnight, while UTC is still on the previous day, is on the new day', () => {
    const now = new Date('2030-03-11T21:10:00Z'); // 00:10 on Tuesday 12 March in Istanbul
    expect(checkRequestedSlot({ ...allDay(MONDAY, now), startTime: '23:30' })).toEqual({ ok: false, problem: 'past_date' });
    const around = { ...allDay('2030-03-12', now), windows: [[0, 1440]] as [number, number][] };
    expect(where(computeSlots(around), 'isPast')).toEqual(['00:00']);
    expect(checkRequestedSlot({ ...around, startTime: '00:30' })).toEqual({ ok: true });
  });
});

describe('month and year ends', () => {
  const dayOf = (date: string, now: Date): SlotInput => ({ date, now, durationMinutes: 30, booked: [], windows: [[0, 1440]] });

  it('moves from 28 February to 1 March at Istanbul midnight in a common year', () => {
    const now = new Date('2030-02-28T20:59:00Z'); // 23:59 on 28 February
    expect(where(computeSlots(dayOf('2030-02-28', now)), 'available')).toEqual([]);
    expect(where(computeSlots(dayOf('2030-03-01', now)), 'isPast')).toEqual([]);
  });

  it('treats 29 February as a day of its own in a leap year', () => {
    const now = new Date('2028-02-29T21:30:00Z'); // 00:30 on 1 March 2028 in Istanbul, still 29 February in UTC
    expect(checkRequestedSlot({ ...dayOf('2028-02-29', now), startTime: '23:30' })).toEqual({ ok: false, problem: 'past_date' });
    expect(where(computeSlots(dayOf('2028-03-01', now)), 'isPast')).toEqual(['00:00', '00:30']);
    expect(checkRequestedSlot({ ...dayOf('2028-03-01', now), startTime: '01:00' })).toEqual({ ok: true });
  });

  it('moves from 31 December to 1 January at Istanbul midnight', () => {
    const now = new Date('2030-12-31T21:00:00Z'); // 00:00 on 1 January 2031 in Istanbul
    expect(checkRequestedSlot({ ...dayOf('2030-12-31', now), startTime: '23:30' })).toEqual({ ok: false, problem: 'past_date' });
    expect(where(computeSlots(dayOf('2031-01-01', now)), 'isPast')).toEqual(['00:00']);
    expect(checkRequestedSlot({ ...dayOf('2031-01-01', now), startTime: '00:30' })).toEqual({ ok: true });
    // The horizon also turns over the year: six months from 1 January 2031.
    expect(checkRequestedSlot({ ...dayOf('2031-07-02', now), startTime: '10:00' })).toEqual({ ok: false, problem: 'too_far' });
  });
});
