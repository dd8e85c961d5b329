// Runs the slot engine on fixed inputs and prints the result as JSON. slots-tz.test.ts runs
// this file in child processes with different TZ values and compares their output with its
// own: the engine must not depend on the server's time zone.
import { serviceDurationOn } from '@/features/services/rules/durations';
import { checkRequestedSlot, computeSlots } from '../slots';
import { weekDates, monthGrid, formatLongDate } from '@/platform/time/calendar';

export function probe() {
  const hours = { openTimeMinutes: 540, closeTimeMinutes: 1080 };
  const booked = [{ startTime: '12:00:00', endTime: null }, { startTime: '15:00', endTime: '16:30' }];
  // Instants around the end of a UTC day and New York's DST switch (2030-03-10).
  const instants = ['2030-03-10T22:30:00Z', '2030-03-11T07:00:00Z', '2030-03-10T06:59:00Z', '2030-11-03T05:30:00Z'];
  const dates = ['2030-03-10', '2030-03-11', '2030-11-03'];
  const service = { durationMinutes: 45, dailyDurations: [{ dayOfWeek: 1, durationMinutes: 90, isActive: true }] };
  return instants.flatMap((iso) => dates.map((date) => {
    const now = new Date(iso);
    const durationMinutes = serviceDurationOn(date, service);
    return {
      now: iso, date, durationMinutes,
      slots: computeSlots({ date, now, hours, durationMinutes, booked }),
      check: checkRequestedSlot({ date, now, hours, durationMinutes, booked, startTime: '10:30' }),
      week: weekDates(date), month: monthGrid({ year: 2030, month: 3 }), long: formatLongDate(date),
    };
  }));
}

if (process.argv[1]?.endsWith('tz-probe.ts')) {
  process.stdout.write(JSON.stringify({ tz: process.env.TZ, offset: new Date('2030-03-11T12:00:00Z').getTimezoneOffset(), result: probe() }));
}
