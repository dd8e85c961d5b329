// The slot engine: which start times a staff member can be booked at on one day.
// Pure: the caller passes the salon's hours, the duration, the booked spans, the date and
// `now`. "Now" and "today" are read in Europe/Istanbul via Intl (lib/time/istanbul), so the
// result is the same whatever the server's TZ.
import { istanbulClock, minutesToTime, timeToMinutes } from '@/lib/time/istanbul';
import {
  BOOKING_HORIZON_MONTHS, BUSY_STATUSES, DEFAULT_CLOSE_MINUTES, DEFAULT_OPEN_MINUTES, DEFAULT_SPAN_MINUTES, SLOT_STEP_MINUTES,
} from './constants';

/** spec 1 §3 "Time slot". */
export interface TimeSlot {
  /** 'HH:MM' */
  time: string;
  available: boolean;
  isPast: boolean;
  isBooked: boolean;
}

export interface SalonHours {
  openTimeMinutes?: number | null;
  closeTimeMinutes?: number | null;
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
  hours: SalonHours;
  /** How long the service takes that day (see durations.ts). */
  durationMinutes: number;
  booked: readonly BookedSpan[];
}

function validMinutes(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1440;
}

/** Opening and closing minute, each falling back to 09:00 / 20:00 when missing. */
export function resolveHours(hours: SalonHours): { open: number; close: number } {
  return {
    open: validMinutes(hours.openTimeMinutes) ? hours.openTimeMinutes : DEFAULT_OPEN_MINUTES,
    close: validMinutes(hours.closeTimeMinutes) ? hours.closeTimeMinutes : DEFAULT_CLOSE_MINUTES,
  };
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

/** Every start time from opening, in 30-minute steps, whose service ends by closing time. */
export function computeSlots(input: SlotInput): TimeSlot[] {
  const { open, close } = resolveHours(input.hours);
  const duration = Math.max(1, input.durationMinutes);
  const busy = busyRanges(input.booked);
  const today = istanbulClock(input.now);
  const tooFar = input.date > lastBookableDate(today.date);

  const slots: TimeSlot[] = [];
  for (let start = open; start + duration <= close; start += SLOT_STEP_MINUTES) {
    const end = start + duration;
    // Past: the whole day when the date is before today; today, a start at or before now.
    const isPast = input.date < today.date || (input.date === today.date && start <= today.minutes);
    const isBooked = busy.some(([s, e]) => start < e && s < end);
    slots.push({ time: minutesToTime(start), available: !isPast && !isBooked && !tooFar, isPast, isBooked });
  }
  return slots;
}

export type SlotProblem = 'past_date' | 'too_far' | 'past_time' | 'outside_hours' | 'off_grid' | 'booked';

/**
 * Whether `startTime` ('HH:MM[:SS]') may be booked: it must be one of the day's offered slots
 * and available. The booking endpoint uses this so it accepts exactly what the grid offers.
 */
export function checkRequestedSlot(input: SlotInput & { startTime: string }): { ok: true } | { ok: false; problem: SlotProblem } {
  const today = istanbulClock(input.now).date;
  if (input.date < today) return { ok: false, problem: 'past_date' };
  if (input.date > lastBookableDate(today)) return { ok: false, problem: 'too_far' };
  const { open, close } = resolveHours(input.hours);
  const start = timeToMinutes(input.startTime);
  if (start < open || start + input.durationMinutes > close) return { ok: false, problem: 'outside_hours' };
  const slot = computeSlots(input).find((s) => s.time === minutesToTime(start));
  if (!slot) return { ok: false, problem: 'off_grid' };
  if (slot.isPast) return { ok: false, problem: 'past_time' };
  if (slot.isBooked) return { ok: false, problem: 'booked' };
  return { ok: true };
}
