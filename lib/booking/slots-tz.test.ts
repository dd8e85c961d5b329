// The same slots whatever the server's TZ: the probe runs in child processes under different
// TZ values (the process-wide zone can only be set at start-up) and must match this process.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { probe } from './testing/tz-probe';

const root = path.resolve(import.meta.dirname, '../..');

function runProbe(tz: string) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'lib/booking/testing/tz-probe.ts'], {
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
