// Appointments of the day whose staff member is no longer active (or none was given): not
// lost, listed under the grid and opened the same way.
import type { CalendarAppointment } from '@/features/appointments/server/calendar';
import { STATUS_LABELS } from '@/features/appointments/rules/status';
import { appointmentLabel } from './appointment-card';

export function UnassignedList({ items, onOpen }: { items: CalendarAppointment[]; onOpen: (id: string) => void }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="unassigned-heading" className="grid gap-2 rounded-xl border bg-background p-3">
      <h2 id="unassigned-heading" className="text-sm font-semibold">Aktif bir personele bağlı olmayan randevular</h2>
      <ul className="grid gap-1">
        {items.map((a) => (
          <li key={a.id}>
            <button type="button" onClick={() => onOpen(a.id)} aria-label={appointmentLabel(a)}
              className="user-text flex w-full gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted">
              <span className="shrink-0 font-semibold tabular-nums">{a.startTime}</span>
              <span className="min-w-0 flex-1">{a.customerName}{a.serviceName ? ` · ${a.serviceName}` : ''}</span>
              <span className="shrink-0 text-muted-foreground">{STATUS_LABELS[a.status]}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
