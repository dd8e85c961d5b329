import 'server-only';
// The salon calendar (/panel/takvim, issue 21): for a day, every active staff member's
// working windows (features/booking/rules/schedule from the rows loadSalonSchedule reads), break, time
// off or the salon's closed day, their appointments (every status) and blocked time; for a
// week, the same for one staff member over seven days; plus the salon's active services with
// who gives them, for 'Yeni Randevu'. Scoped to the session's salon id (first parameter).
// A handful of queries per screen, never one per staff member or per day.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { AppointmentStatus } from '@/features/appointments/rules/status';
import {
  isOnTimeOff, salonWindowOn, workingWindows, type WorkWindow,
} from '@/features/booking/rules/schedule';
import { appointmentSpan, visibleRange, weekDates, type MinuteSpan } from '@/features/appointments/rules/calendar-layout';
import { dayOfWeekOf, istanbulClock, timeToMinutes } from '@/platform/time/istanbul';
import { type BookingStaff } from '@/features/booking/server/booking-data';
import { cachedSalonCatalog, loadSalonSchedule, type SalonSchedule } from '@/features/booking/server/booking-page';
import { getDb } from '@/platform/db';
import { appointments, salons, services, staffBlocks } from '@/platform/db/schema';

export interface CalendarAppointment {
  id: string;
  staffId: string | null;
  date: string;
  /** Minutes since midnight (an end time missing or not after the start: 60 minutes). */
  start: number;
  end: number;
  /** 'HH:MM' */
  startTime: string;
  endTime: string;
  status: AppointmentStatus;
  customerName: string;
  serviceName: string | null;
  source: 'online' | 'salon';
}

export interface CalendarBlock {
  id: string;
  staffId: string;
  date: string;
  start: number;
  end: number;
  startTime: string;
  endTime: string;
  reason: string | null;
}

/** Why a staff member has no working window on a date (null: they work, or simply not that weekday → 'not_working'). */
export type DayOff = 'salon_closed' | 'time_off' | 'not_working' | null;

/** One staff member on one date: a column of the grid. */
export interface CalendarColumn {
  date: string;
  windows: WorkWindow[];
  /** Their break that day, from their week row (already cut out of `windows`). */
  break: WorkWindow | null;
  off: DayOff;
  appointments: CalendarAppointment[];
  blocks: CalendarBlock[];
}

export interface CalendarStaff {
  id: string;
  name: string;
}

export interface CalendarService {
  id: string;
  name: string;
  durationMinutes: number;
  price: number;
  /** Active staff who give it. */
  staffIds: string[];
}

export interface CalendarClock {
  /** Istanbul's today and minutes now (the red line, 'Bugün', walk-ins). */
  today: string;
  nowMinutes: number;
}

export interface CalendarDay extends CalendarClock {
  date: string;
  range: MinuteSpan;
  staff: (CalendarStaff & { column: CalendarColumn })[];
  /** Appointments of the day whose staff member is gone or inactive: listed under the grid. */
  unassigned: CalendarAppointment[];
  services: CalendarService[];
}

export interface CalendarWeek extends CalendarClock {
  weekStart: string;
  range: MinuteSpan;
  /** Every active staff member, for the switch; the shown one is `member`. */
  staff: CalendarStaff[];
  /** The requested staff member, or the first when that one is unknown here; null: no staff. */
  member: CalendarStaff | null;
  /** Monday to Sunday. */
  columns: CalendarColumn[];
  services: CalendarService[];
}

const hhmm = (time: string) => time.slice(0, 5);

const staffName = (s: BookingStaff) => `${s.firstName} ${s.lastName}`.trim();

async function salonHours(salonId: string) {
  const db = await getDb();
  const [row] = await db.select({ openTimeMinutes: salons.openTimeMinutes, closeTimeMinutes: salons.closeTimeMinutes })
    .from(salons).where(eq(salons.id, salonId)).limit(1);
  return row ?? { openTimeMinutes: null, closeTimeMinutes: null };
}

/** The salon's appointments from `from` to `to` (one staff member's, when given), every status. */
async function appointmentsBetween(salonId: string, from: string, to: string, staffId?: string): Promise<CalendarAppointment[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: appointments.id, staffId: appointments.staffId, date: appointments.appointmentDate,
      startTime: appointments.startTime, endTime: appointments.endTime, status: appointments.status,
      customerName: appointments.customerName, serviceName: services.name, source: appointments.source,
    })
    .from(appointments)
    // The service must be the salon's own: a row another client wrote wrong shows no name.
    .leftJoin(services, and(eq(services.id, appointments.serviceId), eq(services.salonId, appointments.salonId)))
    .where(and(
      eq(appointments.salonId, salonId),
      gte(appointments.appointmentDate, from),
      lte(appointments.appointmentDate, to),
      staffId ? eq(appointments.staffId, staffId) : undefined,
    ))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.startTime));
  return rows.map((r) => {
    const span = appointmentSpan(r.startTime, r.endTime);
    return { ...r, ...span, startTime: hhmm(r.startTime), endTime: minutesText(span.end) };
  });
}

async function blocksBetween(salonId: string, from: string, to: string, staffId?: string): Promise<CalendarBlock[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: staffBlocks.id, staffId: staffBlocks.staffId, date: staffBlocks.blockDate,
      startTime: staffBlocks.startTime, endTime: staffBlocks.endTime, reason: staffBlocks.reason,
    })
    .from(staffBlocks)
    .where(and(
      eq(staffBlocks.salonId, salonId),
      gte(staffBlocks.blockDate, from),
      lte(staffBlocks.blockDate, to),
      staffId ? eq(staffBlocks.staffId, staffId) : undefined,
    ))
    .orderBy(asc(staffBlocks.blockDate), asc(staffBlocks.startTime));
  return rows.map((r) => ({
    ...r, start: timeToMinutes(r.startTime), end: timeToMinutes(r.endTime), startTime: hhmm(r.startTime), endTime: hhmm(r.endTime),
  }));
}

/** 1440 → '24:00' (minutesToTime would too; kept local so the name says it may be midnight). */
function minutesText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

type Hours = { openTimeMinutes: number | null; closeTimeMinutes: number | null };

/**
 * The salon's active staff and services (with who gives what), its hours and its schedule, for
 * a view starting at `from`: from the in-process cache the slots endpoint uses (each panel write
 * clears it), so a calendar view reads only its appointments and blocks live. The cached
 * schedule starts today; a view reaching back before today reads its own, so a past day still
 * shows that day's closed dates and time off.
 */
async function catalogFrom(salonId: string, from: string) {
  const page = await cachedSalonCatalog(salonId);
  const staffOfSalon: BookingStaff[] = page?.staff ?? [];
  const hours: Hours = page ? { openTimeMinutes: page.salon.openTimeMinutes, closeTimeMinutes: page.salon.closeTimeMinutes } : await salonHours(salonId);
  // The copy covers the days from the one it was loaded on (by the server's clock, not `now`).
  const schedule = page && from >= page.schedule.from ? page.schedule : await loadSalonSchedule(salonId, from);
  const services: CalendarService[] = (page?.services ?? []).map((s) => ({
    id: s.id, name: s.name, durationMinutes: s.durationMinutes, price: s.price, staffIds: page?.giversByService[s.id] ?? [],
  }));
  return { staffOfSalon, hours, schedule, services };
}

/** A staff member's column on `date` (appointments and blocks are filled in by the caller). */
function columnOf(date: string, staffId: string, schedule: SalonSchedule, hours: Hours): Omit<CalendarColumn, 'appointments' | 'blocks'> {
  const staffWeek = schedule.staffWeeks[staffId] ?? [];
  const timeOff = schedule.timeOff[staffId] ?? [];
  const salonDay = { salonWeek: schedule.salonWeek, salonHours: hours, closedDates: schedule.closedDates };
  const windows = workingWindows(date, { ...salonDay, staffWeek, timeOff });
  let off: DayOff = null;
  if (!salonWindowOn(date, salonDay)) off = 'salon_closed';
  else if (isOnTimeOff(date, timeOff)) off = 'time_off';
  else if (windows.length === 0) off = 'not_working';
  const row = staffWeek.find((d) => d.dayOfWeek === dayOfWeekOf(date));
  const breakWindow: WorkWindow | null = off === null && row?.isWorking
    && typeof row.breakStartMinutes === 'number' && typeof row.breakEndMinutes === 'number'
    && row.breakEndMinutes > row.breakStartMinutes
    ? [row.breakStartMinutes, row.breakEndMinutes] : null;
  return { date, windows, break: breakWindow, off };
}

function rangeOf(columns: CalendarColumn[]): MinuteSpan {
  return visibleRange(columns.flatMap((c) => [
    ...c.windows.map(([start, end]) => ({ start, end })),
    ...c.appointments, ...c.blocks,
  ]));
}

function clockOf(now: Date): CalendarClock {
  const clock = istanbulClock(now);
  return { today: clock.date, nowMinutes: clock.minutes };
}

/**
 * Every active staff member's column on `date`, the salon's services, and what the grid shows.
 * `onlyStaffId` (own-calendar.ts ownColumn: a user limited to her own column): that column alone,
 * none for null, and no unassigned appointments.
 */
export async function loadCalendarDay(salonId: string, date: string, now: Date, onlyStaffId?: string | null): Promise<CalendarDay> {
  // The schedule from `date` on: its closed dates and time off covering `date` are included,
  // even for a day in the past.
  const [{ staffOfSalon, hours, schedule, services: serviceList }, dayAppointments, dayBlocks] = await Promise.all([
    catalogFrom(salonId, date), appointmentsBetween(salonId, date, date), blocksBetween(salonId, date, date),
  ]);
  const staffIds = new Set(staffOfSalon.map((s) => s.id));
  const shownStaff = onlyStaffId === undefined ? staffOfSalon : staffOfSalon.filter((s) => s.id === onlyStaffId);
  const staff = shownStaff.map((s) => ({
    id: s.id,
    name: staffName(s),
    column: {
      ...columnOf(date, s.id, schedule, hours),
      appointments: dayAppointments.filter((a) => a.staffId === s.id),
      blocks: dayBlocks.filter((b) => b.staffId === s.id),
    },
  }));
  return {
    ...clockOf(now),
    date,
    range: rangeOf(staff.map((s) => s.column)),
    staff,
    unassigned: onlyStaffId === undefined ? dayAppointments.filter((a) => a.staffId === null || !staffIds.has(a.staffId)) : [],
    services: serviceList,
  };
}

/**
 * One staff member's week from `weekStart` (a Monday); an unknown staff id shows the first active
 * one. With `onlyStaffId` (see loadCalendarDay) only that member's week, whatever was asked.
 */
export async function loadCalendarWeek(
  salonId: string, staffId: string | null, weekStart: string, now: Date, onlyStaffId?: string | null,
): Promise<CalendarWeek> {
  const dates = weekDates(weekStart);
  const weekEnd = dates[6];
  const catalog = await catalogFrom(salonId, weekStart);
  const { hours, schedule, services: serviceList } = catalog;
  const staffOfSalon = onlyStaffId === undefined ? catalog.staffOfSalon : catalog.staffOfSalon.filter((s) => s.id === onlyStaffId);
  const chosen = staffOfSalon.find((s) => s.id === staffId) ?? staffOfSalon[0] ?? null;
  const staff = staffOfSalon.map((s) => ({ id: s.id, name: staffName(s) }));
  if (!chosen) {
    return { ...clockOf(now), weekStart, range: visibleRange([]), staff, member: null, columns: [], services: [] };
  }
  const [weekAppointments, weekBlocks] = await Promise.all([
    appointmentsBetween(salonId, weekStart, weekEnd, chosen.id),
    blocksBetween(salonId, weekStart, weekEnd, chosen.id),
  ]);
  const columns = dates.map((date) => ({
    ...columnOf(date, chosen.id, schedule, hours),
    appointments: weekAppointments.filter((a) => a.date === date),
    blocks: weekBlocks.filter((b) => b.date === date),
  }));
  return {
    ...clockOf(now),
    weekStart,
    range: rangeOf(columns),
    staff,
    member: { id: chosen.id, name: staffName(chosen) },
    columns,
    services: serviceList,
  };
}
