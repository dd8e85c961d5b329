// One appointment as a calendar event, shared by the .ics download and the Google Calendar
// link so both say the same thing.
import type { CalendarEvent } from './ics';

export interface AppointmentForCalendar {
  id: string;
  status: string;
  date: string;
  startTime: string;
  endTime: string;
  totalAmount: number;
  serviceName: string;
  staffName: string;
  salon: { name: string; address: string | null; phone: string | null; cityName: string | null; districtName: string | null };
}

export function salonLocation(salon: AppointmentForCalendar['salon']): string {
  return [salon.address, salon.districtName, salon.cityName].filter(Boolean).join(', ');
}

export function appointmentCalendarEvent(
  a: AppointmentForCalendar, options: { manageUrl?: string; formatAmount: (n: number) => string },
): CalendarEvent {
  const description = [
    `Hizmet: ${a.serviceName}`,
    `Personel: ${a.staffName}`,
    a.totalAmount > 0 ? `Tutar: ${options.formatAmount(a.totalAmount)}` : null,
    a.salon.phone ? `Salon telefonu: ${a.salon.phone}` : null,
    'Lütfen randevu saatinden 10 dakika önce salonda olun.',
    options.manageUrl ? `Randevuyu görüntüle veya iptal et: ${options.manageUrl}` : null,
  ].filter(Boolean).join('\n');
  return {
    uid: a.id,
    date: a.date,
    startTime: a.startTime,
    endTime: a.endTime,
    summary: `${a.serviceName} – ${a.salon.name}`,
    location: salonLocation(a.salon) || a.salon.name,
    description,
    status: a.status === 'cancelled' ? 'CANCELLED' : a.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
  };
}
