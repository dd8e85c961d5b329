import 'server-only';
// The booking page's data, cached (the page) and in memory (the slots endpoint, the panel's
// calendar): the salon, its services and staff, who gives what, and its working hours from
// today on. The booking itself re-reads all of it inside its transaction (booking-data.ts).
import { and, asc, eq, gte } from 'drizzle-orm';
import {
  workingWindows, type DateRange, type SalonDayHours, type StaffDayHours, type WorkWindow,
} from '@/features/booking/rules/schedule';
import type { BookedSpan } from '@/features/booking/rules/slots';
import { istanbulClock } from '@/platform/time/istanbul';
import { isUuid } from '@/platform/text/ids';
import { CACHE_TAGS } from '@/platform/cache/tags';
import { memoryCached } from '@/platform/cache/memory-cache';
import { cachedQuery, databaseIdentity } from '@/platform/db/cached';
import { getConnection, getDb, type Queryable } from '@/platform/db';
import { salonClosedDates, salonWorkingHours, staff, staffTimeOff, staffWorkingHours } from '@/platform/db/schema';
import {
  getBookableSalon, isSalonBookable, isSalonSubscriptionEnded, listBookableServices, listBookableStaff, NOT_FOUND_MESSAGES,
  staffByService, type BookingDay, type BookingSalon, type BookingService, type BookingStaff,
} from './booking-data';

/**
 * The working-hours rows of a salon and its active staff, as schedule.ts takes them. Kept with
 * the cached booking page: they change only through panel writes, which revalidate the salon
 * (and so clear the in-memory copy the slots endpoint reads).
 */
export interface SalonSchedule {
  /** The first day this copy covers (the day it was loaded on): earlier closed dates and time off are not in it. */
  from: string;
  salonWeek: SalonDayHours[];
  /** From the day the copy was loaded on (a past date cannot be booked anyway). */
  closedDates: string[];
  /** By staff id; a staff member without rows works the salon's hours. */
  staffWeeks: Record<string, StaffDayHours[]>;
  /** By staff id: ranges ending on the day the copy was loaded or later. */
  timeOff: Record<string, DateRange[]>;
}

function groupByStaff<T extends { staffId: string }>(rows: T[]): Record<string, Omit<T, 'staffId'>[]> {
  const out: Record<string, Omit<T, 'staffId'>[]> = {};
  for (const { staffId, ...rest } of rows) (out[staffId] ??= []).push(rest);
  return out;
}

/** The salon's week and closed dates, its active staff's weeks and time off, from `today` on. */
export async function loadSalonSchedule(salonId: string, today: string, db?: Queryable): Promise<SalonSchedule> {
  const q = db ?? (await getDb());
  const ofActiveStaff = (staffId: typeof staffWorkingHours.staffId | typeof staffTimeOff.staffId) =>
    and(eq(staff.id, staffId), eq(staff.salonId, salonId), eq(staff.isActive, true));
  const [salonWeek, closed, staffWeeks, timeOff] = await Promise.all([
    q.select({
      dayOfWeek: salonWorkingHours.dayOfWeek, isOpen: salonWorkingHours.isOpen,
      openMinutes: salonWorkingHours.openMinutes, closeMinutes: salonWorkingHours.closeMinutes,
    }).from(salonWorkingHours).where(eq(salonWorkingHours.salonId, salonId)),
    q.select({ closedDate: salonClosedDates.closedDate }).from(salonClosedDates)
      .where(and(eq(salonClosedDates.salonId, salonId), gte(salonClosedDates.closedDate, today)))
      .orderBy(asc(salonClosedDates.closedDate)),
    q.select({
      staffId: staffWorkingHours.staffId, dayOfWeek: staffWorkingHours.dayOfWeek, isWorking: staffWorkingHours.isWorking,
      startMinutes: staffWorkingHours.startMinutes, endMinutes: staffWorkingHours.endMinutes,
      breakStartMinutes: staffWorkingHours.breakStartMinutes, breakEndMinutes: staffWorkingHours.breakEndMinutes,
    }).from(staffWorkingHours).innerJoin(staff, ofActiveStaff(staffWorkingHours.staffId)),
    q.select({ staffId: staffTimeOff.staffId, startDate: staffTimeOff.startDate, endDate: staffTimeOff.endDate })
      .from(staffTimeOff).innerJoin(staff, ofActiveStaff(staffTimeOff.staffId))
      .where(gte(staffTimeOff.endDate, today)),
  ]);
  return {
    from: today, salonWeek, closedDates: closed.map((c) => c.closedDate),
    staffWeeks: groupByStaff(staffWeeks), timeOff: groupByStaff(timeOff),
  };
}

export interface BookingPageData {
  salon: BookingSalon;
  /** False: the page says 'Bu salon henüz online randevu almıyor.' instead of the form. */
  bookable: boolean;
  /** True: the subscription has ended; 'Bu salon şu anda online randevu almıyor.' instead of the form. */
  subscriptionEnded: boolean;
  services: BookingService[];
  staff: BookingStaff[];
  giversByService: Record<string, string[]>;
  schedule: SalonSchedule;
}

async function loadBookingPage(salonId: string): Promise<BookingPageData | null> {
  const salon = await getBookableSalon(salonId);
  if (!salon) return null;
  const now = new Date();
  const [servicesOfSalon, staffOfSalon, bookable, subscriptionEnded, schedule] = await Promise.all([
    listBookableServices(salonId), listBookableStaff(salonId), isSalonBookable(salonId),
    isSalonSubscriptionEnded(salonId, now), loadSalonSchedule(salonId, istanbulClock(now).date),
  ]);
  return {
    salon, bookable, subscriptionEnded, services: servicesOfSalon, staff: staffOfSalon,
    giversByService: await staffByService(salonId, servicesOfSalon, staffOfSalon),
    schedule,
  };
}

/** `staffId`'s working windows on `date` from the page's copy of the salon's hours. */
function windowsFromPage(page: BookingPageData, staffId: string, date: string): WorkWindow[] {
  const { schedule } = page;
  return workingWindows(date, {
    salonWeek: schedule.salonWeek, salonHours: page.salon, closedDates: schedule.closedDates,
    staffWeek: schedule.staffWeeks[staffId] ?? [], timeOff: schedule.timeOff[staffId] ?? [],
  });
}

/** The booking page's data, cached under the salon's tag (salon edits revalidate it). */
export const getCachedBookingPage = cachedQuery(
  'booking:page', (salonId: string) => [CACHE_TAGS.salons, CACHE_TAGS.salon(salonId)], loadBookingPage,
);

const bookingPageInMemory = memoryCached((_database: string, salonId: string) => loadBookingPage(salonId));

/**
 * The salon's staff, services, who gives what and its schedule from today on, from the same
 * in-process cache as the slots endpoint (cleared by every revalidateSalon on this server, at
 * most CACHE_REVALIDATE_SECONDS old on others). The panel's calendar reads them from here; its
 * appointments and blocks it reads live.
 */
export async function cachedSalonCatalog(salonId: string): Promise<BookingPageData | null> {
  return bookingPageInMemory(await databaseIdentity(), salonId);
}

/**
 * The slots endpoint's day: the salon, staff, service, who gives what and the working hours
 * from an in-process cache (cleared by every revalidation on this server, at most CACHE_REVALIDATE_SECONDS old
 * on others), the staff member's appointments from the database in ONE round trip. The
 * booking itself re-reads everything inside its transaction (loadBookingDay), so a stale
 * cache can never let a wrong booking through.
 */
export async function loadSlotsDay(params: { salonId: string; staffId: string; serviceId?: string; date: string }): Promise<BookingDay> {
  const page = await bookingPageInMemory(await databaseIdentity(), params.salonId);
  if (!page) return { ok: false, status: 404, error: NOT_FOUND_MESSAGES.salon, field: 'salonId' };
  const member = page.staff.find((s) => s.id === params.staffId);
  if (!member) return { ok: false, status: 404, error: NOT_FOUND_MESSAGES.staff, field: 'staffId' };
  let service: BookingService | null = null;
  if (params.serviceId) {
    service = page.services.find((s) => s.id === params.serviceId) ?? null;
    if (!service) return { ok: false, status: 404, error: NOT_FOUND_MESSAGES.service, field: 'serviceId' };
    if (!(page.giversByService[service.id] ?? []).includes(member.id)) {
      return { ok: false, status: 400, error: NOT_FOUND_MESSAGES.staffCannotGiveService, field: 'staffId' };
    }
  }
  return {
    ok: true, salon: page.salon, staff: member, service, windows: windowsFromPage(page, member.id, params.date),
    booked: await bookedSpansNow(member.id, params.date),
  };
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * getBookedSpans for the slots endpoint, the hottest read of the product, made cheap:
 * - through booked_spans() (migration 20261123020000), whose plan is made once per session;
 * - as plain SQL: Drizzle's query builder and result mapping cost more than the query itself;
 * - without parameters (Connection.queryText): on PGlite 0.13 ms against 0.19 ms with them and
 *   0.6 ms through Drizzle. The two values are written into the text, so both are checked
 *   against their strict formats right here (a UUID from the salon's own staff list and a
 *   date that passed the endpoint's validation): neither can contain a quote.
 */
async function bookedSpansNow(staffId: string, date: string): Promise<BookedSpan[]> {
  if (!isUuid(staffId) || !CALENDAR_DATE.test(date)) throw new Error('bookedSpansNow: malformed staff id or date');
  return (await getConnection()).queryText<BookedSpan>(
    `select start_time as "startTime", end_time as "endTime" from booked_spans('${staffId}', '${date}')`,
  );
}
