// One column of the grid (a staff member's day, or one day of a staff member's week): rows of
// 5 minutes with hour lines; outside working hours and the break shaded grey, time off
// hatched; a button for every free 15-minute slot a booking can start in (inside working
// hours, not past); the appointments and blocks on their rows, side by side where they
// overlap; and the red line at Istanbul's current time when the column is today.
// In DOM order by time, so the keyboard walks the day from morning to evening.
import type { ReactNode } from 'react';
import type { CalendarAppointment, CalendarBlock, CalendarColumn as ColumnData } from '@/features/appointments/server/calendar';
import {
  gridLines, isWorkingMinute, nowOffsetRem, offHours, placeOverlapping, ROW_REM, rowCount, SLOT_MINUTES, slotStarts,
  type MinuteSpan,
} from '@/features/appointments/rules/calendar-layout';
import { minutesToTime } from '@/platform/time/istanbul';
import { WALK_IN_GRACE_MINUTES } from '@/features/appointments/schema.panel';
import { cn } from '@/components/ui/utils';
import { AppointmentCard } from './appointment-card';
import { BlockCard } from './block-card';
import { STRIPES } from './status-style';

export interface ColumnHandlers {
  /** A free slot was tapped: a booking for this staff member, date and minute. */
  onSlot?: (staffId: string, date: string, minutes: number) => void;
  onAppointment: (id: string) => void;
  onBlock: (block: CalendarBlock) => void;
}

interface Props extends ColumnHandlers {
  column: ColumnData;
  range: MinuteSpan;
  staffId: string;
  /** For screen readers: whose or which day this column is ('Ayşe Yılmaz', '24 Kasım Salı'). */
  label: string;
  today: string;
  nowMinutes: number;
  className?: string;
}

type Entry =
  | { kind: 'slot'; start: number }
  | { kind: 'appointment'; start: number; item: CalendarAppointment; lane: number; lanes: number }
  | { kind: 'block'; start: number; item: CalendarBlock; lane: number; lanes: number };

const HOUR_REM = (60 / 5) * ROW_REM;
/** Hour lines and fainter half-hour lines, drawn by the background: no element per line. */
const LINES = {
  backgroundImage: 'linear-gradient(to bottom, var(--border) 0 1px, transparent 1px), linear-gradient(to bottom, rgb(0 0 0 / 0.035) 0 1px, transparent 1px)',
  backgroundSize: `100% ${HOUR_REM}rem, 100% ${HOUR_REM / 2}rem`,
};

/** Whether a tap on this slot offers a booking: a working minute, today (also earlier today: a visit already made) or later. */
function slotOpen(column: ColumnData, start: number, today: string, nowMinutes: number): boolean {
  if (!isWorkingMinute(column.windows, start)) return false;
  if (column.date < today) return false;
  return column.date > today || start + SLOT_MINUTES > nowMinutes - WALK_IN_GRACE_MINUTES;
}

function entriesOf(column: ColumnData, range: MinuteSpan, slots: boolean, today: string, nowMinutes: number): Entry[] {
  const items = placeOverlapping<MinuteSpan & ({ kind: 'appointment'; item: CalendarAppointment } | { kind: 'block'; item: CalendarBlock })>([
    ...column.appointments.map((item) => ({ kind: 'appointment' as const, item, start: item.start, end: item.end })),
    ...column.blocks.map((item) => ({ kind: 'block' as const, item, start: item.start, end: item.end })),
  ]).map(({ item, lane, lanes }) => ({ ...item, lane, lanes }) as Entry);
  const free: Entry[] = slots
    ? slotStarts(range).filter((m) => slotOpen(column, m, today, nowMinutes)).map((start) => ({ kind: 'slot', start }))
    : [];
  return [...free, ...items].sort((a, b) => a.start - b.start || (a.kind === 'slot' ? -1 : 1) - (b.kind === 'slot' ? -1 : 1));
}

export function CalendarColumn({ column, range, staffId, label, today, nowMinutes, className, onSlot, onAppointment, onBlock }: Props) {
  const rows = rowCount(range);
  const now = column.date === today ? nowOffsetRem(nowMinutes, range) : null;
  const shaded = offHours(column.windows, range);
  const entries = entriesOf(column, range, Boolean(onSlot), today, nowMinutes);

  const render = (entry: Entry): ReactNode => {
    if (entry.kind === 'slot') {
      const lines = gridLines({ start: entry.start, end: entry.start + SLOT_MINUTES }, range);
      if (!lines) return null;
      // A slot already under way today starts the booking at the present minute (a walk-in).
      const time = minutesToTime(entry.start);
      return (
        <button key={`s${entry.start}`} type="button" aria-label={`${time} boş, ${label}: yeni randevu`}
          onClick={() => onSlot?.(staffId, column.date, entry.start)}
          className="group z-[1] col-start-1 rounded-sm text-left outline-offset-[-2px] hover:bg-primary/10 focus-visible:bg-primary/10"
          style={{ gridRow: `${lines.rowStart} / ${lines.rowEnd}` }}>
          <span className="hidden px-1 text-[10px] text-primary group-hover:inline group-focus-visible:inline" aria-hidden="true">+ {time}</span>
        </button>
      );
    }
    const lines = gridLines(entry.item, range);
    if (!lines) return null;
    const placement = { ...lines, lane: entry.lane, lanes: entry.lanes };
    return entry.kind === 'appointment'
      ? <AppointmentCard key={entry.item.id} appointment={entry.item} placement={placement} onOpen={onAppointment} />
      : <BlockCard key={entry.item.id} block={entry.item} placement={placement} onOpen={onBlock} />;
  };

  return (
    <div role="group" aria-label={label}
      className={cn('relative grid grid-cols-[minmax(0,1fr)] border-l', className)}
      style={{ gridTemplateRows: `repeat(${rows}, ${ROW_REM}rem)`, ...LINES }}>
      {shaded.map((span) => {
        const lines = gridLines(span, range);
        if (!lines) return null;
        const isBreak = column.break !== null && span.start === column.break[0] && span.end === column.break[1];
        return (
          <div key={`o${span.start}`} aria-hidden="true"
            className="pointer-events-none z-0 col-start-1 overflow-hidden bg-gray-100 px-1 text-[10px] text-muted-foreground"
            style={{ gridRow: `${lines.rowStart} / ${lines.rowEnd}`, ...(column.off === 'time_off' ? { backgroundImage: STRIPES } : {}) }}>
            {isBreak ? 'Mola' : null}
          </div>
        );
      })}
      {entries.map(render)}
      {now !== null ? (
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 z-[3] h-0.5 -translate-y-px bg-red-600" style={{ top: `${now}rem` }} />
      ) : null}
    </div>
  );
}
