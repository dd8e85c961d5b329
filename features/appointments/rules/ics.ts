// An iCalendar (.ics, RFC 5545) file for one appointment, in Europe/Istanbul wall-clock time
// with a TZID and a matching VTIMEZONE, so calendar apps anywhere show the salon's local time.
// Pure: the caller passes `now` (DTSTAMP).
import { TIME_ZONE } from '@/platform/time/istanbul';

export interface CalendarEvent {
  /** Stable unique id (the appointment id). */
  uid: string;
  /** 'YYYY-MM-DD', Istanbul calendar date. */
  date: string;
  /** 'HH:MM' or 'HH:MM:SS', Istanbul wall clock. */
  startTime: string;
  endTime: string;
  summary: string;
  location?: string | null;
  description?: string | null;
  /** TENTATIVE until the salon confirms (the default), CANCELLED after a cancellation. */
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** The event's revision (RFC 5545 SEQUENCE): 0 when booked, higher for each later change. */
  sequence?: number;
}

/**
 * A revision number for a change made at `now`: seconds since 2024-01-01 UTC, so every later
 * change (a move, then a cancellation) carries a higher SEQUENCE than the one before, and a
 * calendar app replaces the event instead of keeping the old one (issue 28). Fits RFC 5545's
 * integer until 2092.
 */
export function revisionSequence(now: Date): number {
  return Math.max(1, Math.floor((now.getTime() - Date.UTC(2024, 0, 1)) / 1000));
}

/** '2030-12-01', '10:30' → '20301201T103000' (floating local form used with TZID). */
export function icsLocalDateTime(date: string, time: string): string {
  const [h, m] = time.split(':');
  return `${date.replaceAll('-', '')}T${h.padStart(2, '0')}${m.padStart(2, '0')}00`;
}

function icsUtcStamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * TEXT escaping (RFC 5545 §3.3.11). Every line break (CRLF, LF or a lone CR) becomes '\\n', so
 * a note cannot start a new property line; other control characters are dropped.
 */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 §3.1). */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: CalendarEvent, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//SalonRandevu//Randevu//TR',
    'CALSCALE:GREGORIAN',
    // A cancelled event is sent as a cancellation, so calendar apps remove it.
    `METHOD:${event.status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH'}`,
    // Türkiye has stayed on UTC+3 all year since September 2016.
    'BEGIN:VTIMEZONE',
    `TZID:${TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:20160907T000000',
    'TZOFFSETFROM:+0300',
    'TZOFFSETTO:+0300',
    'TZNAME:+03',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}@salonrandevu`,
    `DTSTAMP:${icsUtcStamp(now)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTART;TZID=${TIME_ZONE}:${icsLocalDateTime(event.date, event.startTime)}`,
    `DTEND;TZID=${TIME_ZONE}:${icsLocalDateTime(event.date, event.endTime)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    `STATUS:${event.status ?? 'TENTATIVE'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
