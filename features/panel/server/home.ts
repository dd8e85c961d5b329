import 'server-only';
// The panel's home: how far the salon's setup has come (hours → a service → a staff member who
// gives it, with hours → bookable) and, once it takes bookings, today's appointments, the next
// one and this week's counts. Scoped to the session's salon id.
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { getDb } from '@/platform/db';
import { appointments, salons, services, staff } from '@/platform/db/schema';

export interface SetupStatus {
  hasHours: boolean;
  hasService: boolean;
  /** An active staff member with hours who gives an active service: the salon is bookable. */
  bookable: boolean;
}

export async function loadSetupStatus(salonId: string): Promise<SetupStatus> {
  const db = await getDb();
  // The id as a parameter, not ${salons.id}: from one table Drizzle writes a bare "id", which
  // inside `from services sv` would mean the service's own id.
  const [row] = await db.select({
    hasHours: sql<boolean>`exists (select 1 from salon_working_hours w where w.salon_id = ${salonId})`,
    hasService: sql<boolean>`exists (select 1 from services sv where sv.salon_id = ${salonId} and sv.is_active)`,
    bookable: sql<boolean>`salon_is_bookable(${salonId})`,
  }).from(salons).where(eq(salons.id, salonId)).limit(1);
  return row ?? { hasHours: false, hasService: false, bookable: false };
}

export interface HomeAppointment {
  id: string;
  date: string;
  startTime: string;
  endTime: string | null;
  status: string;
  customerName: string;
  serviceName: string | null;
  staffName: string | null;
}

const columns = {
  id: appointments.id, date: appointments.appointmentDate, startTime: appointments.startTime,
  endTime: appointments.endTime, status: appointments.status, customerName: appointments.customerName,
  serviceName: services.name, staffName: sql<string | null>`nullif(trim(${staff.firstName} || ' ' || ${staff.lastName}), '')`,
};

function baseQuery(db: Awaited<ReturnType<typeof getDb>>) {
  return db.select(columns).from(appointments)
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(staff, eq(staff.id, appointments.staffId));
}

const hhmm = (t: string | null) => (t === null ? null : t.slice(0, 5));
const tidy = (rows: HomeAppointment[]) => rows.map((r) => ({ ...r, startTime: hhmm(r.startTime)!, endTime: hhmm(r.endTime) }));

/** Every appointment of the salon on `date`, by start time (cancelled ones included, marked). */
export async function listDayAppointments(salonId: string, date: string): Promise<HomeAppointment[]> {
  const db = await getDb();
  return tidy(await baseQuery(db)
    .where(and(eq(appointments.salonId, salonId), eq(appointments.appointmentDate, date)))
    .orderBy(asc(appointments.startTime)));
}

/** The first live appointment starting after `time` on `date`, or on a later date. */
export async function findNextAppointment(salonId: string, date: string, time: string): Promise<HomeAppointment | null> {
  const db = await getDb();
  const [row] = await baseQuery(db)
    .where(and(
      eq(appointments.salonId, salonId),
      inArray(appointments.status, ['scheduled', 'confirmed']),
      sql`(${appointments.appointmentDate}, ${appointments.startTime}) > (${date}::date, ${time}::time)`,
    ))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.startTime))
    .limit(1);
  return row ? tidy([row])[0] : null;
}

export interface WeekCounts {
  total: number;
  live: number;
  completed: number;
  cancelled: number;
}

/** Counts of appointments dated from `from` to `to` (inclusive) by status group. */
export async function countAppointments(salonId: string, from: string, to: string): Promise<WeekCounts> {
  const db = await getDb();
  const [row] = await db.select({
    total: sql<number>`count(*)::int`,
    live: sql<number>`(count(*) filter (where ${appointments.status} in ('scheduled', 'confirmed')))::int`,
    completed: sql<number>`(count(*) filter (where ${appointments.status} = 'completed'))::int`,
    cancelled: sql<number>`(count(*) filter (where ${appointments.status} = 'cancelled'))::int`,
  }).from(appointments).where(and(
    eq(appointments.salonId, salonId), gte(appointments.appointmentDate, from), lte(appointments.appointmentDate, to)));
  return row;
}
