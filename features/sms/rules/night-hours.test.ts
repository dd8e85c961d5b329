import { describe, expect, it } from 'vitest';
import { reminderSendTime } from './night-hours';

/** An Istanbul wall-clock time 'YYYY-MM-DD HH:MM' as an instant (UTC+3 all year). */
const at = (local: string) => new Date(`${local.replace(' ', 'T')}:00+03:00`);
const hoursBefore = (local: string, hours: number) => new Date(at(local).getTime() - hours * 3_600_000);
const LONG_AGO = '2030-12-01 12:00';

describe('reminderSendTime', () => {
  it.each([
    // name, appointment start, reminder hours, booked at, sent at (null: none)
    ['due in the afternoon: sent then', '2030-12-12 14:30', 24, LONG_AGO, '2030-12-11 14:30'],
    ['due at 09:00 sharp: sent then', '2030-12-12 11:00', 2, LONG_AGO, '2030-12-12 09:00'],
    ['due at 20:45 sharp: sent then', '2030-12-12 20:45', 24, LONG_AGO, '2030-12-11 20:45'],
    ['due at 20:46: a minute earlier', '2030-12-12 20:46', 24, LONG_AGO, '2030-12-11 20:45'],
    ['due at 21:00: the same evening', '2030-12-12 21:00', 24, LONG_AGO, '2030-12-11 20:45'],
    ['due at 23:00: the same evening', '2030-12-12 01:00', 2, LONG_AGO, '2030-12-11 20:45'],
    ['due at 07:00: the evening before', '2030-12-12 09:00', 2, LONG_AGO, '2030-12-11 20:45'],
    ['due at 08:59: the evening before', '2030-12-12 10:59', 2, LONG_AGO, '2030-12-11 20:45'],
    ['due 06:30 on New Year: the evening of 31 December', '2031-01-01 08:30', 2, LONG_AGO, '2030-12-31 20:45'],
    ['due 00:15 on New Year: the evening of 31 December', '2031-01-01 02:15', 2, LONG_AGO, '2030-12-31 20:45'],
    // Booked after the evening before: 09:00 if it leaves an hour before the start.
    ['booked at 22:00, due 08:30: 09:00', '2030-12-12 10:30', 2, '2030-12-11 22:00', '2030-12-12 09:00'],
    ['booked at 22:00, start 10:00: 09:00 is exactly an hour before', '2030-12-12 10:00', 2, '2030-12-11 22:00', '2030-12-12 09:00'],
    ['booked at 22:00, start 09:45: 09:00 is too late', '2030-12-12 09:45', 2, '2030-12-11 22:00', null],
    ['booked at 20:30, due 06:00: the evening is 15 minutes later, the morning after the start', '2030-12-12 08:00', 2, '2030-12-11 20:30', null],
    ['booked at 08:00, due 08:30: 09:00, an hour after the booking', '2030-12-12 10:30', 2, '2030-12-12 08:00', '2030-12-12 09:00'],
    ['booked at 08:15, due 08:30: 09:00 is too soon after the booking', '2030-12-12 10:30', 2, '2030-12-12 08:15', null],
    ['booked at 23:30, due 23:00 (after it): the morning after', '2030-12-12 11:00', 12, '2030-12-11 23:30', '2030-12-12 09:00'],
    // In the day: never before the booking, nor right after it.
    ['booked after its reminder time: none', '2030-12-12 14:30', 24, '2030-12-11 15:00', null],
    ['booked 30 minutes before it: none', '2030-12-12 14:30', 24, '2030-12-11 14:00', null],
    ['booked an hour before it: sent', '2030-12-12 14:30', 24, '2030-12-11 13:30', '2030-12-11 14:30'],
    // EU clocks change on these days; Istanbul's do not.
    ['the EU spring change', '2030-03-31 10:00', 24, LONG_AGO.replace('12-01', '03-01'), '2030-03-30 10:00'],
    ['the EU autumn change, in the night', '2030-10-27 04:30', 2, LONG_AGO.replace('12-01', '10-01'), '2030-10-26 20:45'],
  ] as const)('%s', (_name, start, hours, booked, expected) => {
    const sendAt = reminderSendTime({ dueAt: hoursBefore(start, hours), startsAt: at(start), bookedAt: at(booked) });
    expect(sendAt).toEqual(expected === null ? null : at(expected));
  });

  it('keeps Istanbul at UTC+3 across the EU changes', () => {
    const spring = reminderSendTime({ dueAt: at('2030-03-30 10:00'), startsAt: at('2030-03-31 10:00'), bookedAt: at('2030-03-01 12:00') });
    expect(spring?.toISOString()).toBe('2030-03-30T07:00:00.000Z');
    const autumn = reminderSendTime({ dueAt: at('2030-10-27 02:30'), startsAt: at('2030-10-27 04:30'), bookedAt: at('2030-10-01 12:00') });
    expect(autumn?.toISOString()).toBe('2030-10-26T17:45:00.000Z');
  });

  it('never sends between 21:00 and 09:00', () => {
    const start = at('2030-12-14 12:00');
    for (let minutes = 0; minutes < 48 * 60; minutes += 7) {
      const dueAt = new Date(start.getTime() - (24 * 60 + minutes) * 60_000);
      const sendAt = reminderSendTime({ dueAt, startsAt: start, bookedAt: at('2030-12-01 12:00') });
      expect(sendAt).not.toBeNull();
      const clock = new Date(sendAt!.getTime() + 3 * 3_600_000).toISOString().slice(11, 16);
      expect(clock >= '09:00' && clock <= '20:45').toBe(true);
      expect(sendAt!.getTime()).toBeLessThanOrEqual(dueAt.getTime());
    }
  });
});
