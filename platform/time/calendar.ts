// Calendar arithmetic for the booking date picker: Monday-first weeks and months of
// 'YYYY-MM-DD' calendar dates. Pure and zone-free (dates are treated as UTC midnights), so
// server and browser render the same grid whatever their time zones.
import { addDaysToDate, dayOfWeekOf } from '@/platform/time/istanbul';

/** Monday first (spec 1 §2). */
export const WEEKDAY_LABELS = ['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz'] as const;
export const WEEKDAY_NAMES = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'] as const; // 0 = Sunday
export const MONTH_NAMES = [
  'Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık',
] as const;

/** The range of dates anyone may type (a form, a URL, an action): outside it is a mistake. */
export const MIN_DATE = '2000-01-01';
export const MAX_DATE = '2100-12-31';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A real calendar date 'YYYY-MM-DD' in the sane range: '2026-02-30' and '2026-13-01' are not
 * (checked without toISOString() on an invalid Date, which throws: issue 28's 500).
 */
export function isCalendarDate(value: string | undefined): value is string {
  if (!value || !DATE_PATTERN.test(value) || value < MIN_DATE || value > MAX_DATE) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** A month as { year, month: 1..12 }. */
export interface YearMonth { year: number; month: number }

export function yearMonthOf(date: string): YearMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function addMonths(ym: YearMonth, months: number): YearMonth {
  const index = ym.year * 12 + (ym.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareYearMonth(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** 'Aralık 2030' */
export function monthLabel(ym: YearMonth): string {
  return `${MONTH_NAMES[ym.month - 1]} ${ym.year}`;
}

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The Monday on or before `date`. */
export function startOfWeek(date: string): string {
  const mondayBased = (dayOfWeekOf(date) + 6) % 7; // Monday 0 .. Sunday 6
  return addDaysToDate(date, -mondayBased);
}

/** The seven dates (Monday..Sunday) of the week containing `date`. */
export function weekDates(date: string): string[] {
  const monday = startOfWeek(date);
  return Array.from({ length: 7 }, (_, i) => addDaysToDate(monday, i));
}

/** The month as rows of 7 cells, Monday first; cells outside the month are null. */
export function monthGrid(ym: YearMonth): (string | null)[][] {
  const first = isoDate(ym.year, ym.month, 1);
  const daysInMonth = new Date(Date.UTC(ym.year, ym.month, 0)).getUTCDate();
  const lead = (dayOfWeekOf(first) + 6) % 7;
  const cells: (string | null)[] = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: daysInMonth }, (_, i) => isoDate(ym.year, ym.month, i + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
}

/** '2030-12-01' → '1 Aralık 2030 Pazar' (the long Turkish form). */
export function formatLongDate(date: string): string {
  const { year, month } = yearMonthOf(date);
  return `${Number(date.slice(8, 10))} ${MONTH_NAMES[month - 1]} ${year} ${WEEKDAY_NAMES[dayOfWeekOf(date)]}`;
}

/** '2030-12-01' → '01.12.2030' */
export function formatShortDate(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

/** '2030-11-25' → '25 Kasım – 1 Aralık 2030' (the week starting that Monday). */
export function weekLabel(monday: string): string {
  const sunday = addDaysToDate(monday, 6);
  const dayMonth = (d: string) => `${Number(d.slice(8, 10))} ${MONTH_NAMES[Number(d.slice(5, 7)) - 1]}`;
  const startYear = monday.slice(0, 4) === sunday.slice(0, 4) ? '' : ` ${monday.slice(0, 4)}`;
  return `${dayMonth(monday)}${startYear} – ${dayMonth(sunday)} ${sunday.slice(0, 4)}`;
}
