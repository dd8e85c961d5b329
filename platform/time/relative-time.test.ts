import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1000, M = 60 * S, H = 60 * M, D = 24 * H;

describe('relativeTime (spec 2 §9)', () => {
  it("says 'Az önce' under 60 seconds, and for a clock slightly ahead", () => {
    expect(relativeTime(now, now)).toBe('Az önce');
    expect(relativeTime(ago(59 * S), now)).toBe('Az önce');
    expect(relativeTime(new Date(now.getTime() + 5 * S), now)).toBe('Az önce');
  });
  it('counts whole minutes, hours and days at each boundary', () => {
    expect(relativeTime(ago(60 * S), now)).toBe('1 dakika önce');
    expect(relativeTime(ago(59 * M + 59 * S), now)).toBe('59 dakika önce');
    expect(relativeTime(ago(60 * M), now)).toBe('1 saat önce');
    expect(relativeTime(ago(23 * H + 59 * M), now)).toBe('23 saat önce');
    expect(relativeTime(ago(24 * H), now)).toBe('1 gün önce');
    expect(relativeTime(ago(29 * D + 23 * H), now)).toBe('29 gün önce');
  });
  it('shows the Istanbul date in Turkish from 30 days on', () => {
    expect(relativeTime(ago(30 * D), now)).toBe('23 Ekim 2026');
    // 21:30 UTC is already the next day in Istanbul (UTC+3).
    expect(relativeTime('2026-01-04T21:30:00Z', now)).toBe('5 Ocak 2026');
  });
});
