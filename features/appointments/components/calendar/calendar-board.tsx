'use client';
// The interactive part of /panel/takvim: 'Yeni Randevu' and 'Zaman Kapat', the staff switch,
// the grid (a day of every staff member, or one staff member's week), and the sheets and
// dialogs a tap opens. The page (a server component) loads the data and checks the rights.
import { useEffect, useRef, useState } from 'react';
import type { CalendarBlock, CalendarDay, CalendarWeek, CalendarColumn, CalendarStaff } from '@/features/appointments/server/calendar';
import { calendarHref, SLOT_MINUTES, type CalendarQuery, type MinuteSpan } from '@/features/appointments/rules/calendar-layout';
import { minutesToTime } from '@/platform/time/istanbul';
import { AppointmentSheet } from './appointment-sheet';
import { BlockDialog } from './block-dialog';
import { BlockSheet } from './block-sheet';
import { formatLongDate, formatShortDate } from './calendar-format';
import { CalendarLegend } from './calendar-legend';
import { ColumnHeader } from './column-header';
import { NewAppointmentDialog, type BookingPrefill } from './new-appointment-dialog';
import { StaffSwitch } from './staff-switch';
import { TimeGrid, type GridColumn } from './time-grid';
import { UnassignedList } from './unassigned-list';

export type CalendarBoardData =
  | { layout: 'day'; day: CalendarDay; selectedStaffId: string }
  | { layout: 'week'; week: CalendarWeek; member: CalendarStaff };

interface Props {
  data: CalendarBoardData;
  query: CalendarQuery;
  rights: { create: boolean; edit: boolean; bill: boolean };
}

const LAST_START = 1440 - SLOT_MINUTES;

/** Where a booking or block starts by default: the next quarter hour today, else the first working minute. */
function defaultStart(column: CalendarColumn | undefined, range: MinuteSpan, today: string, nowMinutes: number): number {
  if (column?.date === today) return Math.min(LAST_START, Math.ceil(nowMinutes / SLOT_MINUTES) * SLOT_MINUTES);
  return column?.windows[0]?.[0] ?? range.start;
}

export function CalendarBoard({ data, query, rights }: Props) {
  const [appointmentId, setAppointmentId] = useState<string | null>(null);
  const [block, setBlock] = useState<CalendarBlock | null>(null);
  const [prefill, setPrefill] = useState<BookingPrefill | null>(null);
  const bookingTrigger = useRef<HTMLButtonElement>(null);
  const opened = useRef<BookingPrefill | null>(null);

  const isDay = data.layout === 'day';
  const source = isDay ? data.day : data.week;
  const { today, nowMinutes, range, services } = source;
  const staff: CalendarStaff[] = isDay ? data.day.staff.map(({ id, name }) => ({ id, name })) : data.week.staff;
  const selectedId = isDay ? data.selectedStaffId : data.member.id;
  const staffName = (id: string) => staff.find((m) => m.id === id)?.name ?? '';

  // A tapped slot: the booking dialog opens through its own trigger (the admin's FormDialog
  // owns its open state) once this render holds the slot's values; then the button's own
  // defaults come back for its next plain click. The ref keeps a double effect run (React's
  // development mode) from toggling the dialog shut again.
  useEffect(() => {
    if (!prefill || opened.current === prefill) return;
    opened.current = prefill;
    bookingTrigger.current?.click();
    const reset = setTimeout(() => setPrefill(null), 0);
    return () => clearTimeout(reset);
  }, [prefill]);

  const onSlot = (staffId: string, date: string, minutes: number) => {
    // A slot already under way today books from the present minute (a walk-in).
    const start = date === today && minutes < nowMinutes ? Math.max(minutes, nowMinutes - (nowMinutes % 5)) : minutes;
    setPrefill({ staffId, date, startTime: minutesToTime(Math.min(start, LAST_START)) });
  };

  let columns: GridColumn[];
  let selectedColumn: CalendarColumn | undefined;
  if (isDay) {
    columns = data.day.staff.map((s) => ({
      key: s.id, staffId: s.id, label: s.name, column: s.column, phoneHidden: s.id !== selectedId,
      header: <ColumnHeader title={s.name} column={s.column} />,
    }));
    selectedColumn = data.day.staff.find((s) => s.id === selectedId)?.column;
  } else {
    const member = data.member;
    columns = data.week.columns.map((c) => ({
      key: c.date, staffId: member.id, label: `${formatLongDate(c.date)}, ${member.name}`, column: c,
      header: <ColumnHeader title={formatShortDate(c.date)} column={c} isToday={c.date === today}
        href={calendarHref({ date: c.date, view: 'gun', staffId: member.id })} />,
    }));
    selectedColumn = data.week.columns.find((c) => c.date === query.date);
  }
  const start = defaultStart(selectedColumn, range, today, nowMinutes);
  const buttonPrefill: BookingPrefill = { staffId: selectedId, date: query.date, startTime: minutesToTime(start) };
  const blockDefaults = { ...buttonPrefill, endTime: minutesToTime(Math.min(start + 60, 1440 - 5)) };

  return (
    // min-w-0 and a minmax(0,1fr) track: the week's wide grid scrolls inside its box instead of
    // widening the page on a phone.
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
      {rights.create ? (
        <div className="flex flex-wrap gap-2">
          <NewAppointmentDialog services={services} staff={staff} prefill={prefill ?? buttonPrefill} triggerRef={bookingTrigger} />
          <BlockDialog staff={staff} defaults={blockDefaults} />
        </div>
      ) : null}
      <StaffSwitch staff={staff} selectedId={selectedId} query={query} phoneOnly={isDay} />
      {!isDay ? <h2 className="user-text text-base font-semibold">{data.member.name}</h2> : null}
      <TimeGrid columns={columns} range={range} today={today} nowMinutes={nowMinutes} layout={isDay ? 'day' : 'week'}
        onSlot={rights.create ? onSlot : undefined} onAppointment={setAppointmentId} onBlock={setBlock} />
      <CalendarLegend />
      {isDay ? <UnassignedList items={data.day.unassigned} onOpen={setAppointmentId} /> : null}
      <AppointmentSheet appointmentId={appointmentId} onClose={() => setAppointmentId(null)} canEdit={rights.edit} canBill={rights.bill}
        staff={staff} services={services} />
      <BlockSheet block={block} staffName={block ? staffName(block.staffId) : ''} canRemove={rights.edit} onClose={() => setBlock(null)} />
    </div>
  );
}
