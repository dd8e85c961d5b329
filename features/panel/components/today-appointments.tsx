// Today's appointments on the home screen: time, customer, service, staff and status, in order.
import { AppointmentStatusBadge } from '@/features/appointments/components/shared/appointment-status-badge';
import type { HomeAppointment } from '@/features/panel/server/home';
import type { AppointmentStatus } from '@/platform/db/schema';

export function TodayAppointments({ items }: { items: HomeAppointment[] }) {
  if (items.length === 0) {
    return <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">Bugün için randevu yok.</p>;
  }
  return (
    <ul className="grid gap-2" aria-label="Bugünkü randevular">
      {items.map((a) => (
        <li key={a.id} className="flex items-start gap-3 rounded-lg border bg-background p-3">
          <span className="w-24 shrink-0 text-sm font-semibold tabular-nums">{a.startTime}{a.endTime ? `–${a.endTime}` : ''}</span>
          <div className="min-w-0 flex-1">
            <p className="user-text text-sm font-medium">{a.customerName}</p>
            <p className="user-text text-sm text-muted-foreground">{[a.serviceName, a.staffName].filter(Boolean).join(' · ')}</p>
          </div>
          <AppointmentStatusBadge status={a.status as AppointmentStatus} />
        </li>
      ))}
    </ul>
  );
}
