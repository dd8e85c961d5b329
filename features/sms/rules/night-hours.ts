// When a reminder text goes (issue 32): never between 21:00 and 09:00 Istanbul time. A reminder
// due in the night goes earlier, the evening before; if that is before the booking existed, it
// goes at 09:00 when that still leaves time before the appointment, else not at all (the booking's
// confirmation has just said the same). Türkiye keeps UTC+3 all year: no DST to step over.
// Pure: the caller passes the instants and schedules the send.
import { addDaysToDate, istanbulClock, istanbulToInstant, timeToMinutes } from '@/platform/time/istanbul';

/** Quiet hours start at 21:00; texts go from 09:00. */
export const QUIET_FROM = '21:00';
export const SEND_FROM = '09:00';
/**
 * The last minute a reminder is handed over: 15 minutes before the quiet hours, so one that waits
 * in our job queue or at the operator still arrives before 21:00.
 */
export const SEND_UNTIL = '20:45';
/** A reminder less than this before the start is no use: the customer is already on the way. */
export const MIN_LEAD_MINUTES = 60;
/**
 * A reminder this soon after the booking repeats its confirmation text (a booking at 09:30 for
 * tomorrow 10:00 would get "yarın 10:00" half an hour later): it is not sent, as the e-mail
 * reminder is not sent for a booking made after its reminder time (reminders-job.ts).
 */
export const MIN_AFTER_BOOKING_MINUTES = 60;

const MINUTE = 60_000;

export interface ReminderTiming {
  /** When the salon's choice puts the reminder: the start minus 24 or 2 hours. */
  dueAt: Date;
  /** The appointment's start. */
  startsAt: Date;
  /** When the appointment was booked (its created_at). */
  bookedAt: Date;
}

/** 09:00–20:45 Istanbul: a reminder may be handed to the provider. */
export function withinSendingHours(at: Date): boolean {
  const { minutes } = istanbulClock(at);
  return minutes >= timeToMinutes(SEND_FROM) && minutes <= timeToMinutes(SEND_UNTIL);
}

/** SEND_UNTIL on the evening at or before `at` (the same day after it, the day before in the early morning). */
function eveningBefore(at: Date): Date {
  const { date, minutes } = istanbulClock(at);
  const day = minutes > timeToMinutes(SEND_UNTIL) ? date : addDaysToDate(date, -1);
  return istanbulToInstant(day, SEND_UNTIL);
}

/** SEND_FROM on the morning after `at` (the same day in the early morning, the next day in the evening). */
export function morningAfter(at: Date): Date {
  const { date, minutes } = istanbulClock(at);
  const day = minutes < timeToMinutes(SEND_FROM) ? date : addDaysToDate(date, 1);
  return istanbulToInstant(day, SEND_FROM);
}

/**
 * When to send the reminder, or null to send none. Due within 09:00–20:45: then. Due in the
 * night: at 20:45 the evening before, or, when the booking is younger than that, at 09:00 the
 * morning after. Either way not within MIN_AFTER_BOOKING_MINUTES of the booking nor later than
 * MIN_LEAD_MINUTES before the start.
 */
export function reminderSendTime({ dueAt, startsAt, bookedAt }: ReminderTiming): Date | null {
  const candidates = withinSendingHours(dueAt) ? [dueAt] : [eveningBefore(dueAt), morningAfter(dueAt)];
  const earliest = bookedAt.getTime() + MIN_AFTER_BOOKING_MINUTES * MINUTE;
  const latest = startsAt.getTime() - MIN_LEAD_MINUTES * MINUTE;
  return candidates.find((at) => at.getTime() >= earliest && at.getTime() <= latest) ?? null;
}
