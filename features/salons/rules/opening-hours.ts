// A salon's opening hours by day, as its public page and its structured data show them (issue 28:
// one range for the whole week read "09:00 - 23:30" every day for a salon open late on Friday).
// The salon's week (salon_working_hours) decides; a salon that never set one is open every day at
// its summary hours (salons.open/close_time_minutes), as booking treats it (booking/rules/schedule).
import { minutesToTime } from '@/platform/time/istanbul';

export interface DayHours {
  /** JavaScript's day number: 0 = Sunday. */
  dayOfWeek: number;
  isOpen: boolean;
  open: number;
  close: number;
}

/** Monday first, as a Turkish week is read. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const DAY_NAMES = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'] as const;
const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const DEFAULT_OPEN = 540;
const DEFAULT_CLOSE = 1200;

/** The seven days, Monday first, from the salon's stored rows (any order, possibly none). */
export function weekHours(rows: readonly DayHours[], summaryOpen: number | null, summaryClose: number | null): DayHours[] {
  const byDay = new Map(rows.map((row) => [row.dayOfWeek, row]));
  return WEEK_ORDER.map((dayOfWeek) => byDay.get(dayOfWeek) ?? {
    dayOfWeek,
    isOpen: rows.length === 0,
    open: summaryOpen ?? DEFAULT_OPEN,
    close: summaryClose ?? DEFAULT_CLOSE,
  });
}

export interface HoursLine {
  /** 'Pazartesi' or a run of days with the same hours, 'Pazartesi – Cuma'. */
  days: string;
  /** '09:00 – 18:00' or 'Kapalı'. */
  hours: string;
}

const hoursText = (day: DayHours) => (day.isOpen ? `${minutesToTime(day.open)} – ${minutesToTime(day.close)}` : 'Kapalı');

/** The week as lines to read, consecutive days with the same hours on one line. */
export function hoursLines(week: readonly DayHours[]): HoursLine[] {
  const lines: { first: DayHours; last: DayHours; hours: string }[] = [];
  for (const day of week) {
    const hours = hoursText(day);
    const previous = lines.at(-1);
    if (previous && previous.hours === hours) previous.last = day;
    else lines.push({ first: day, last: day, hours });
  }
  return lines.map(({ first, last, hours }) => ({
    days: first === last ? DAY_NAMES[first.dayOfWeek] : `${DAY_NAMES[first.dayOfWeek]} – ${DAY_NAMES[last.dayOfWeek]}`,
    hours,
  }));
}

/** schema.org openingHoursSpecification: one entry per distinct opening, closed days left out. */
export function openingHoursSpecification(week: readonly DayHours[]): Record<string, unknown>[] {
  const groups = new Map<string, DayHours[]>();
  for (const day of week.filter((d) => d.isOpen)) {
    const key = `${day.open}-${day.close}`;
    groups.set(key, [...(groups.get(key) ?? []), day]);
  }
  return [...groups.values()].map((days) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.map((d) => `https://schema.org/${SCHEMA_DAYS[d.dayOfWeek]}`),
    opens: minutesToTime(days[0].open),
    closes: minutesToTime(days[0].close),
  }));
}
