// The calendar's navigation, all links so the back button works: the day (or week) shown,
// 'Önceki' / 'Bugün' / 'Sonraki', the date picker and the 'Gün' / 'Hafta' switch.
import Link from 'next/link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { calendarHref, mondayOf, stepDate, weekDates, type CalendarQuery, type CalendarView } from '@/features/appointments/rules/calendar-layout';
import { cn } from '@/components/ui/utils';
import { formatLongDate, formatWeekSpan } from './calendar-format';
import { DateJump } from './date-jump';

interface Props {
  query: CalendarQuery;
  today: string;
  /** The staff member the week view opens with (the shown one, else the first). */
  staffId: string | null;
}

const VIEWS: { view: CalendarView; label: string }[] = [{ view: 'gun', label: 'Gün' }, { view: 'hafta', label: 'Hafta' }];

export function CalendarToolbar({ query, today, staffId }: Props) {
  const week = weekDates(mondayOf(query.date));
  const heading = query.view === 'hafta' ? formatWeekSpan(week[0], week[6]) : formatLongDate(query.date);
  const isCurrent = query.view === 'hafta' ? week.includes(today) : query.date === today;
  const href = (date: string) => calendarHref({ ...query, date });
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">Takvim</h1>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {heading}{isCurrent ? (query.view === 'hafta' ? ' · Bu hafta' : ' · Bugün') : ''}
          </p>
        </div>
        <nav aria-label="Görünüm" className="inline-flex rounded-md border bg-background p-0.5">
          {VIEWS.map(({ view, label }) => (
            <Link key={view} href={calendarHref({ ...query, view, staffId })} aria-current={query.view === view ? 'page' : undefined}
              className={cn('rounded px-3 py-1.5 text-sm font-medium text-muted-foreground hover:text-foreground',
                query.view === view && 'bg-primary text-primary-foreground hover:text-primary-foreground')}>
              {label}
            </Link>
          ))}
        </nav>
      </div>
      <nav aria-label="Tarih" className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={href(stepDate(query.date, query.view, -1))} aria-label={query.view === 'hafta' ? 'Önceki hafta' : 'Önceki gün'}>
            <ChevronLeft aria-hidden="true" /> Önceki
          </Link>
        </Button>
        <Button asChild variant={isCurrent ? 'secondary' : 'outline'} size="sm">
          <Link href={href(today)}>Bugün</Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={href(stepDate(query.date, query.view, 1))} aria-label={query.view === 'hafta' ? 'Sonraki hafta' : 'Sonraki gün'}>
            Sonraki <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
        <DateJump query={query} />
      </nav>
    </div>
  );
}
