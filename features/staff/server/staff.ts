import 'server-only';
// Staff of one salon for the panel's /panel/personel: the list (with services, week, upcoming
// time off), create and edit (the staff row, its services and its seven staff_working_hours
// rows in one transaction) and (de)activation; time off in staff-time-off.ts. Every function takes the session's
// salonId first and scopes every query to it: a staff member, service or time off of another
// salon is "not found" and nothing is written (DESIGN.md "The salon panel").
// Answers are ActionResults, so the server actions (features/staff/actions.panel.ts) only
// add the session, the right and the cache revalidation.
import { and, asc, eq, gte, inArray, notInArray, or, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { BUSY_STATUSES } from '@/features/booking/rules/constants';
import type { StaffDayHours } from '@/features/booking/rules/schedule';
import { istanbulClock, minutesToTime } from '@/platform/time/istanbul';
import {
  FUTURE_APPOINTMENTS_MESSAGE, INACTIVE_SERVICE_MESSAGE, SERVICE_NOT_FOUND_MESSAGE, STAFF_NOT_FOUND_MESSAGE,
  rowsOfStaffWeek, staffWeekProblems, weekFieldPath, type CreateStaffInput, type FutureAppointment, type SalonSchedule,
  type StaffActiveInput, type StaffDeactivationConflict, type UpdateStaffInput,
} from '@/features/staff/schema';
import { wakeOutboxWorker } from '@/features/scheduled-work/server/background';
import { lockStaffBookings } from '@/features/appointments/server/appointments';
import { queueSalonCancellationNotice } from '@/features/appointments/server/mail';
import { getDb, type Db } from '@/platform/db';
import {
  appointments, salons, salonWorkingHours, serviceCategories, services, staff, staffServices, staffTimeOff, staffWorkingHours,
} from '@/platform/db/schema';

type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const turkishCollator = new Intl.Collator('tr-TR');

export interface PanelStaffTimeOff {
  id: string;
  startDate: string;
  endDate: string;
  note: string | null;
}

export interface PanelStaffMember {
  id: string;
  firstName: string;
  lastName: string;
  position: string | null;
  isActive: boolean;
  /** Commission (prim) rates, percent (issue 31). */
  commissionServicePercent: number;
  commissionProductPercent: number;
  /** The services they give (staff_services), active ones first, by name. */
  services: { id: string; name: string; isActive: boolean }[];
  /** Their seven stored days, or none: then they work the salon's hours. */
  week: StaffDayHours[];
  /** Time off not yet over (ending today or later), soonest first. */
  timeOff: PanelStaffTimeOff[];
  /** Scheduled or confirmed appointments that have not started yet. */
  futureAppointmentCount: number;
}

export interface PanelServiceOption {
  id: string;
  name: string;
  categoryName: string | null;
}

export interface PanelStaffScreen {
  staff: PanelStaffMember[];
  /** The salon's active services, which the form offers. */
  services: PanelServiceOption[];
  salon: SalonSchedule;
  /** Istanbul's today, 'YYYY-MM-DD'. */
  today: string;
  /**
   * Whether the salon keeps staff_services rows at all. Without any, online booking guesses
   * who gives what from the positions (features/staff/rules/staff-match.ts); with one, only the rows count.
   */
  mapsServices: boolean;
}

/** The salon's week, or its single opening time when it has none. */
async function salonScheduleOf(q: Queryable, salonId: string): Promise<SalonSchedule> {
  const [[salon], week] = await Promise.all([
    q.select({ openTimeMinutes: salons.openTimeMinutes, closeTimeMinutes: salons.closeTimeMinutes }).from(salons).where(eq(salons.id, salonId)),
    q.select({
      dayOfWeek: salonWorkingHours.dayOfWeek, isOpen: salonWorkingHours.isOpen,
      openMinutes: salonWorkingHours.openMinutes, closeMinutes: salonWorkingHours.closeMinutes,
    }).from(salonWorkingHours).where(eq(salonWorkingHours.salonId, salonId)).orderBy(asc(salonWorkingHours.dayOfWeek)),
  ]);
  return { week, openTimeMinutes: salon?.openTimeMinutes ?? null, closeTimeMinutes: salon?.closeTimeMinutes ?? null };
}

/** Scheduled or confirmed and not started yet: from now on, in Istanbul. */
function liveFrom(now: Date) {
  const clock = istanbulClock(now);
  return and(
    inArray(appointments.status, [...BUSY_STATUSES]),
    or(sql`${appointments.appointmentDate} > ${clock.date}::date`,
      and(sql`${appointments.appointmentDate} = ${clock.date}::date`, sql`${appointments.startTime} >= ${`${minutesToTime(clock.minutes)}:00`}::time`)),
  );
}

export async function loadPanelStaffScreen(salonId: string, now = new Date()): Promise<PanelStaffScreen> {
  const db = await getDb();
  const today = istanbulClock(now).date;
  const ofSalon = eq(staff.salonId, salonId);
  const [salon, members, timeOff, counts, options] = await Promise.all([
    salonScheduleOf(db, salonId),
    // One row per staff member with the ids of their services and their week as JSON: a salon
    // of 50 people giving 30 services each would otherwise send 1,500 link rows and 350 day
    // rows, and turning rows into objects costs more than the query. Names come from the
    // salon's services, read once below (an id of another salon's service finds none). ("staff"."id" is written out: from
    // one table Drizzle would write a bare "id", which inside the subqueries means another table's.)
    db.select({
      id: staff.id, firstName: staff.firstName, lastName: staff.lastName, position: staff.position, isActive: staff.isActive,
      commissionServicePercent: staff.commissionServicePercent, commissionProductPercent: staff.commissionProductPercent,
      serviceIds: sql<unknown>`(select coalesce(json_agg(ss.service_id), '[]'::json) from ${staffServices} ss where ss.staff_id = "staff"."id")`,
      week: sql<unknown>`(select coalesce(json_agg(json_build_object('dayOfWeek', w.day_of_week, 'isWorking', w.is_working,
          'startMinutes', w.start_minutes, 'endMinutes', w.end_minutes, 'breakStartMinutes', w.break_start_minutes,
          'breakEndMinutes', w.break_end_minutes) order by w.day_of_week), '[]'::json)
        from ${staffWorkingHours} w where w.staff_id = "staff"."id")`,
    }).from(staff).where(ofSalon),
    db.select({ staffId: staffTimeOff.staffId, id: staffTimeOff.id, startDate: staffTimeOff.startDate, endDate: staffTimeOff.endDate, note: staffTimeOff.note })
      .from(staffTimeOff).innerJoin(staff, eq(staff.id, staffTimeOff.staffId))
      .where(and(ofSalon, gte(staffTimeOff.endDate, today))).orderBy(asc(staffTimeOff.startDate), asc(staffTimeOff.endDate)),
    db.select({ staffId: appointments.staffId, count: sql<number>`count(*)::int`.mapWith(Number) })
      // The explicit lower date bound lets appointments_salon_date_idx skip the salon's history.
      .from(appointments).where(and(eq(appointments.salonId, salonId), gte(appointments.appointmentDate, today), liveFrom(now)))
      .groupBy(appointments.staffId),
    db.select({ id: services.id, name: services.name, categoryName: serviceCategories.name, sortOrder: services.sortOrder, isActive: services.isActive })
      .from(services).leftJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(eq(services.salonId, salonId)),
  ]);

  const byStaff = <T extends { staffId: string | null }>(rows: T[]) => {
    const out = new Map<string, Omit<T, 'staffId'>[]>();
    for (const { staffId, ...rest } of rows) if (staffId) out.set(staffId, [...(out.get(staffId) ?? []), rest]);
    return out;
  };
  const timeOffOf = byStaff(timeOff);
  const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const countOf = new Map(counts.map((c) => [c.staffId, c.count]));
  const byName = (a: { name: string }, b: { name: string }) => turkishCollator.compare(a.name, b.name);
  const serviceById = new Map(options.map((o) => [o.id, o]));
  // Each member's services active first, then by name: ranked once here, not compared per member.
  const serviceRank = new Map([...options].sort((a, b) => Number(b.isActive) - Number(a.isActive) || byName(a, b)).map((o, i) => [o.id, i]));

  return {
    salon,
    today,
    mapsServices: members.some((m) => fromJson<string[]>(m.serviceIds).some((id) => serviceById.has(id))),
    // The salon's own order (the services screen sets it), then Turkish alphabetical order.
    services: options.filter((o) => o.isActive).sort((a, b) => a.sortOrder - b.sortOrder || byName(a, b))
      .map(({ id, name, categoryName }) => ({ id, name, categoryName })),
    staff: members
      .sort((a, b) => Number(b.isActive) - Number(a.isActive)
        || turkishCollator.compare(a.firstName, b.firstName) || turkishCollator.compare(a.lastName, b.lastName))
      .map(({ serviceIds, week, ...m }) => ({
        ...m,
        services: fromJson<string[]>(serviceIds).flatMap((id) => {
          const found = serviceById.get(id);
          return found ? [{ id, name: found.name, isActive: found.isActive }] : [];
        }).sort((a, b) => serviceRank.get(a.id)! - serviceRank.get(b.id)!),
        week: fromJson<StaffDayHours[]>(week),
        timeOff: timeOffOf.get(m.id) ?? [],
        futureAppointmentCount: countOf.get(m.id) ?? 0,
      })),
  };
}

// ---------------------------------------------------------------- create and edit

/** The salon's own staff member, locked for this transaction; null when not the salon's. */
export async function lockOwnStaff(tx: Queryable, salonId: string, staffId: string) {
  const [row] = await tx.select({ id: staff.id, isActive: staff.isActive }).from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.salonId, salonId))).for('update');
  return row ?? null;
}

/** Every id must be one of the salon's services (404 otherwise) and active (a field error otherwise). */
async function checkServices(tx: Queryable, salonId: string, serviceIds: string[]): Promise<ActionResult<never> | null> {
  if (serviceIds.length === 0) return null;
  const found = await tx.select({ id: services.id, isActive: services.isActive }).from(services)
    .where(and(eq(services.salonId, salonId), inArray(services.id, serviceIds)));
  if (found.length !== serviceIds.length) return fail(SERVICE_NOT_FOUND_MESSAGE, { serviceIds: SERVICE_NOT_FOUND_MESSAGE }, 404);
  if (found.some((s) => !s.isActive)) return fail(INACTIVE_SERVICE_MESSAGE, { serviceIds: INACTIVE_SERVICE_MESSAGE }, 400);
  return null;
}

/** The week against the salon's stored hours (the form checked the ones it was shown). */
async function checkWeek(tx: Queryable, salonId: string, input: CreateStaffInput) {
  const salon = await salonScheduleOf(tx, salonId);
  const problems = staffWeekProblems(input.week, salon);
  if (problems.length === 0) return { salon, refusal: null };
  const fieldErrors = Object.fromEntries(problems.map((p) => [weekFieldPath(p), p.message]));
  return { salon, refusal: fail(problems[0].message, fieldErrors, 400) };
}

async function writeServicesAndWeek(tx: Queryable, staffId: string, input: CreateStaffInput, salon: SalonSchedule) {
  if (input.serviceIds.length > 0) {
    await tx.insert(staffServices).values(input.serviceIds.map((serviceId) => ({ staffId, serviceId }))).onConflictDoNothing();
  }
  await tx.delete(staffWorkingHours).where(eq(staffWorkingHours.staffId, staffId));
  await tx.insert(staffWorkingHours).values(rowsOfStaffWeek(input.week, salon).map((day) => ({ staffId, ...day })));
}

export async function createStaff(salonId: string, input: CreateStaffInput): Promise<ActionResult<{ id: string }>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { salon, refusal } = await checkWeek(tx, salonId, input);
    if (refusal) return refusal;
    const servicesRefusal = await checkServices(tx, salonId, input.serviceIds);
    if (servicesRefusal) return servicesRefusal;
    const [row] = await tx.insert(staff).values({
      salonId, firstName: input.firstName, lastName: input.lastName ?? '', position: input.position, isActive: true,
    }).returning({ id: staff.id });
    await writeServicesAndWeek(tx, row.id, input, salon);
    return ok({ id: row.id }, 'Personel eklendi');
  });
}

export async function updateStaff(salonId: string, input: UpdateStaffInput): Promise<ActionResult<{ id: string }>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await lockOwnStaff(tx, salonId, input.id))) return fail(STAFF_NOT_FOUND_MESSAGE, undefined, 404);
    const { salon, refusal } = await checkWeek(tx, salonId, input);
    if (refusal) return refusal;
    const servicesRefusal = await checkServices(tx, salonId, input.serviceIds);
    if (servicesRefusal) return servicesRefusal;
    await tx.update(staff).set({ firstName: input.firstName, lastName: input.lastName ?? '', position: input.position })
      .where(and(eq(staff.id, input.id), eq(staff.salonId, salonId)));
    // The form offers the active services only: links to the salon's inactive ones stay, so
    // reactivating a service brings its givers back. Everything else is replaced.
    const keptInactive = tx.select({ id: services.id }).from(services).where(and(eq(services.salonId, salonId), eq(services.isActive, false)));
    await tx.delete(staffServices).where(and(eq(staffServices.staffId, input.id), notInArray(staffServices.serviceId, keptInactive)));
    await writeServicesAndWeek(tx, input.id, input, salon);
    return ok({ id: input.id }, 'Personel güncellendi');
  });
}

// ---------------------------------------------------------------- (de)activation

/** Scheduled or confirmed appointments of the salon's staff member that have not started yet, soonest first. */
export async function futureAppointmentsOfStaff(salonId: string, staffId: string, now = new Date(), q?: Queryable): Promise<FutureAppointment[]> {
  const db = q ?? (await getDb());
  const rows = await db.select({
    id: appointments.id, date: appointments.appointmentDate, startTime: appointments.startTime,
    customerName: appointments.customerName, serviceName: services.name,
  }).from(appointments)
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .where(and(eq(appointments.salonId, salonId), eq(appointments.staffId, staffId), liveFrom(now)))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.startTime));
  return rows.map((r) => ({ ...r, startTime: r.startTime.slice(0, 5) }));
}

export type StaffActiveResult = ActionResult<{ cancelledCount: number }> | StaffDeactivationConflict;

/**
 * Reactivates, or deactivates. Someone with appointments still to come is deactivated only
 * when the request says explicitly to cancel them (`cancelFutureAppointments`); otherwise
 * the answer is a 409 with the list. When the request names the appointments its user saw,
 * one booked since then is not cancelled unseen: another 409 with the new list.
 */
/** The reason the customers of a deactivated staff member read. */
export const STAFF_LEFT_REASON = 'Randevunuzu alacak personelimiz artık hizmet vermiyor.';

export async function setStaffActive(salonId: string, input: StaffActiveInput, now = new Date()): Promise<StaffActiveResult> {
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<StaffActiveResult> => {
    // The booking path's per-staff lock first (features/appointments/server/appointments.ts lockStaffBookings, same
    // key), then the row: a booking holds the lock and then reads the staff row through its
    // foreign key, so the other order could deadlock. A booking in flight commits before the
    // list below is read; one that follows waits and then finds the staff member inactive.
    await lockStaffBookings(tx, input.staffId);
    if (!(await lockOwnStaff(tx, salonId, input.staffId))) return fail(STAFF_NOT_FOUND_MESSAGE, undefined, 404);
    if (input.isActive) {
      await tx.update(staff).set({ isActive: true }).where(and(eq(staff.id, input.staffId), eq(staff.salonId, salonId)));
      return ok({ cancelledCount: 0 }, 'Personel aktif yapıldı');
    }
    const future = await futureAppointmentsOfStaff(salonId, input.staffId, now, tx);
    const seen = input.appointmentIds ? new Set(input.appointmentIds.map((id) => id.toLowerCase())) : null;
    if (future.length > 0 && (!input.cancelFutureAppointments || (seen && future.some((a) => !seen.has(a.id))))) {
      return { ok: false, status: 409, error: FUTURE_APPOINTMENTS_MESSAGE, appointments: future };
    }
    if (future.length > 0) {
      await tx.update(appointments)
        .set({ status: 'cancelled', cancelledBy: 'salon', cancelledAt: now, cancelReason: STAFF_LEFT_REASON, updatedAt: now })
        .where(and(eq(appointments.salonId, salonId), inArray(appointments.id, future.map((a) => a.id))));
      // Each customer is told, in this same transaction.
      for (const a of future) await queueSalonCancellationNotice(tx, a.id, STAFF_LEFT_REASON);
    }
    await tx.update(staff).set({ isActive: false }).where(and(eq(staff.id, input.staffId), eq(staff.salonId, salonId)));
    return ok({ cancelledCount: future.length },
      future.length > 0 ? `Personel pasif yapıldı, ${future.length} randevu iptal edildi` : 'Personel pasif yapıldı');
  });
  if (result.ok && result.data.cancelledCount > 0) wakeOutboxWorker();
  return result;
}
