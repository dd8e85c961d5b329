// What is about to be booked, just above the confirm button.
import { formatLongDate } from '@/platform/time/calendar';
import { formatPrice } from '@/platform/text/format';
import { minutesToTime, timeToMinutes } from '@/platform/time/istanbul';
import type { BookingFormService } from './types';

export function BookingSummary({ salonName, service, staffName, date, time, durationMinutes }: {
  salonName: string; service: BookingFormService | null; staffName: string | null; date: string | null; time: string | null;
  durationMinutes: number | null;
}) {
  if (!service) return null;
  const end = time && durationMinutes ? minutesToTime(timeToMinutes(time) + durationMinutes) : null;
  const rows: [string, string | null][] = [
    ['Salon', salonName],
    ['Hizmet', service.name],
    ['Personel', staffName],
    ['Tarih', date ? formatLongDate(date) : null],
    ['Saat', time ? (end ? `${time} - ${end}` : time) : null],
    ['Tutar', service.price > 0 ? formatPrice(service.price) : null],
  ];
  return (
    <section aria-label="Randevu özeti" className="rounded-xl border border-dashed bg-muted p-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.filter(([, v]) => v).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
