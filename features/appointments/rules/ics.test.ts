import { describe, expect, it } from 'vitest';
import { googleCalendarUrl } from './google-calendar';
import { buildIcs, escapeIcsText, foldIcsLine, revisionSequence } from './ics';

const event = {
  uid: '0b9f3c2e-1111-4222-8333-944455556666',
  date: '2030-12-01',
  startTime: '10:30:00',
  endTime: '11:15',
  summary: 'Saç Kesimi – Işıl Güzellik Salonu',
  location: 'Caferağa Mah. Moda Cad. No:12, Kadıköy, İstanbul',
  description: 'Personel: Ayşe Yılmaz\nTutar: ₺450,00',
};

describe('ics file', () => {
  const ics = buildIcs(event, new Date('2030-11-20T08:00:00.123Z'));
  const unfolded = ics.replace(/\r\n /g, '');

  it('is a VCALENDAR with CRLF line endings', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('gives start and end in Istanbul wall-clock time with a TZID and its VTIMEZONE', () => {
    expect(unfolded).toContain('DTSTART;TZID=Europe/Istanbul:20301201T103000\r\n');
    expect(unfolded).toContain('DTEND;TZID=Europe/Istanbul:20301201T111500\r\n');
    expect(unfolded).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Istanbul\r\n');
    expect(unfolded).toContain('TZOFFSETTO:+0300');
    expect(unfolded).toContain('DTSTAMP:20301120T080000Z\r\n');
    expect(unfolded).toContain(`UID:${event.uid}@salonrandevu\r\n`);
    expect(unfolded).toContain('STATUS:TENTATIVE');
  });

  it('publishes a booking as revision 0; a later change raises SEQUENCE, a cancellation is METHOD:CANCEL (issue 28)', () => {
    expect(unfolded).toContain('METHOD:PUBLISH\r\n');
    expect(unfolded).toContain('SEQUENCE:0\r\n');
    const moved = revisionSequence(new Date('2030-11-21T08:00:00Z'));
    const cancelled = revisionSequence(new Date('2030-11-21T08:00:01Z'));
    expect(moved).toBeGreaterThan(0);
    expect(cancelled).toBeGreaterThan(moved);
    const cancel = buildIcs({ ...event, status: 'CANCELLED', sequence: cancelled }, new Date('2030-11-21T08:00:01Z'));
    expect(cancel).toContain('METHOD:CANCEL\r\n');
    expect(cancel).toContain(`SEQUENCE:${cancelled}\r\n`);
    expect(cancel).toContain('STATUS:CANCELLED\r\n');
  });

  it('escapes text and keeps Turkish letters intact', () => {
    expect(unfolded).toContain('SUMMARY:Saç Kesimi – Işıl Güzellik Salonu\r\n');
    expect(unfolded).toContain('LOCATION:Caferağa Mah. Moda Cad. No:12\\, Kadıköy\\, İstanbul\r\n');
    expect(unfolded).toContain('DESCRIPTION:Personel: Ayşe Yılmaz\\nTutar: ₺450\\,00\r\n');
    expect(escapeIcsText('a;b\\c')).toBe('a\\;b\\\\c');
  });

  it('turns every kind of line break into \\n, so a note cannot add a property line', () => {
    expect(escapeIcsText('a\r\nb\nc\rd')).toBe('a\\nb\\nc\\nd');
    expect(escapeIcsText('x\rATTENDEE:mailto:evil@example.com')).not.toMatch(/[\r\n]/);
    expect(escapeIcsText('tab\there\u0007')).toBe('tab\there');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'ş'.repeat(100)}`);
    const encoder = new TextEncoder();
    for (const line of folded.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'ş'.repeat(100)}`);
  });
});

describe('google calendar link', () => {
  it('opens an event template at the salon’s local times in Europe/Istanbul', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20301201T103000/20301201T111500');
    expect(url.searchParams.get('ctz')).toBe('Europe/Istanbul');
    expect(url.searchParams.get('text')).toBe(event.summary);
    expect(url.searchParams.get('location')).toBe(event.location);
  });
});
