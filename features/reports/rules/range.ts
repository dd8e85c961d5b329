// A report's date range in Istanbul days (issue 31): 'bugun', 'hafta' (Monday to today),
// 'ay' (this month to today), 'gecen-ay' (last month whole) or a chosen 'bas'–'bit' range of at
// most a year. Pure: `today` is Istanbul's date, passed in. Anything malformed falls back to
// this month, never an error.
import { isCalendarDate, startOfWeek } from '@/platform/time/calendar';
import { addDaysToDate } from '@/platform/time/istanbul';

export const RANGE_PRESETS = { bugun: 'Bugün', hafta: 'Bu hafta', ay: 'Bu ay', 'gecen-ay': 'Geçen ay' } as const;
export type RangePreset = keyof typeof RANGE_PRESETS;

export interface ReportRange {
  /** 'YYYY-MM-DD', both days included. */
  from: string;
  to: string;
  preset: RangePreset | 'ozel';
}

/** The longest chosen range: a year of a busy salon still answers in well under a second. */
export const MAX_RANGE_DAYS = 366;

const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;

export function presetRange(preset: RangePreset, today: string): ReportRange {
  switch (preset) {
    case 'bugun': return { from: today, to: today, preset };
    case 'hafta': return { from: startOfWeek(today), to: today, preset };
    case 'ay': return { from: firstOfMonth(today), to: today, preset };
    case 'gecen-ay': {
      const lastDay = addDaysToDate(firstOfMonth(today), -1);
      return { from: firstOfMonth(lastDay), to: lastDay, preset };
    }
  }
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export function parseReportRange(params: { aralik?: unknown; bas?: unknown; bit?: unknown }, today: string): ReportRange {
  const { aralik, bas, bit } = params;
  if (typeof aralik === 'string' && aralik in RANGE_PRESETS) return presetRange(aralik as RangePreset, today);
  if (typeof bas === 'string' && typeof bit === 'string' && isCalendarDate(bas) && isCalendarDate(bit)) {
    const span = daysBetween(bas, bit);
    if (span >= 0 && span < MAX_RANGE_DAYS) return { from: bas, to: bit, preset: 'ozel' };
  }
  return presetRange('ay', today);
}

/**
 * A statement's month ('ay=YYYY-MM'): the whole month, or to today for the current one; a month
 * in the future or malformed: this month. Its `preset` is 'ozel' (a chosen range).
 */
export function parseStatementMonth(value: unknown, today: string): ReportRange & { month: string } {
  // isCalendarDate keeps the year inside the calendar's range (from 2000): year 0001 is no
  // instant PostgreSQL can take.
  const month = typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && isCalendarDate(`${value}-01`)
    && value <= today.slice(0, 7) ? value : today.slice(0, 7);
  const from = `${month}-01`;
  const last = addDaysToDate(firstOfMonth(addDaysToDate(from, 31)), -1);
  return { from, to: last < today ? last : today, preset: 'ozel', month };
}

/** The month before 'YYYY-MM'. */
export const previousMonth = (month: string) => addDaysToDate(`${month}-01`, -1).slice(0, 7);

/** The month after 'YYYY-MM' (the 28th plus four days is always in the next month). */
export const nextMonth = (month: string) => addDaysToDate(`${month}-28`, 4).slice(0, 7);
