// How long a service takes on a given day (spec 1 §3, §9). One rule for the slot list and the
// booking endpoint, so a slot offered on the grid is exactly the span that gets booked:
//   1. the service's active per-weekday duration for that date's weekday (0 = Sunday),
//   2. else the service's own duration_minutes,
//   3. else 30 minutes.
// A slot list requested without any service assumes 60 minutes per slot (spec §9).
import { dayOfWeekOf } from '@/platform/time/istanbul';
import { DEFAULT_SLOT_DURATION_MINUTES, FALLBACK_SERVICE_DURATION_MINUTES } from '@/features/booking/rules/constants';

export interface DailyDuration {
  /** 0 = Sunday .. 6 = Saturday. */
  dayOfWeek: number;
  durationMinutes: number;
  isActive: boolean;
}

export interface ServiceDurationSource {
  durationMinutes: number | null | undefined;
  dailyDurations?: readonly DailyDuration[];
}

/** The database allows 5..1440 minutes; anything else (another client's bad row) is ignored. */
function usable(minutes: number | null | undefined): minutes is number {
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 5 && minutes <= 1440;
}

/** Duration of `service` on calendar date `date` ('YYYY-MM-DD', Istanbul). */
export function serviceDurationOn(date: string, service: ServiceDurationSource): number {
  const weekday = dayOfWeekOf(date);
  const daily = service.dailyDurations?.find((d) => d.isActive && d.dayOfWeek === weekday);
  if (daily && usable(daily.durationMinutes)) return daily.durationMinutes;
  if (usable(service.durationMinutes)) return service.durationMinutes;
  return FALLBACK_SERVICE_DURATION_MINUTES;
}

/** Length of each slot on the grid: the service's duration, or 60 minutes when none is chosen. */
export function slotDurationOn(date: string, service: ServiceDurationSource | null | undefined): number {
  return service ? serviceDurationOn(date, service) : DEFAULT_SLOT_DURATION_MINUTES;
}
