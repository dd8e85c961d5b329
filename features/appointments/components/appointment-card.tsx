// One row of /randevularim: salon link, service, status, date dd.mm.yyyy, time, staff, price, notes,
// and for a salon's cancellation its reason.
import Link from 'next/link';
import { CalendarDays, Clock, UserRound } from 'lucide-react';
import { formatCalendarDate } from '@/platform/time/format-date';
import type { CustomerAppointment } from '@/features/appointments/server/customer-appointments';
import { formatPrice } from '@/platform/text/format';
import { AppointmentStatusBadge, SalonCancellationNote } from './shared/appointment-status-badge';
import { CancelAppointmentButton } from './cancel-own-appointment-button';

export function AppointmentCard({ appointment: a }: { appointment: CustomerAppointment }) {
  const date = formatCalendarDate(a.appointmentDate);
  const time = a.endTime ? `${a.startTime} - ${a.endTime}` : a.startTime;
  const service = a.serviceName ?? 'Bilinmeyen Hizmet';
  return (
    <li className="rounded-xl border bg-card p-4 shadow-sm sm:p-5" data-testid="appointment">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">
            <Link href={`/salon/${a.salonId}`} className="hover:text-primary hover:underline">
              {a.salonName ?? 'Bilinmeyen Salon'}
            </Link>
          </h2>
          <p className="text-muted-foreground">{service}</p>
        </div>
        <AppointmentStatusBadge status={a.status} />
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex items-center gap-2">
          <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="sr-only">Tarih</dt>
          <dd>{date}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="sr-only">Saat</dt>
          <dd>{time}</dd>
        </div>
        <div className="flex items-center gap-2">
          <UserRound className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="sr-only">Personel</dt>
          <dd>{a.staffName ?? 'Bilinmeyen Personel'}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">Ücret</dt>
          <dd className="font-semibold">{formatPrice(a.price)}</dd>
        </div>
      </dl>
      {a.status === 'cancelled' && a.cancelledBy === 'salon' ? <SalonCancellationNote reason={a.cancelReason} className="mt-3" /> : null}
      {a.notes ? (
        <p className="user-text mt-3 rounded-md bg-muted p-3 text-sm whitespace-pre-line">
          <span className="font-medium">Not: </span>
          {a.notes}
        </p>
      ) : null}
      {a.cancellable ? (
        <div className="mt-3 flex justify-end">
          <CancelAppointmentButton appointmentId={a.id} summary={`${a.salonName ?? ''}, ${date} ${a.startTime}`} />
        </div>
      ) : null}
    </li>
  );
}
