// Report ranges in Istanbul days, from the URL (issue 31).
import { describe, expect, it } from 'vitest';
import { nextMonth, parseReportRange, parseStatementMonth, previousMonth } from './range';

const today = '2026-11-29'; // a Sunday

describe('a report range', () => {
  it.each([
    [{ aralik: 'bugun' }, { from: '2026-11-29', to: '2026-11-29', preset: 'bugun' }],
    [{ aralik: 'hafta' }, { from: '2026-11-23', to: '2026-11-29', preset: 'hafta' }],
    [{ aralik: 'ay' }, { from: '2026-11-01', to: '2026-11-29', preset: 'ay' }],
    [{ aralik: 'gecen-ay' }, { from: '2026-10-01', to: '2026-10-31', preset: 'gecen-ay' }],
    [{ bas: '2026-01-01', bit: '2026-06-30' }, { from: '2026-01-01', to: '2026-06-30', preset: 'ozel' }],
    [{ bas: '2026-06-30', bit: '2026-01-01' }, { from: '2026-11-01', to: '2026-11-29', preset: 'ay' }],
    [{ bas: '2024-01-01', bit: '2026-01-01' }, { from: '2026-11-01', to: '2026-11-29', preset: 'ay' }],
    [{ bas: '2026-02-30', bit: '2026-03-01' }, { from: '2026-11-01', to: '2026-11-29', preset: 'ay' }],
    [{ aralik: 'yil' }, { from: '2026-11-01', to: '2026-11-29', preset: 'ay' }],
    [{}, { from: '2026-11-01', to: '2026-11-29', preset: 'ay' }],
  ])('%j → %j', (params, range) => expect(parseReportRange(params, today)).toEqual(range));

  it('takes last month across a year', () => {
    expect(parseReportRange({ aralik: 'gecen-ay' }, '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31', preset: 'gecen-ay' });
  });
});

describe("a statement's month", () => {
  it.each([
    ['2026-10', { from: '2026-10-01', to: '2026-10-31', preset: 'ozel', month: '2026-10' }],
    ['2026-02', { from: '2026-02-01', to: '2026-02-28', preset: 'ozel', month: '2026-02' }],
    ['2026-11', { from: '2026-11-01', to: '2026-11-29', preset: 'ozel', month: '2026-11' }],
    ['2026-12', { from: '2026-11-01', to: '2026-11-29', preset: 'ozel', month: '2026-11' }],
    ['2026-13', { from: '2026-11-01', to: '2026-11-29', preset: 'ozel', month: '2026-11' }],
    ['0001-01', { from: '2026-11-01', to: '2026-11-29', preset: 'ozel', month: '2026-11' }],
    ['1999-12', { from: '2026-11-01', to: '2026-11-29', preset: 'ozel', month: '2026-11' }],
    [undefined, { from: '2026-11-01', to: '2026-11-29', preset: 'ozel', month: '2026-11' }],
  ])('%s → %j', (value, range) => expect(parseStatementMonth(value, today)).toEqual(range));

  it('steps back across a year', () => expect(previousMonth('2027-01')).toBe('2026-12'));
  it('steps forward across a year and past a short month', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2026-02')).toBe('2026-03');
    expect(nextMonth('2026-01')).toBe('2026-02');
  });
});
