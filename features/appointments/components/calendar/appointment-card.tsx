// One appointment on the grid: a button placed on its rows (and its lane when it overlaps
// another), coloured by status, showing time, customer and service. Tapping opens the sheet.
import { Phone } from 'lucide-react';
import type { CalendarAppointment } from '@/features/appointments/server/calendar';
import { STATUS_LABELS } from '@/features/appointments/rules/status';
import { cn } from '@/components/ui/utils';
import { APPOINTMENT_CLASSES } from './status-style';
import { itemStyle, type ItemPlacement } from './item-placement';

/** '10:30 Ayşe Yılmaz, Saç Kesimi, Onaylandı' */
export function appointmentLabel(a: Pick<CalendarAppointment, 'startTime' | 'customerName' | 'serviceName' | 'status'>): string {
  return [`${a.startTime} ${a.customerName}`, a.serviceName, STATUS_LABELS[a.status] ?? a.status].filter(Boolean).join(', ');
}

export function AppointmentCard({ appointment: a, placement, onOpen }: {
  appointment: CalendarAppointment;
  placement: ItemPlacement;
  onOpen: (id: string) => void;
}) {
  const short = placement.rowEnd - placement.rowStart <= 3; // 15 minutes or less: one line
  return (
    <button type="button" onClick={() => onOpen(a.id)} aria-label={appointmentLabel(a)} title={appointmentLabel(a)}
      data-status={a.status}
      className={cn('z-[2] flex flex-col justify-start overflow-hidden rounded-md px-1.5 text-left text-[11px] leading-tight shadow-xs transition-colors focus-visible:z-10',
        short ? 'py-0' : 'py-0.5', APPOINTMENT_CLASSES[a.status])}
      style={itemStyle(placement)}>
      <span className="flex min-w-0 items-center gap-1">
        <span className="shrink-0 font-semibold tabular-nums">{a.startTime}</span>
        <span className="truncate font-medium">{a.customerName}</span>
        {a.source === 'salon' ? <Phone className="size-3 shrink-0 opacity-60" aria-hidden="true" /> : null}
      </span>
      {short || !a.serviceName ? null : <span className="block truncate">{a.serviceName}</span>}
    </button>
  );
}
