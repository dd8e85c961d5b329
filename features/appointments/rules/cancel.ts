// Whether a guest may still cancel an appointment from the private manage link: only while it
// is live (scheduled, confirmed or pending) and before its start time in Istanbul.
import { istanbulClock, timeToMinutes } from '@/platform/time/istanbul';
import { CANCELLABLE_STATUSES } from '@/features/booking/rules/constants';

export function startsAfterNow(date: string, startTime: string, now: Date): boolean {
  const clock = istanbulClock(now);
  return date > clock.date || (date === clock.date && timeToMinutes(startTime) > clock.minutes);
}

export function guestCanCancel(appointment: { status: string; date: string; startTime: string }, now: Date): boolean {
  return (CANCELLABLE_STATUSES as readonly string[]).includes(appointment.status)
    && startsAfterNow(appointment.date, appointment.startTime, now);
}
