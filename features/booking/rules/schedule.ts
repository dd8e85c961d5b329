// When a staff member works on one calendar day: the salon's week (or its single opening
// time for salons that never set one), the salon's closed dates, the staff member's week with
// its break, and their time off. The result is a list of [start, end) minute windows that the
// slot engine (slots.ts) fills with slots. Pure: no I/O and no clock, so the slots endpoint
// and the booking transaction get the same answer from the same rows.
import { dayOfWeekOf } from '@/platform/time/istanbul';
import { DEFAULT_CLOSE_MINUTES, DEFAULT_OPEN_MINUTES } from './constants';

/** [start, end) in minutes since Istanbul midnight; end may be 1440 (open until 24:00). */
export type WorkWindow = [start: number, end: number];

/** salons.open_time_minutes / close_time_minutes: the hours of a salon without a week. */
export interface SalonHours {
  openTimeMinutes?: number | null;
  closeTimeMinutes?: number | null;
}

/** A salon_working_hours row (0 = Sunday .. 6 = Saturday). */
export interface SalonDayHours {
  dayOfWeek: number;
  isOpen: boolean;
  openMinutes: number;
  closeMinutes: number;
}

/** A staff_working_hours row; the break is both ends or neither. */
export interface StaffDayHours {
  dayOfWeek: number;
  isWorking: boolean;
  startMinutes: number;
  endMinutes: number;
  breakStartMinutes: number | null;
  breakEndMinutes: number | null;
}

/** A staff_time_off row: 'YYYY-MM-DD' to 'YYYY-MM-DD', both days included. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export interface DaySchedule {
  /** The salon's seven rows, or none: then open every day with `salonHours`. */
  salonWeek: readonly SalonDayHours[];
  salonHours: SalonHours;
  /** Dates the whole salon is closed ('YYYY-MM-DD'); others are ignored. */
  closedDates: readonly string[];
  /** The staff member's seven rows, or none: then they work the salon's hours. */
  staffWeek: readonly StaffDayHours[];
  timeOff: readonly DateRange[];
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

function intersect(a: WorkWindow, b: WorkWindow): WorkWindow | null {
  const start = Math.max(a[0], b[0]);
  const end = Math.min(a[1], b[1]);
  return start < end ? [start, end] : null;
}

/** `window` without `cut`: zero, one or two pieces. */
function subtract(window: WorkWindow, cut: WorkWindow): WorkWindow[] {
  const pieces: WorkWindow[] = [[window[0], Math.min(window[1], cut[0])], [Math.max(window[0], cut[1]), window[1]]];
  return pieces.filter(([start, end]) => start < end);
}

/**
 * The salon's opening window on `date`, or null when it is closed. A salon with a week but no
 * row for this weekday counts as closed: the panel always writes all seven, so a missing row
 * is another client's partial write, and not offering a day is the safe way to be wrong.
 */
export function salonWindowOn(date: string, schedule: Pick<DaySchedule, 'salonWeek' | 'salonHours' | 'closedDates'>): WorkWindow | null {
  if (schedule.closedDates.includes(date)) return null;
  if (schedule.salonWeek.length === 0) {
    const { open, close } = resolveHours(schedule.salonHours);
    return intersect([open, close], [0, 1440]);
  }
  const day = schedule.salonWeek.find((d) => d.dayOfWeek === dayOfWeekOf(date));
  if (!day || !day.isOpen) return null;
  return intersect([day.openMinutes, day.closeMinutes], [0, 1440]);
}

/** Whether `date` falls in one of the inclusive ranges ('YYYY-MM-DD' compares as text). */
export function isOnTimeOff(date: string, timeOff: readonly DateRange[]): boolean {
  return timeOff.some((r) => r.startDate <= date && date <= r.endDate);
}

/**
 * The staff member's working windows on `date` ('YYYY-MM-DD', Istanbul), sorted: the salon's
 * day ∩ the staff member's day, minus the break. Staff hours outside the salon's are clipped
 * to them. Empty when the salon is closed that weekday or date, the staff member does not
 * work that weekday (a week without a row for it counts the same), or is on time off.
 */
export function workingWindows(date: string, schedule: DaySchedule): WorkWindow[] {
  const salon = salonWindowOn(date, schedule);
  if (!salon || isOnTimeOff(date, schedule.timeOff)) return [];
  if (schedule.staffWeek.length === 0) return [salon];
  const day = schedule.staffWeek.find((d) => d.dayOfWeek === dayOfWeekOf(date));
  if (!day || !day.isWorking) return [];
  const worked = intersect(salon, [day.startMinutes, day.endMinutes]);
  if (!worked) return [];
  if (typeof day.breakStartMinutes !== 'number' || typeof day.breakEndMinutes !== 'number') return [worked];
  return subtract(worked, [day.breakStartMinutes, day.breakEndMinutes]);
}
