// The salon calendar's layout math (/panel/takvim, issue 21), pure and browser-safe: the
// visible hour range, minutes → CSS grid rows, side-by-side lanes for items that overlap,
// the shaded (non-working) parts of a column, weeks, and the page's URL parameters.
//
// The grid has one row per GRID_STEP_MINUTES (5 min, the step every salon-written time falls
// on) so an appointment at 10:05 sits exactly where it belongs; the empty slots a user taps
// are SLOT_MINUTES (15 min) tall, i.e. three rows.
import { addDaysToDate, dayOfWeekOf } from '@/platform/time/istanbul';
import { isCalendarDate } from '@/platform/time/calendar';

export const GRID_STEP_MINUTES = 5;
export const SLOT_MINUTES = 15;
/** Height of one grid row in rem: a 15-minute slot is 1.5rem (24 px), an hour 6rem. */
export const ROW_REM = 0.5;
/** What a day shows when nobody works: the spec's default hours, 09:00–20:00. */
export const DEFAULT_RANGE: MinuteSpan = { start: 540, end: 1200 };
/** An appointment without end time (the mobile app may write one) lasts this long (features/booking/rules/constants). */
const DEFAULT_SPAN_MINUTES = 60;

/** [start, end) in minutes since Istanbul midnight. */
export interface MinuteSpan {
  start: number;
  end: number;
}

const clampMinutes = (m: number) => Math.min(1440, Math.max(0, m));

/** 'HH:MM' or 'HH:MM:SS' → minutes (local copy so this module stays free of any date library). */
function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/**
 * An appointment's span from its stored times: no end time → 60 minutes; an end of 00:00
 * after a later start means midnight; any other end not after the start → 60 minutes.
 */
export function appointmentSpan(startTime: string, endTime: string | null): MinuteSpan {
  const start = minutesOf(startTime);
  if (endTime === null) return { start, end: clampMinutes(start + DEFAULT_SPAN_MINUTES) };
  let end = minutesOf(endTime);
  if (end === 0 && start > 0) end = 1440;
  if (end <= start) end = clampMinutes(start + DEFAULT_SPAN_MINUTES);
  return { start, end };
}

/**
 * The hours a day (or week) shows: from the earliest to the latest of `spans` (working
 * windows, and appointments or blocks lying outside them), widened to whole hours;
 * `fallback` (09:00–20:00) when there is nothing.
 */
export function visibleRange(spans: readonly MinuteSpan[], fallback: MinuteSpan = DEFAULT_RANGE): MinuteSpan {
  const real = spans.filter((s) => s.end > s.start);
  if (real.length === 0) return { ...fallback };
  const start = Math.floor(Math.min(...real.map((s) => s.start)) / 60) * 60;
  const end = Math.ceil(Math.max(...real.map((s) => s.end)) / 60) * 60;
  return { start: clampMinutes(start), end: clampMinutes(end) };
}

/** How many grid rows the range has. */
export function rowCount(range: MinuteSpan): number {
  return Math.max(1, Math.ceil((range.end - range.start) / GRID_STEP_MINUTES));
}

/**
 * CSS grid lines (1-based, end exclusive) for a span, clipped to the range and widened to the
 * grid step so a 3-minute item still shows; null when it lies wholly outside.
 */
export function gridLines(span: MinuteSpan, range: MinuteSpan): { rowStart: number; rowEnd: number } | null {
  const start = Math.max(span.start, range.start);
  const end = Math.min(span.end, range.end);
  if (end <= start) return null;
  const rowStart = Math.floor((start - range.start) / GRID_STEP_MINUTES) + 1;
  const rowEnd = Math.max(rowStart + 1, Math.ceil((end - range.start) / GRID_STEP_MINUTES) + 1);
  return { rowStart, rowEnd: Math.min(rowEnd, rowCount(range) + 1) };
}

/** Start minutes of the tappable empty slots (every 15 minutes over the range). */
export function slotStarts(range: MinuteSpan, step = SLOT_MINUTES): number[] {
  const out: number[] = [];
  for (let m = range.start; m < range.end; m += step) out.push(m);
  return out;
}

/** The hour lines and labels of the time gutter. */
export function hourMarks(range: MinuteSpan): number[] {
  const out: number[] = [];
  for (let m = Math.ceil(range.start / 60) * 60; m < range.end; m += 60) out.push(m);
  return out;
}

/** The parts of the range outside the (sorted or unsorted) working windows: shaded grey. */
export function offHours(windows: readonly (readonly [number, number])[], range: MinuteSpan): MinuteSpan[] {
  const sorted = [...windows].map(([start, end]) => ({ start, end })).sort((a, b) => a.start - b.start);
  const out: MinuteSpan[] = [];
  let cursor = range.start;
  for (const w of sorted) {
    if (w.start > cursor) out.push({ start: cursor, end: Math.min(w.start, range.end) });
    cursor = Math.max(cursor, w.end);
    if (cursor >= range.end) break;
  }
  if (cursor < range.end) out.push({ start: cursor, end: range.end });
  return out.filter((s) => s.end > s.start);
}

/** Whether a minute lies inside one of the windows. */
export function isWorkingMinute(windows: readonly (readonly [number, number])[], minute: number): boolean {
  return windows.some(([start, end]) => start <= minute && minute < end);
}

/** The red "now" line's distance from the top of the grid in rem, or null outside the range. */
export function nowOffsetRem(nowMinutes: number, range: MinuteSpan): number | null {
  if (nowMinutes < range.start || nowMinutes > range.end) return null;
  return ((nowMinutes - range.start) / GRID_STEP_MINUTES) * ROW_REM;
}

export interface Placed<T> {
  item: T;
  /** 0-based lane inside its group of overlapping items. */
  lane: number;
  /** How many lanes that group needs (every item of a group gets the same width). */
  lanes: number;
}

/**
 * Side-by-side lanes for overlapping items (a cancelled booking under the new one at the
 * same time, a block over an old appointment): items that overlap, directly or through a
 * chain, form a group; each takes the first lane free at its start.
 */
export function placeOverlapping<T extends MinuteSpan>(items: readonly T[]): Placed<T>[] {
  const sorted = [...items].sort((a, b) => a.start - b.start || (b.end - b.start) - (a.end - a.start));
  const out: Placed<T>[] = [];
  let group: Placed<T>[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -Infinity;
  const closeGroup = () => {
    for (const p of group) p.lanes = laneEnds.length;
    out.push(...group);
    group = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    if (item.start >= groupEnd && group.length > 0) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(item.end);
    } else {
      laneEnds[lane] = item.end;
    }
    group.push({ item, lane, lanes: 0 });
    groupEnd = group.length === 1 ? item.end : Math.max(groupEnd, item.end);
  }
  if (group.length > 0) closeGroup();
  return out;
}

// ---------------------------------------------------------------- weeks

/** The Monday of the week `date` falls in (Turkish weeks start on Monday). */
export function mondayOf(date: string): string {
  return addDaysToDate(date, -((dayOfWeekOf(date) + 6) % 7));
}

/** The seven dates from `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDaysToDate(monday, i));
}

// ---------------------------------------------------------------- URL parameters

export type CalendarView = 'gun' | 'hafta';

export interface CalendarQuery {
  date: string;
  view: CalendarView;
  /** The staff member of the week view and of the phone's day view; null: the first one. */
  staffId: string | null;
}

type SearchParams = Record<string, string | string[] | undefined>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `tarih`, `gorunum`, `personel`; anything malformed falls back to today / day view / none. */
export function parseCalendarQuery(params: SearchParams, today: string): CalendarQuery {
  const date = first(params.tarih);
  const view = first(params.gorunum);
  const staffId = first(params.personel);
  return {
    date: isCalendarDate(date) ? date : today,
    view: view === 'hafta' ? 'hafta' : 'gun',
    staffId: staffId && UUID_PATTERN.test(staffId) ? staffId.toLowerCase() : null,
  };
}

/** The page's address for a query (the day view and a missing staff member are left out). */
export function calendarHref(query: CalendarQuery): string {
  const params = new URLSearchParams({ tarih: query.date });
  if (query.view === 'hafta') params.set('gorunum', 'hafta');
  if (query.staffId) params.set('personel', query.staffId);
  return `/panel/takvim?${params.toString()}`;
}

/** The date 'Önceki' / 'Sonraki' go to: a day, or a week in the week view. */
export function stepDate(date: string, view: CalendarView, direction: -1 | 1): string {
  const next = addDaysToDate(date, direction * (view === 'hafta' ? 7 : 1));
  return isCalendarDate(next) ? next : date;
}
