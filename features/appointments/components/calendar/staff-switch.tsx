// Whose column to show: chips linking to the same date with `personel` set. The day view on a
// phone shows one staff member at a time (from 'sm' up every column is on screen, so the
// chips hide there); the week view is always one staff member's.
import Link from 'next/link';
import type { CalendarStaff } from '@/features/appointments/server/calendar';
import { calendarHref, type CalendarQuery } from '@/features/appointments/rules/calendar-layout';
import { cn } from '@/components/ui/utils';

interface Props {
  staff: CalendarStaff[];
  selectedId: string | null;
  query: CalendarQuery;
  /** Only below 'sm' (the day view). */
  phoneOnly?: boolean;
}

export function StaffSwitch({ staff, selectedId, query, phoneOnly = false }: Props) {
  if (staff.length < 2) return null;
  return (
    <nav aria-label="Personel seçimi" className={cn(phoneOnly && 'sm:hidden')}>
      <ul className="flex flex-wrap gap-1.5">
        {staff.map((m) => {
          const active = m.id === selectedId;
          return (
            <li key={m.id} className="min-w-0 max-w-full">
              <Link href={calendarHref({ ...query, staffId: m.id })} replace scroll={false} aria-current={active ? 'true' : undefined}
                className={cn('block max-w-full truncate rounded-full border px-3 py-1.5 text-sm font-medium',
                  active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background text-muted-foreground hover:text-foreground')}>
                {m.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
