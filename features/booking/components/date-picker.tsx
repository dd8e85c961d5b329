'use client';
// The booking date picker (spec 1 §2): a week view and a month view, Monday first, Turkish
// day and month names, a previous-period button, past dates disabled. Dates are
// 'YYYY-MM-DD' strings; `today` is Istanbul's date, passed in so nothing here reads a clock.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  addMonths, compareYearMonth, formatLongDate, monthGrid, monthLabel, startOfWeek, WEEKDAY_LABELS, weekDates, weekLabel, type YearMonth,
} from '@/platform/time/calendar';
import { lastBookableDate } from '@/features/booking/rules/slots';
import { addDaysToDate } from '@/platform/time/istanbul';
import { cn } from '@/components/ui/utils';

export type CalendarView = 'week' | 'month';

export interface DatePickerProps {
  today: string;
  value: string | null;
  onChange: (date: string) => void;
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  /** Monday of the week shown in week view. */
  week: string;
  onWeekChange: (monday: string) => void;
  month: YearMonth;
  onMonthChange: (month: YearMonth) => void;
}

function DayButton({ date, today, selected, onSelect, compact }: {
  date: string; today: string; selected: boolean; onSelect: (d: string) => void; compact?: boolean;
}) {
  // Before today, or past the booking horizon (the server refuses those too).
  const unavailable = date < today || date > lastBookableDate(today);
  return (
    <button
      type="button"
      disabled={unavailable}
      aria-pressed={selected}
      aria-label={`${formatLongDate(date)}${date === today ? ' (bugün)' : ''}`}
      onClick={() => onSelect(date)}
      className={cn(
        'flex flex-col items-center justify-center rounded-md border text-sm transition-colors',
        compact ? 'h-10' : 'h-16 gap-0.5',
        'disabled:cursor-not-allowed disabled:border-transparent disabled:text-muted-foreground/60 disabled:line-through',
        selected ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background hover:bg-accent',
        !selected && date === today && 'border-primary',
      )}
    >
      <span className={cn(!compact && 'text-lg font-semibold')}>{Number(date.slice(8, 10))}</span>
    </button>
  );
}

export function DatePicker(props: DatePickerProps) {
  const { today, value, onChange, view, week, month } = props;
  const currentWeek = startOfWeek(today);
  const currentMonth = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  const canGoBack = view === 'week' ? week > currentWeek : compareYearMonth(month, currentMonth) > 0;
  const days = weekDates(week);
  const title = view === 'week' ? weekLabel(week) : monthLabel(month);

  const step = (direction: 1 | -1) => {
    if (view === 'week') props.onWeekChange(addDaysToDate(week, 7 * direction));
    else props.onMonthChange(addMonths(month, direction));
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" onClick={() => step(-1)} disabled={!canGoBack}
            aria-label={view === 'week' ? 'Önceki hafta' : 'Önceki ay'}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <p className="min-w-40 text-center text-sm font-medium" aria-live="polite">{title}</p>
          <Button variant="outline" size="icon" onClick={() => step(1)} aria-label={view === 'week' ? 'Sonraki hafta' : 'Sonraki ay'}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div className="inline-flex rounded-md border p-0.5" role="group" aria-label="Takvim görünümü">
          {(['week', 'month'] as const).map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => props.onViewChange(v)}
              className={cn('rounded px-3 py-1.5 text-sm font-medium', view === v ? 'bg-secondary text-secondary-foreground' : 'hover:bg-accent')}>
              {v === 'week' ? 'Hafta' : 'Ay'}
            </button>
          ))}
        </div>
      </div>

      <div className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-muted-foreground" aria-hidden="true">
        {WEEKDAY_LABELS.map((label) => <span key={label}>{label}</span>)}
      </div>
      {view === 'week' ? (
        <div className="grid grid-cols-7 gap-1">
          {days.map((date) => (
            <DayButton key={date} date={date} today={today} selected={value === date} onSelect={onChange} />
          ))}
        </div>
      ) : (
        <div className="grid gap-1">
          {monthGrid(month).map((row, i) => (
            <div key={i} className="grid grid-cols-7 gap-1">
              {row.map((date, j) => date
                ? <DayButton key={date} date={date} today={today} selected={value === date} onSelect={onChange} compact />
                : <span key={`empty-${j}`} />)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
