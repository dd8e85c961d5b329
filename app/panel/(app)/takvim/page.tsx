// /panel/takvim (issue 21): the salon's calendar. `?tarih=YYYY-MM-DD` (default: Istanbul's
// today), `gorunum=gun|hafta`, `personel=<staff id>` (the week view's staff member and the
// phone's column); anything malformed falls back to the default, never an error. The day view
// shows every active staff member's column; the week view one staff member's seven days.
// Booking, status changes and blocks are shown only to users with those rights, and every
// action checks them again (platform/access/panel-rights.ts). A user linked to a staff member on the team
// screen (a hairdresser's own account) opens on their own column and week when no
// `personel` is asked for; one whose role keeps her to her own column (issue 28) sees only it.
import type { Metadata } from 'next';
import { CalendarBoard } from '@/features/appointments/components/calendar/calendar-board';
import { CalendarEmpty } from '@/features/appointments/components/calendar/calendar-empty';
import { CalendarToolbar } from '@/features/appointments/components/calendar/calendar-toolbar';
import { loadCalendarDay, loadCalendarWeek } from '@/features/appointments/server/calendar';
import { ownColumn } from '@/features/appointments/server/own-calendar';
import { mondayOf, parseCalendarQuery } from '@/features/appointments/rules/calendar-layout';
import { holdsRight, type PanelRightKey } from '@/platform/access/panel-rights';
import { requireSalonUser } from '@/platform/access/panel-session';
import { istanbulClock } from '@/platform/time/istanbul';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Takvim' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function CalendarPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireSalonUser('page.calendar');
  const allowed = (key: PanelRightKey) => holdsRight(user.permissions, key);
  const rights = { create: allowed('appointment.create'), edit: allowed('appointment.move'), bill: allowed('bill.open') };
  const now = new Date();
  const today = istanbulClock(now).date;
  const query = parseCalendarQuery(await searchParams, today);
  const staffId = query.staffId ?? user.staffId;
  const onlyStaffId = ownColumn(user);
  const empty = <CalendarEmpty canOpenStaff={allowed('page.staff')} unlinked={onlyStaffId === null} />;

  if (query.view === 'hafta') {
    const week = await loadCalendarWeek(user.salonId, staffId, mondayOf(query.date), now, onlyStaffId);
    const member = week.member;
    const shown = { ...query, staffId: member?.id ?? null };
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <CalendarToolbar query={shown} today={today} staffId={shown.staffId} />
        {member ? <CalendarBoard data={{ layout: 'week', week, member }} query={shown} rights={rights} /> : empty}
      </div>
    );
  }

  const day = await loadCalendarDay(user.salonId, query.date, now, onlyStaffId);
  const selected = day.staff.find((s) => s.id === staffId) ?? day.staff[0];
  const shown = { ...query, staffId: selected?.id === query.staffId ? query.staffId : null };
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <CalendarToolbar query={shown} today={today} staffId={selected?.id ?? null} />
      {selected ? <CalendarBoard data={{ layout: 'day', day, selectedStaffId: selected.id }} query={shown} rights={rights} /> : empty}
    </div>
  );
}
