// "Now", "today" and wall-clock times in Europe/Istanbul, whatever the server's TZ is
// (Vercel runs in UTC). Pure: callers pass `now`.
export const TIME_ZONE = 'Europe/Istanbul';

const partsFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit',
  hour: '2-digit', minute: '2-digit', hourCycle: 'h23', weekday: 'short',
});
const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

export interface IstanbulClock {
  /** Calendar date in Istanbul, 'YYYY-MM-DD'. */
  date: string;
  /** Minutes since Istanbul midnight. */
  minutes: number;
  /** 0 = Sunday .. 6 = Saturday. */
  dayOfWeek: number;
}

export function istanbulClock(now: Date): IstanbulClock {
  const p = Object.fromEntries(partsFormatter.formatToParts(now).map((x) => [x.type, x.value]));
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    minutes: Number(p.hour) * 60 + Number(p.minute),
    dayOfWeek: WEEKDAYS[p.weekday],
  };
}

/** Day of week of a 'YYYY-MM-DD' calendar date (0 = Sunday), independent of any zone. */
export function dayOfWeekOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** 'HH:MM' or 'HH:MM:SS' → minutes since midnight. */
export function timeToMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** minutes since midnight → 'HH:MM'. */
export function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Adds whole days to a 'YYYY-MM-DD' date. */
export function addDaysToDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant at which Istanbul's wall clock shows `date` `time`. Türkiye has no DST (UTC+3). */
export function istanbulToInstant(date: string, time: string): Date {
  const hhmm = time.slice(0, 5);
  return new Date(`${date}T${hhmm}:00+03:00`);
}
