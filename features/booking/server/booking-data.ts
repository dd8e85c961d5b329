import 'server-only';
// What the booking page, the slots endpoint and the booking endpoint read: an active salon,
// its active services (with category and per-weekday durations), its active staff and who
// gives which service (features/staff/rules/staff-match), the working hours of the salon and its staff
// (weeks, closed dates, breaks, time off: features/booking/rules/schedule), and a staff member's busy
// spans on a day (live appointments and blocked time). The booking page's cached copy and the
// slots endpoint's day are in booking-page.ts.
// Functions take an optional `db` so createAppointment can run them inside its transaction.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { BUSY_STATUSES } from '@/features/booking/rules/constants';
import type { DailyDuration } from '@/features/services/rules/durations';
import {
  workingWindows, type DateRange, type SalonDayHours, type StaffDayHours, type WorkWindow,
} from '@/features/booking/rules/schedule';
import type { BookedSpan } from '@/features/booking/rules/slots';
import { staffIdsForService } from '@/features/staff/rules/staff-match';
import { getDb, type Queryable } from '@/platform/db';
import {
  appointments, cities, districts, salonClosedDates, salons, salonWorkingHours, serviceCategories, serviceDailyDurations,
  services, staff, staffBlocks, staffServices, staffTimeOff, staffWorkingHours,
} from '@/platform/db/schema';

const turkishCollator = new Intl.Collator('tr-TR');

export interface BookingSalon {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  openTimeMinutes: number;
  closeTimeMinutes: number;
  cityName: string | null;
  districtName: string | null;
}

export interface BookingService {
  id: string;
  name: string;
  description: string | null;
  price: number;
  durationMinutes: number;
  categoryName: string | null;
  dailyDurations: DailyDuration[];
}

export interface BookingStaff {
  id: string;
  firstName: string;
  lastName: string;
  position: string | null;
}

/** An active salon, or null (unknown and inactive salons are both "not found"). */
export async function getBookableSalon(salonId: string, db?: Queryable): Promise<BookingSalon | null> {
  const q = db ?? (await getDb());
  const [row] = await q
    .select({
      id: salons.id, name: salons.name, address: salons.address, phone: salons.phone,
      openTimeMinutes: salons.openTimeMinutes, closeTimeMinutes: salons.closeTimeMinutes,
      cityName: cities.name, districtName: districts.name,
    })
    .from(salons)
    .leftJoin(cities, eq(cities.id, salons.cityId))
    .leftJoin(districts, eq(districts.id, salons.districtId))
    .where(and(eq(salons.id, salonId), eq(salons.isActive, true)))
    .limit(1);
  return row ?? null;
}

async function dailyDurationsOf(q: Queryable, serviceIds: string[]): Promise<Map<string, DailyDuration[]>> {
  const byService = new Map<string, DailyDuration[]>();
  if (serviceIds.length === 0) return byService;
  const rows = await q
    .select({
      serviceId: serviceDailyDurations.serviceId, dayOfWeek: serviceDailyDurations.dayOfWeek,
      durationMinutes: serviceDailyDurations.durationMinutes, isActive: serviceDailyDurations.isActive,
    })
    .from(serviceDailyDurations)
    .where(inArray(serviceDailyDurations.serviceId, serviceIds));
  for (const { serviceId, ...d } of rows) byService.set(serviceId, [...(byService.get(serviceId) ?? []), d]);
  return byService;
}

/** Active services of a salon (one, when `serviceId` is given), by category then name. */
export async function listBookableServices(salonId: string, db?: Queryable, serviceId?: string): Promise<BookingService[]> {
  const q = db ?? (await getDb());
  const rows = await q
    .select({
      id: services.id, name: services.name, description: services.description, price: services.price,
      durationMinutes: services.durationMinutes, categoryName: serviceCategories.name, sortOrder: services.sortOrder,
    })
    .from(services)
    .leftJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(and(eq(services.salonId, salonId), eq(services.isActive, true), serviceId ? eq(services.id, serviceId) : undefined));
  const durations = await dailyDurationsOf(q, rows.map((r) => r.id));
  // Sorted here with Turkish collation (the database's collation may be C): by category,
  // services without one last, then in the salon's own order, then by name.
  return rows
    .sort((a, b) => (a.categoryName === null ? 1 : 0) - (b.categoryName === null ? 1 : 0)
      || turkishCollator.compare(a.categoryName ?? '', b.categoryName ?? '')
      || a.sortOrder - b.sortOrder // the order the salon set in its panel
      || turkishCollator.compare(a.name, b.name))
    .map((r) => ({
      id: r.id, name: r.name, description: r.description, price: Number(r.price), durationMinutes: r.durationMinutes,
      categoryName: r.categoryName, dailyDurations: durations.get(r.id) ?? [],
    }));
}

/** Active staff of a salon, ordered by first name (spec §7). */
export async function listBookableStaff(salonId: string, db?: Queryable): Promise<BookingStaff[]> {
  const q = db ?? (await getDb());
  const rows = await q
    .select({ id: staff.id, firstName: staff.firstName, lastName: staff.lastName, position: staff.position })
    .from(staff)
    .where(and(eq(staff.salonId, salonId), eq(staff.isActive, true)));
  return rows.sort((a, b) => turkishCollator.compare(a.firstName, b.firstName) || turkishCollator.compare(a.lastName, b.lastName));
}

/** staff_services rows of the salon's staff (active or not). */
async function salonMappings(q: Queryable, salonId: string) {
  return q
    .select({ staffId: staffServices.staffId, serviceId: staffServices.serviceId })
    .from(staffServices)
    .innerJoin(staff, eq(staff.id, staffServices.staffId))
    .where(eq(staff.salonId, salonId));
}

/** For each active service id: the ids of the active staff who give it. */
export async function staffByService(
  salonId: string, servicesOfSalon: BookingService[], staffOfSalon: BookingStaff[], db?: Queryable,
): Promise<Record<string, string[]>> {
  const q = db ?? (await getDb());
  const mappings = await salonMappings(q, salonId);
  return Object.fromEntries(servicesOfSalon.map((s) => [s.id, staffIdsForService(staffOfSalon, s, mappings)]));
}

/** The staff member's scheduled/confirmed appointments on `date` (spec §7). */
export async function getBookedSpans(staffId: string, date: string, db?: Queryable): Promise<BookedSpan[]> {
  const q = db ?? (await getDb());
  return q
    .select({ startTime: appointments.startTime, endTime: appointments.endTime })
    .from(appointments)
    .where(and(
      eq(appointments.staffId, staffId),
      eq(appointments.appointmentDate, date),
      inArray(appointments.status, [...BUSY_STATUSES]),
    ))
    .orderBy(asc(appointments.startTime));
}

export type BookingDay =
  | {
    ok: true; salon: BookingSalon; staff: BookingStaff; service: BookingService | null; booked: BookedSpan[];
    /** When the staff member works that day (schedule.ts workingWindows); empty: not at all. */
    windows: WorkWindow[];
  }
  | { ok: false; status: 404 | 400; error: string; field?: 'salonId' | 'staffId' | 'serviceId' };

export const NOT_FOUND_MESSAGES = {
  salon: 'Salon bulunamadı',
  staff: 'Personel bulunamadı',
  service: 'Hizmet bulunamadı',
  staffCannotGiveService: 'Seçilen personel bu hizmeti vermiyor. Lütfen başka bir personel seçin.',
} as const;

/** json columns arrive parsed from both drivers; a string (a driver without the parser) is parsed here. */
function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * Everything needed to compute one staff member's day, in ONE round trip (the booking
 * transaction holds the staff member's lock meanwhile): 404 for an unknown or inactive salon,
 * a staff member or service that is unknown, inactive or belongs to another salon; 400 when
 * the staff member does not give the service. A day the staff member does not work is not an
 * error here: `windows` is empty, and checkRequestedSlot names it.
 */
export async function loadBookingDay(
  params: { salonId: string; staffId: string; serviceId?: string; date: string }, db?: Queryable,
): Promise<BookingDay> {
  const q = db ?? (await getDb());
  const [row] = await q
    .select({
      id: salons.id, name: salons.name, address: salons.address, phone: salons.phone,
      openTimeMinutes: salons.openTimeMinutes, closeTimeMinutes: salons.closeTimeMinutes,
      cityName: cities.name, districtName: districts.name,
      staff: sql<unknown>`(select coalesce(json_agg(json_build_object('id', st.id, 'firstName', st.first_name,
          'lastName', st.last_name, 'position', st.position)), '[]'::json)
        from ${staff} st where st.salon_id = ${salons.id} and st.is_active)`,
      service: params.serviceId
        ? sql<unknown>`(select json_build_object('id', sv.id, 'name', sv.name, 'description', sv.description,
            'price', sv.price, 'durationMinutes', sv.duration_minutes, 'categoryName', c.name,
            'dailyDurations', (select coalesce(json_agg(json_build_object('dayOfWeek', d.day_of_week,
              'durationMinutes', d.duration_minutes, 'isActive', d.is_active)), '[]'::json)
              from ${serviceDailyDurations} d where d.service_id = sv.id))
          from ${services} sv left join ${serviceCategories} c on c.id = sv.category_id
          where sv.id = ${params.serviceId} and sv.salon_id = ${salons.id} and sv.is_active)`
        : sql<unknown>`null`,
      mappings: sql<unknown>`(select coalesce(json_agg(json_build_object('staffId', ss.staff_id, 'serviceId', ss.service_id)), '[]'::json)
        from ${staffServices} ss join ${staff} st on st.id = ss.staff_id where st.salon_id = ${salons.id})`,
      // The staff member's live appointments and blocked time that day (as booked_spans() does),
      // so a booking can never land on a block: blocks have no exclusion constraint, the
      // staff member's lock (lockStaffBookings) orders them against bookings.
      booked: sql<unknown>`(select coalesce(json_agg(json_build_object('startTime', b.start_time, 'endTime', b.end_time)
          order by b.start_time), '[]'::json)
        from (select a.start_time, a.end_time from ${appointments} a
               where a.staff_id = ${params.staffId} and a.appointment_date = ${params.date}
                 and a.status in ('scheduled', 'confirmed')
              union all
              select k.start_time, k.end_time from ${staffBlocks} k
               where k.staff_id = ${params.staffId} and k.block_date = ${params.date}) b)`,
      // Working hours: only what decides this date (its closed-date row, the time off covering it).
      salonWeek: sql<unknown>`(select coalesce(json_agg(json_build_object('dayOfWeek', w.day_of_week, 'isOpen', w.is_open,
          'openMinutes', w.open_minutes, 'closeMinutes', w.close_minutes)), '[]'::json)
        from ${salonWorkingHours} w where w.salon_id = ${salons.id})`,
      closedDates: sql<unknown>`(select coalesce(json_agg(cd.closed_date), '[]'::json)
        from ${salonClosedDates} cd where cd.salon_id = ${salons.id} and cd.closed_date = ${params.date})`,
      staffWeek: sql<unknown>`(select coalesce(json_agg(json_build_object('dayOfWeek', sw.day_of_week, 'isWorking', sw.is_working,
          'startMinutes', sw.start_minutes, 'endMinutes', sw.end_minutes,
          'breakStartMinutes', sw.break_start_minutes, 'breakEndMinutes', sw.break_end_minutes)), '[]'::json)
        from ${staffWorkingHours} sw where sw.staff_id = ${params.staffId})`,
      timeOff: sql<unknown>`(select coalesce(json_agg(json_build_object('startDate', t.start_date, 'endDate', t.end_date)), '[]'::json)
        from ${staffTimeOff} t where t.staff_id = ${params.staffId}
          and t.start_date <= ${params.date} and t.end_date >= ${params.date})`,
    })
    .from(salons)
    .leftJoin(cities, eq(cities.id, salons.cityId))
    .leftJoin(districts, eq(districts.id, salons.districtId))
    .where(and(eq(salons.id, params.salonId), eq(salons.isActive, true)))
    .limit(1);
  if (!row) return { ok: false, status: 404, error: NOT_FOUND_MESSAGES.salon, field: 'salonId' };

  const {
    staff: staffJson, service: serviceJson, mappings: mappingsJson, booked: bookedJson,
    salonWeek, closedDates, staffWeek, timeOff, ...salon
  } = row;
  const staffOfSalon = fromJson<BookingStaff[]>(staffJson);
  const member = staffOfSalon.find((s) => s.id === params.staffId);
  if (!member) return { ok: false, status: 404, error: NOT_FOUND_MESSAGES.staff, field: 'staffId' };

  let service: BookingService | null = null;
  if (params.serviceId) {
    const raw = fromJson<(Omit<BookingService, 'price'> & { price: number | string }) | null>(serviceJson);
    if (!raw) return { ok: false, status: 404, error: NOT_FOUND_MESSAGES.service, field: 'serviceId' };
    service = { ...raw, price: Number(raw.price) };
    const mappings = fromJson<{ staffId: string; serviceId: string }[]>(mappingsJson);
    if (!staffIdsForService(staffOfSalon, service, mappings).includes(member.id)) {
      return { ok: false, status: 400, error: NOT_FOUND_MESSAGES.staffCannotGiveService, field: 'staffId' };
    }
  }
  const windows = workingWindows(params.date, {
    salonWeek: fromJson<SalonDayHours[]>(salonWeek), salonHours: salon, closedDates: fromJson<string[]>(closedDates),
    staffWeek: fromJson<StaffDayHours[]>(staffWeek), timeOff: fromJson<DateRange[]>(timeOff),
  });
  return { ok: true, salon, staff: member, service, booked: fromJson<BookedSpan[]>(bookedJson), windows };
}

/**
 * salon_is_bookable() (migration 20261124000000): an active service given by an active staff
 * member who works at least one day. The booking page shows its form only then.
 */
export async function isSalonBookable(salonId: string, db?: Queryable): Promise<boolean> {
  const q = db ?? (await getDb());
  const [row] = await q.select({ bookable: sql<boolean>`salon_is_bookable(${salons.id})` })
    .from(salons).where(eq(salons.id, salonId)).limit(1);
  return row?.bookable === true;
}

/**
 * Whether the salon's subscription has ended at `at` (salon_subscription_ended(), migration
 * 20261125030000): it keeps its pages but takes no new online bookings until it renews.
 */
export async function isSalonSubscriptionEnded(salonId: string, at: Date, db?: Queryable): Promise<boolean> {
  const q = db ?? (await getDb());
  const [row] = await q.select({ ended: sql<boolean>`salon_subscription_ended(${salonId}::uuid, ${at.toISOString()}::timestamptz)` })
    .from(salons).where(eq(salons.id, salonId)).limit(1);
  return row?.ended === true;
}
