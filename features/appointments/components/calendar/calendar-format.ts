// Dates and times as the calendar shows them, in Turkish. Browser-safe. Dates are calendar
// dates ('YYYY-MM-DD'), formatted at UTC midnight so no time zone can move them a day.
const longDay = new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortDay = new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', weekday: 'short', day: 'numeric' });
const dayMonth = new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', day: 'numeric', month: 'long' });

const at = (date: string) => new Date(`${date}T00:00:00Z`);

/** '24 Kasım 2026 Salı' */
export function formatLongDate(date: string): string {
  return longDay.format(at(date));
}

/** '24 Sal' */
export function formatShortDate(date: string): string {
  return shortDay.format(at(date));
}

/** '23 Kasım – 29 Kasım' */
export function formatWeekSpan(first: string, last: string): string {
  return `${dayMonth.format(at(first))} – ${dayMonth.format(at(last))}`;
}

/** '10:00–10:45' */
export function formatSpan(startTime: string, endTime: string): string {
  return `${startTime}–${endTime}`;
}
