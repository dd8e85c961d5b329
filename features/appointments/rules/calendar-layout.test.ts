// The calendar's layout math: ranges, grid rows, overlap lanes, shading, weeks and the URL.
import { describe, expect, it } from 'vitest';
import {
  appointmentSpan, calendarHref, DEFAULT_RANGE, gridLines, hourMarks, isWorkingMinute, mondayOf,
  nowOffsetRem, offHours, parseCalendarQuery, placeOverlapping, rowCount, slotStarts, stepDate, visibleRange, weekDates,
} from './calendar-layout';

const TODAY = '2026-11-24'; // a Tuesday
const STAFF_ID = '3f0c1d2e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

describe('appointmentSpan', () => {
  it('reads stored times', () => {
    expect(appointmentSpan('10:30:00', '11:15:00')).toEqual({ start: 630, end: 675 });
    expect(appointmentSpan('10:30', '11:15')).toEqual({ start: 630, end: 675 });
  });
  it('gives an appointment without a usable end 60 minutes', () => {
    expect(appointmentSpan('10:00:00', null)).toEqual({ start: 600, end: 660 });
    expect(appointmentSpan('10:00:00', '09:00:00')).toEqual({ start: 600, end: 660 });
    expect(appointmentSpan('23:30:00', null)).toEqual({ start: 1410, end: 1440 });
  });
  it('reads an end of 00:00 as midnight', () => {
    expect(appointmentSpan('23:00:00', '00:00:00')).toEqual({ start: 1380, end: 1440 });
  });
});

describe('visibleRange', () => {
  it('falls back to 09:00–20:00 when nobody works', () => {
    expect(visibleRange([])).toEqual(DEFAULT_RANGE);
    expect(visibleRange([{ start: 600, end: 600 }])).toEqual({ start: 540, end: 1200 });
  });
  it('spans the earliest start to the latest end, on whole hours', () => {
    expect(visibleRange([{ start: 600, end: 780 }, { start: 840, end: 1110 }])).toEqual({ start: 600, end: 1140 });
    expect(visibleRange([{ start: 545, end: 1000 }, { start: 450, end: 500 }])).toEqual({ start: 420, end: 1020 });
  });
  it('stays within the day', () => {
    expect(visibleRange([{ start: 0, end: 1440 }])).toEqual({ start: 0, end: 1440 });
  });
});

describe('grid rows', () => {
  const range = { start: 540, end: 1200 };
  it('has one row per 5 minutes', () => {
    expect(rowCount(range)).toBe(132);
  });
  it('places a span on 1-based grid lines', () => {
    expect(gridLines({ start: 540, end: 570 }, range)).toEqual({ rowStart: 1, rowEnd: 7 });
    expect(gridLines({ start: 605, end: 650 }, range)).toEqual({ rowStart: 14, rowEnd: 23 });
  });
  it('clips to the range and drops what lies outside', () => {
    expect(gridLines({ start: 500, end: 570 }, range)).toEqual({ rowStart: 1, rowEnd: 7 });
    expect(gridLines({ start: 1180, end: 1300 }, range)).toEqual({ rowStart: 129, rowEnd: 133 });
    expect(gridLines({ start: 400, end: 540 }, range)).toBeNull();
    expect(gridLines({ start: 1200, end: 1260 }, range)).toBeNull();
  });
  it('gives a very short span at least one row', () => {
    expect(gridLines({ start: 601, end: 603 }, range)).toEqual({ rowStart: 13, rowEnd: 14 });
  });
  it('makes 15-minute slots and hour marks', () => {
    expect(slotStarts({ start: 540, end: 600 })).toEqual([540, 555, 570, 585]);
    expect(hourMarks({ start: 540, end: 720 })).toEqual([540, 600, 660]);
  });
  it('puts the now line in rem from the top, only inside the range', () => {
    expect(nowOffsetRem(540, range)).toBe(0);
    expect(nowOffsetRem(600, range)).toBe(6);
    expect(nowOffsetRem(500, range)).toBeNull();
    expect(nowOffsetRem(1201, range)).toBeNull();
  });
});

describe('offHours', () => {
  const range = { start: 540, end: 1200 };
  it('shades before, between (the break) and after the windows', () => {
    expect(offHours([[600, 780], [840, 1080]], range)).toEqual([
      { start: 540, end: 600 }, { start: 780, end: 840 }, { start: 1080, end: 1200 },
    ]);
  });
  it('shades the whole day without windows and nothing when they cover it', () => {
    expect(offHours([], range)).toEqual([range]);
    expect(offHours([[540, 1200]], range)).toEqual([]);
    expect(offHours([[500, 1300]], range)).toEqual([]);
  });
  it('accepts unsorted windows', () => {
    expect(offHours([[840, 1200], [540, 780]], range)).toEqual([{ start: 780, end: 840 }]);
  });
  it('tells working minutes', () => {
    expect(isWorkingMinute([[600, 780]], 600)).toBe(true);
    expect(isWorkingMinute([[600, 780]], 780)).toBe(false);
  });
});

describe('placeOverlapping', () => {
  const item = (id: string, start: number, end: number) => ({ id, start, end });
  const lanes = (items: ReturnType<typeof item>[]) =>
    Object.fromEntries(placeOverlapping(items).map((p) => [p.item.id, [p.lane, p.lanes]]));

  it('gives items that do not overlap the full width', () => {
    expect(lanes([item('a', 600, 630), item('b', 630, 660)])).toEqual({ a: [0, 1], b: [0, 1] });
  });
  it('puts overlapping items side by side', () => {
    expect(lanes([item('a', 600, 660), item('b', 630, 690)])).toEqual({ a: [0, 2], b: [1, 2] });
  });
  it('reuses a freed lane inside a chain and sizes the whole group alike', () => {
    expect(lanes([item('a', 600, 720), item('b', 600, 630), item('c', 640, 700), item('d', 800, 830)]))
      .toEqual({ a: [0, 2], b: [1, 2], c: [1, 2], d: [0, 1] });
  });
  it('handles three at once', () => {
    expect(lanes([item('a', 600, 660), item('b', 600, 660), item('c', 600, 660)])).toEqual({ a: [0, 3], b: [1, 3], c: [2, 3] });
  });
  it('places nothing for nothing', () => {
    expect(placeOverlapping([])).toEqual([]);
  });
});

describe('weeks', () => {
  it('starts on Monday', () => {
    expect(mondayOf('2026-11-24')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
  it('lists seven days', () => {
    expect(weekDates('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });
});

describe('parseCalendarQuery', () => {
  it('defaults to today, the day view and no staff member', () => {
    expect(parseCalendarQuery({}, TODAY)).toEqual({ date: TODAY, view: 'gun', staffId: null });
  });
  it('reads valid parameters', () => {
    expect(parseCalendarQuery({ tarih: '2026-12-01', gorunum: 'hafta', personel: STAFF_ID.toUpperCase() }, TODAY))
      .toEqual({ date: '2026-12-01', view: 'hafta', staffId: STAFF_ID });
  });
  it('falls back on anything malformed, never throws', () => {
    for (const tarih of ['2026-02-30', '26-12-01', '9999-01-01', 'bugün', '', '2026-13-01']) {
      expect(parseCalendarQuery({ tarih }, TODAY).date).toBe(TODAY);
    }
    expect(parseCalendarQuery({ gorunum: 'ay' }, TODAY).view).toBe('gun');
    expect(parseCalendarQuery({ personel: "1' or 1=1" }, TODAY).staffId).toBeNull();
    expect(parseCalendarQuery({ tarih: ['2026-12-02', '2026-12-03'] }, TODAY).date).toBe('2026-12-02');
  });
});

describe('links', () => {
  it('builds the address, leaving defaults out', () => {
    expect(calendarHref({ date: TODAY, view: 'gun', staffId: null })).toBe('/panel/takvim?tarih=2026-11-24');
    expect(calendarHref({ date: TODAY, view: 'hafta', staffId: STAFF_ID }))
      .toBe(`/panel/takvim?tarih=2026-11-24&gorunum=hafta&personel=${STAFF_ID}`);
  });
  it('steps a day or a week', () => {
    expect(stepDate('2026-11-30', 'gun', 1)).toBe('2026-12-01');
    expect(stepDate('2026-11-24', 'hafta', -1)).toBe('2026-11-17');
    expect(stepDate('2100-12-31', 'gun', 1)).toBe('2100-12-31');
  });
});
