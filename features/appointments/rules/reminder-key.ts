// The reminder jobs' keys and the wall-clock form their queries compare with. Pure.
import { istanbulClock, minutesToTime } from '@/platform/time/istanbul';

export const REMINDER_KIND = 'appointment.reminder';

/** One e-mail reminder per appointment and start time ('HH:MM'); the text reminder's key adds ':sms'. */
export function reminderKey(appointmentId: string, date: string, startTime: string, channel: 'email' | 'sms' = 'email'): string {
  return `${REMINDER_KIND}:${appointmentId}:${date}T${startTime.slice(0, 5)}${channel === 'sms' ? ':sms' : ''}`;
}

/** Istanbul wall clock as 'YYYY-MM-DD HH:MM:00' (a timestamp without zone, like appointments' date + time). */
export function localTimestamp(instant: Date): string {
  const clock = istanbulClock(instant);
  return `${clock.date} ${minutesToTime(clock.minutes)}:00`;
}
