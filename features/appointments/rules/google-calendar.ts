// "Add to Google Calendar" link for an appointment: Google's event template URL with the
// salon's wall-clock times and ctz=Europe/Istanbul, so it lands at the right hour anywhere.
import { TIME_ZONE } from '@/platform/time/istanbul';
import { icsLocalDateTime, type CalendarEvent } from './ics';

export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${icsLocalDateTime(event.date, event.startTime)}/${icsLocalDateTime(event.date, event.endTime)}`,
    ctz: TIME_ZONE,
  });
  if (event.location) params.set('location', event.location);
  if (event.description) params.set('details', event.description);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
