// The same slots whatever the server's TZ: the probe runs in child processes under different
// TZ values (the process-wide zone can only be set at start-up) and must match this process.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { probe } from './testing/tz-probe';
import { workingWindows, type DaySchedule } from './schedule';
import { computeSlots } from './slots';

const root = path.resolve(import.meta.dirname, '../../..');

function runProbe(tz: string) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'features/booking/rules/testing/tz-probe.ts'], {
    cwd: root, env: { ...process.env, TZ: tz }, encoding: 'utf8',
  });
  return JSON.parse(out) as { tz: string; offset: number; result: unknown };
}

describe('slot engine under different server time zones', () => {
  const expected = JSON.parse(JSON.stringify(probe()));

  it.each(['UTC', 'America/New_York', 'Asia/Tokyo'])('gives identical results with TZ=%s', (tz) => {
    const run = runProbe(tz);
    expect(run.tz).toBe(tz);
    expect(run.result).toEqual(expected);
  });

  it('really ran in different zones', () => {
    expect(runProbe('UTC').offset).toBe(0);
    expect(runProbe('America/New_York').offset).toBe(240); // EDT on 11 March 2030
  });

  it('sees 10:30 on Monday 11 March as bookable at 10:00 Istanbul and 09:00–10:00 as past', () => {
    const row = expected.find((r: { now: string; date: string }) => r.now === '2030-03-11T07:00:00Z' && r.date === '2030-03-11');
    expect(row.durationMinutes).toBe(90);
    expect(row.check).toEqual({ ok: true });
    expect(row.slots.filter((s: { isPast: boolean }) => s.isPast).map((s: { time: string }) => s.time)).toEqual(['09:00', '09:30', '10:00']);
  });
});

// Weekly hours pick their row by the date's weekday: that must not shift with the server's
// zone either (a zone west of UTC would read 'YYYY-MM-DD' midnight as the day before).
describe('working windows under different server time zones', () => {
  const schedule: DaySchedule = {
    // Open only on Thursday (4) and Friday (5), until 24:00 on Thursday.
    salonWeek: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d, isOpen: d === 4 || d === 5, openMinutes: 600, closeMinutes: d === 4 ? 1440 : 1080 })),
    salonHours: {}, closedDates: [], staffWeek: [], timeOff: [{ startDate: '2027-01-01', endDate: '2027-01-01' }],
  };
  const dates = ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-07', '2027-01-08'];
  const now = new Date('2026-12-31T20:45:00Z'); // 23:45 on Thursday 31 December in Istanbul
  const run = () => dates.map((date) => {
    const windows = workingWindows(date, schedule);
    return { date, windows, slots: computeSlots({ date, now, durationMinutes: 30, booked: [], windows }) };
  });

  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])('gives identical results with TZ=%s', (tz) => {
    const script = `
      const { workingWindows } = await import('./features/booking/rules/schedule.ts');
      const { computeSlots } = await import('./features/booking/rules/slots.ts');
      const schedule = ${JSON.stringify(schedule)};
      const now = new Date('${now.toISOString()}');
      const out = ${JSON.stringify(dates)}.map((date) => {
        const windows = workingWindows(date, schedule);
        return { date, windows, slots: computeSlots({ date, now, durationMinutes: 30, booked: [], windows }) };
      });
      process.stdout.write(JSON.stringify(out));
    `;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root, env: { ...process.env, TZ: tz }, encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(run())));
  });

  it('reads Thursday 31 December as Thursday and has passed its last slot (23:30) at 23:45', () => {
    const result = run();
    expect(result.map((r) => r.windows)).toEqual([[], [[600, 1440]], [], [[600, 1440]], [[600, 1080]]]);
    expect(result[1].slots.at(-1)).toEqual({ time: '23:30', available: false, isPast: true, isBooked: false });
    expect(result[3].slots.every((s) => s.available)).toBe(true);
  });
});
