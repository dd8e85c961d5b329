// A column's heading: the staff member (day view) or the date (week view, a link to that
// day), with their hours that day or why they have none.
import Link from 'next/link';
import type { CalendarColumn } from '@/features/appointments/server/calendar';
import { minutesToTime } from '@/platform/time/istanbul';
import { cn } from '@/components/ui/utils';

const OFF_LABELS = { salon_closed: 'Salon kapalı', time_off: 'İzinli', not_working: 'Çalışmıyor' } as const;

function hoursText(column: CalendarColumn): string {
  if (column.off) return OFF_LABELS[column.off];
  const first = column.windows[0];
  const last = column.windows[column.windows.length - 1];
  return first && last ? `${minutesToTime(first[0])}–${minutesToTime(last[1])}` : '';
}

export function ColumnHeader({ title, column, href, isToday = false }: { title: string; column: CalendarColumn; href?: string; isToday?: boolean }) {
  const name = <span className={cn('block truncate text-sm font-semibold', isToday && 'text-primary')}>{title}</span>;
  return (
    <div className="min-w-0" title={title}>
      {href ? <Link href={href} className="block rounded hover:underline" aria-current={isToday ? 'date' : undefined}>{name}</Link> : name}
      <span className={cn('block truncate text-[11px] tabular-nums', column.off ? 'font-medium text-amber-800' : 'text-muted-foreground')}>
        {hoursText(column)}
      </span>
    </div>
  );
}
