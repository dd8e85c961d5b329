// "Add to calendar": the .ics download and a Google Calendar link for one appointment.
import { CalendarPlus, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { appointmentCalendarEvent } from '@/features/appointments/rules/appointment-event';
import { googleCalendarUrl } from '@/features/appointments/rules/google-calendar';
import type { AppointmentDetails } from '@/features/appointments/server/appointments';
import { formatPrice } from '@/platform/text/format';

export function CalendarLinks({ appointment, token }: { appointment: AppointmentDetails; token: string }) {
  const event = appointmentCalendarEvent(appointment, { formatAmount: formatPrice });
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <a href={`/api/appointments/${token}/ics`} download={`randevu-${appointment.date}.ics`}>
          <Download aria-hidden="true" />
          Takvime Ekle (.ics)
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          <CalendarPlus aria-hidden="true" />
          Google Takvim&apos;e Ekle
          <span className="sr-only"> (yeni sekmede açılır)</span>
        </a>
      </Button>
    </div>
  );
}
