// Dates as Turkish customers read them: dd.mm.yyyy, in Istanbul time whatever the server's zone.
import { TIME_ZONE } from '@/platform/time/istanbul';

const dateFormatter = new Intl.DateTimeFormat('tr-TR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/** An instant (ISO timestamp) → '05.03.2030' in Istanbul. */
export function formatInstantDate(iso: string): string {
  return dateFormatter.format(new Date(iso));
}

/** A calendar date 'YYYY-MM-DD' → '05.03.2030' (no zone involved). */
export function formatCalendarDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}
