// Calendar arithmetic in Europe/Istanbul, independent of the process TZ (servers run in UTC).
// Dates are 'YYYY-MM-DD' strings, the form PostgreSQL's date columns take.

const TIME_ZONE = 'Europe/Istanbul';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit',
});
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

/** The Istanbul calendar date of an instant. */
export function istanbulDate(instant: Date): string {
  return dateFormat.format(instant); // en-CA formats as YYYY-MM-DD
}

export function addDays(date: string, days: number): string {
  const d = parseDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday .. 6 = Saturday, like service_daily_durations.day_of_week. */
export function dayOfWeek(date: string): number {
  return parseDate(date).getUTCDay();
}

/** 'HH:MM:SS' for minutes after midnight. */
export function minutesToTime(minutes: number): string {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}:00`;
}

/** The instant of an Istanbul wall-clock time. */
export function istanbulInstant(date: string, minutes: number): Date {
  const asUtc = parseDate(date).getTime() + minutes * 60_000;
  return new Date(asUtc - offsetMinutes(new Date(asUtc)) * 60_000);
}

function parseDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** Istanbul's UTC offset at an instant, from Intl ('GMT+03:00' → 180). */
function offsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const sign = match[1] === '-' ? -1 : 1;
  return sign * (Number(match[2]) * 60 + Number(match[3]));
}
