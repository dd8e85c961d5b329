// What the colours mean, under the grid.
import { STATUS_LABELS, type AppointmentStatus } from '@/features/appointments/rules/status';
import { cn } from '@/components/ui/utils';
import { STRIPES, SWATCH_CLASSES } from './status-style';

const SHOWN: AppointmentStatus[] = ['scheduled', 'confirmed', 'completed', 'no_show', 'cancelled'];

export function CalendarLegend() {
  return (
    <ul aria-label="Renklerin anlamı" className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted-foreground">
      {SHOWN.map((s) => (
        <li key={s} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('inline-block h-3 w-4 rounded-sm', SWATCH_CLASSES[s])} />{STATUS_LABELS[s]}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block h-3 w-4 rounded-sm border border-gray-300 bg-gray-100" style={{ backgroundImage: STRIPES }} />Kapalı saat
      </li>
      <li className="flex items-center gap-1.5"><span aria-hidden="true" className="inline-block h-3 w-4 rounded-sm border bg-gray-100" />Çalışma saati dışı</li>
    </ul>
  );
}
