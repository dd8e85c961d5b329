// The slot engine with a frozen clock: every case passes `now` explicitly, and the expected
// values are written as instants (UTC ISO strings) and Istanbul wall-clock times.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkRequestedSlot, computeSlots, lastBookableDate, resolveHours, type SlotInput } from './slots';

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
