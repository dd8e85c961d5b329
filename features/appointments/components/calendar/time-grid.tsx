'use client';
// The calendar grid, built with CSS grid on our own primitives. No calendar library: the day
// view needs resource columns (one per staff member), which FullCalendar only has in its paid
// premium plugins, and react-big-calendar would add ~100 KB to the panel for what a grid of
// rows and columns does here in a few small files.
//
// One scroll box holds a sticky header row (staff names or week days) and the body (the hour
// gutter, sticky on the left, and one column per staff member or day). On a phone the day
// view shows one staff member (the switch above picks who); from 'sm' up every column shows,
// at least 7.5rem wide, so more than about six staff scroll sideways inside this box only.
// The week view keeps its seven days and scrolls inside the box on a phone.
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import type { CalendarColumn as ColumnData } from '@/features/appointments/server/calendar';
import { nowOffsetRem, type MinuteSpan } from '@/features/appointments/rules/calendar-layout';
import { cn } from '@/components/ui/utils';
import { CalendarColumn, type ColumnHandlers } from './calendar-column';
import { TimeGutter } from './time-gutter';

export interface GridColumn {
  key: string;
  header: ReactNode;
  column: ColumnData;
  staffId: string;
  label: string;
  /** Day view on a phone: only the chosen staff member's column shows. */
  phoneHidden?: boolean;
}

interface Props extends ColumnHandlers {
  columns: GridColumn[];
  range: MinuteSpan;
  today: string;
  nowMinutes: number;
  layout: 'day' | 'week';
}

const TEMPLATES = {
  day: 'grid-cols-[3rem_minmax(0,1fr)] sm:grid-cols-[3rem_repeat(var(--cols),minmax(7.5rem,1fr))]',
  week: 'grid-cols-[2.75rem_repeat(7,minmax(5.5rem,1fr))]',
};
const MIN_WIDTHS = {
  day: 'sm:min-w-[calc(3rem_+_var(--cols)_*_7.5rem)]',
  week: 'min-w-[calc(2.75rem_+_7_*_5.5rem)]',
};

export function TimeGrid({ columns, range, today, nowMinutes, layout, ...handlers }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const showsToday = columns.some((c) => c.column.date === today);
  const firstDate = columns[0]?.column.date;

  // Open at the present hour on today's page (an hour of context above it), else at the top.
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const offset = showsToday ? nowOffsetRem(nowMinutes, range) : null;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    box.scrollTop = offset === null ? 0 : Math.max(0, (offset - 6) * rem);
    // Only when another day or week is shown, not on every refresh after an action.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstDate]);

  const template = TEMPLATES[layout];
  const style = { '--cols': String(columns.length) } as CSSProperties;
  const phoneHidden = (c: GridColumn) => (layout === 'day' && c.phoneHidden ? 'max-sm:hidden' : '');
  return (
    <div ref={scroller} className="relative max-h-[calc(100dvh-17rem)] min-h-96 overflow-auto overscroll-contain rounded-xl border bg-background lg:max-h-[calc(100dvh-14rem)]">
      {/* As wide as the columns' minimum, so the sticky header and gutter span the whole scroll width. */}
      <div className={MIN_WIDTHS[layout]} style={style}>
        <div className={cn('sticky top-0 z-20 grid border-b bg-background', template)}>
          <div className="sticky left-0 z-10 bg-background" />
          {columns.map((c) => (
            <div key={c.key} className={cn('min-w-0 border-l px-1.5 py-2 text-center', phoneHidden(c))}>{c.header}</div>
          ))}
        </div>
        <div className={cn('grid', template)}>
          <TimeGutter range={range} nowMinutes={showsToday ? nowMinutes : null} className="sticky left-0 z-10" />
          {columns.map((c) => (
            <CalendarColumn key={c.key} column={c.column} range={range} staffId={c.staffId} label={c.label}
              today={today} nowMinutes={nowMinutes} className={phoneHidden(c)} {...handlers} />
          ))}
        </div>
      </div>
    </div>
  );
}
