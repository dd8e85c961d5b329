// The slot engine: which start times a staff member can be booked at on one day.
// Pure: the caller passes the day's working windows (schedule.ts; or, for old callers, the
// salon's hours), the duration, the booked spans, the date and `now`. "Now" and "today" are
// read in Europe/Istanbul via Intl (platform/time/istanbul), so the result is the same whatever
// the server's TZ.
import { istanbulClock, minutesToTime, timeToMinutes } from '@/platform/time/istanbul';
import { BOOKING_HORIZON_MONTHS, BUSY_STATUSES, DEFAULT_SPAN_MINUTES, SLOT_STEP_MINUTES } from './constants';
import { resolveHours, type SalonHours, type WorkWindow } from './schedule';

export { resolveHours, type SalonHours, type WorkWindow } from './schedule';

/** spec 1 §3 "Time slot". */
export interface TimeSlot {
  /** 'HH:MM' */
  time: string;
  available: boolean;
  isPast: boolean;
  isBooked: boolean;
}

/** An existing appointment of the staff member on that date. */
export interface BookedSpan {
  /** 'HH:MM' or 'HH:MM:SS' */
  startTime: string;
  /** null: lasts DEFAULT_SPAN_MINUTES (as the database's exclusion constraint assumes). */
  endTime: string | null;
  /** When given, only scheduled/confirmed spans block; others are ignored. */
  status?: string;
}

export interface SlotInput {
  /** Calendar date in Istanbul, 'YYYY-MM-DD'. */
  date: string;
  now: Date;
  /**
   * The staff member's working windows that day (workingWindows in schedule.ts), sorted. An
   * empty list: not working that day. When given, `hours` is ignored.
   */
  windows?: readonly WorkWindow[];
  /** Without `windows`: one window from opening to closing (09:00–20:00 when missing). */
  hours?: SalonHours;
  /** How long the service takes that day (see durations.ts). */
  durationMinutes: number;
  booked: readonly BookedSpan[];
}

/** Busy [start, end) minute ranges; a missing or nonsensical end lasts the default duration. */
export function busyRanges(booked: readonly BookedSpan[]): [number, number][] {
  return booked
    .filter((b) => b.status === undefined || (BUSY_STATUSES as readonly string[]).includes(b.status))
    .map((b) => {
      const start = timeToMinutes(b.startTime);
      const end = b.endTime === null ? NaN : timeToMinutes(b.endTime);
      return [start, Number.isFinite(end) && end > start ? end : start + DEFAULT_SPAN_MINUTES];
    });
}

/** The last date a booking may be for: BOOKING_HORIZON_MONTHS after `today`, clamped to the month's end. */
export function lastBookableDate(today: string): string {
  const [y, m, d] = today.split('-').map(Number);
  const monthIndex = m - 1 + BOOKING_HORIZON_MONTHS;
  const year = y + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** The day's windows: the given ones, else the salon's hours as one window. */
function windowsOf(input: Pick<SlotInput, 'windows' | 'hours'>): readonly WorkWindow[] {
  if (input.windows) return input.windows;
  const { open, close } = resolveHours(input.hours ?? {});
  return [[open, close]];
}

/**
 * Start minutes on the grid: every SLOT_STEP_MINUTES from the start of each window, while the
 * service still ends inside that window (so none runs across a break or past closing).
 */
export function slotStarts(windows: readonly WorkWindow[], durationMinutes: number): number[] {
  const starts = new Set<number>();
  for (const [open, close] of windows) {
    for (let start = open; start + durationMinutes <= close; start += SLOT_STEP_MINUTES) starts.add(start);
  }
  return [...starts].sort((a, b) => a - b);
}

/** Every start time of the day's windows whose service fits in its window. */
export function computeSlots(input: SlotInput): TimeSlot[] {
  const duration = Math.max(1, input.durationMinutes);
  const busy = busyRanges(input.booked);
  const today = istanbulClock(input.now);
  const tooFar = input.date > lastBookableDate(today.date);

  return slotStarts(windowsOf(input), duration).map((start) => {
    const end = start + duration;
    // Past: the whole day when the date is before today; today, a start at or before now.
    const isPast = input.date < today.date || (input.date === today.date && start <= today.minutes);
    const isBooked = busy.some(([s, e]) => start < e && s < end);
    return { time: minutesToTime(start), available: !isPast && !isBooked && !tooFar, isPast, isBooked };
  });
}

/**
 * closed: the staff member does not work that day at all (salon closed, day off, time off);
 * outside_hours: the service would not fit inside one of the day's windows.
 */
export type SlotProblem = 'past_date' | 'too_far' | 'closed' | 'past_time' | 'outside_hours' | 'off_grid' | 'booked';

/**
 * Whether `startTime` ('HH:MM[:SS]') may be booked: it must be one of the day's offered slots
 * and available. The booking endpoint uses this so it accepts exactly what the grid offers.
 */
export function checkRequestedSlot(input: SlotInput & { startTime: string }): { ok: true } | { ok: false; problem: SlotProblem } {
  const today = istanbulClock(input.now).date;
  if (input.date < today) return { ok: false, problem: 'past_date' };
  if (input.date > lastBookableDate(today)) return { ok: false, problem: 'too_far' };
  const windows = windowsOf(input);
  if (windows.length === 0) return { ok: false, problem: 'closed' };
  const start = timeToMinutes(input.startTime);
  const end = start + input.durationMinutes;
  if (!windows.some(([open, close]) => open <= start && end <= close)) return { ok: false, problem: 'outside_hours' };
  const slot = computeSlots(input).find((s) => s.time === minutesToTime(start));
  if (!slot) return { ok: false, problem: 'off_grid' };
  if (slot.isPast) return { ok: false, problem: 'past_time' };
  if (slot.isBooked) return { ok: false, problem: 'booked' };
  return { ok: true };
}
