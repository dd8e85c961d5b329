import 'server-only';
// The salon's own profile, weekly hours and closed dates, for the panel. Every function takes
// the session's salon id first and touches nothing else (DESIGN.md "The salon panel").
// salons.open_time_minutes / close_time_minutes stay filled from the week (earliest opening,
// latest closing): they are the spec's contract, read by the mobile app and the admin.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '@/platform/db/errors';
import { getDb } from '@/platform/db';
import { appointments, cities, districts, salonClosedDates, salonWorkingHours, salons } from '@/platform/db/schema';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { CLOSED_DATE_TAKEN_MESSAGE, type ReminderSettingsInput, type SalonProfileInput, type SalonWeekInput } from '@/features/salon-settings/schema';

export interface PanelSalonProfile {
  id: string;
  salonCode: string;
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  logoUrl: string | null;
  description: string | null;
  cityId: number | null;
  districtId: number | null;
  cityName: string | null;
  districtName: string | null;
  /** Hours before an appointment its customer is reminded (24 or 2). */
  reminderHours: number;
}

export async function loadPanelSalon(salonId: string): Promise<PanelSalonProfile | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: salons.id, salonCode: salons.salonCode, name: salons.name, address: salons.address, phone: salons.phone,
      email: salons.email, logoUrl: salons.logoUrl, description: salons.description, cityId: salons.cityId,
      districtId: salons.districtId, cityName: cities.name, districtName: districts.name, reminderHours: salons.reminderHours,
    })
    .from(salons)
    .leftJoin(cities, eq(cities.id, salons.cityId))
    .leftJoin(districts, eq(districts.id, salons.districtId))
    .where(eq(salons.id, salonId))
    .limit(1);
  return row ?? null;
}

export async function updatePanelSalon(salonId: string, input: SalonProfileInput, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const rows = await db.update(salons).set({
    name: input.name, address: input.address, cityId: input.cityId, districtId: input.districtId,
    phone: input.phone, email: input.email, description: input.description, updatedAt: now,
    ...(input.removeLogo ? { logoUrl: null } : {}),
  }).where(eq(salons.id, salonId)).returning({ id: salons.id });
  return rows.length === 1;
}

/** The salon's choice of reminder time (features/appointments/server/reminders-job.ts reads it when it schedules). */
export async function updateReminderHours(salonId: string, input: ReminderSettingsInput, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const rows = await db.update(salons).set({ reminderHours: input.reminderHours, updatedAt: now })
    .where(eq(salons.id, salonId)).returning({ id: salons.id });
  return rows.length === 1;
}

export interface SalonDay {
  dayOfWeek: number;
  isOpen: boolean;
  open: number;
  close: number;
}

export interface SalonWeek {
  /** False while the salon has never saved its week: then every day is open at the salon's hours. */
  configured: boolean;
  /** Seven days, Sunday first. */
  days: SalonDay[];
}

export async function loadSalonWeek(salonId: string): Promise<SalonWeek | null> {
  const db = await getDb();
  const [salon] = await db.select({ open: salons.openTimeMinutes, close: salons.closeTimeMinutes })
    .from(salons).where(eq(salons.id, salonId)).limit(1);
  if (!salon) return null;
  const rows = await db.select().from(salonWorkingHours).where(eq(salonWorkingHours.salonId, salonId));
  const byDay = new Map(rows.map((r) => [r.dayOfWeek, r]));
  return {
    configured: rows.length > 0,
    days: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => {
      const row = byDay.get(dayOfWeek);
      return row
        ? { dayOfWeek, isOpen: row.isOpen, open: row.openMinutes, close: row.closeMinutes }
        : { dayOfWeek, isOpen: rows.length === 0, open: salon.open, close: salon.close };
    }),
  };
}

/** Replaces the week (all seven rows) and the salon's summary hours, in one transaction. */
export async function saveSalonWeek(salonId: string, week: SalonWeekInput): Promise<boolean> {
  const db = await getDb();
  const open = week.days.filter((d) => d.isOpen);
  return db.transaction(async (tx) => {
    const updated = await tx.update(salons).set({
      openTimeMinutes: Math.min(...open.map((d) => d.open)),
      closeTimeMinutes: Math.max(...open.map((d) => d.close)),
      updatedAt: new Date(),
    }).where(eq(salons.id, salonId)).returning({ id: salons.id });
    if (updated.length === 0) return false;
    await tx.delete(salonWorkingHours).where(eq(salonWorkingHours.salonId, salonId));
    await tx.insert(salonWorkingHours).values(week.days.map((d) => ({
      salonId, dayOfWeek: d.dayOfWeek, isOpen: d.isOpen,
      // A closed day keeps a valid span, so reopening it in the form starts from sensible hours.
      openMinutes: d.close > d.open ? d.open : 540, closeMinutes: d.close > d.open ? d.close : 1080,
    })));
    return true;
  });
}

export interface ClosedDate {
  id: string;
  date: string;
  note: string | null;
}

/** Closed dates from `fromDate` on, soonest first. */
export async function listClosedDates(salonId: string, fromDate: string): Promise<ClosedDate[]> {
  const db = await getDb();
  return db.select({ id: salonClosedDates.id, date: salonClosedDates.closedDate, note: salonClosedDates.note })
    .from(salonClosedDates)
    .where(and(eq(salonClosedDates.salonId, salonId), gte(salonClosedDates.closedDate, fromDate)))
    .orderBy(asc(salonClosedDates.closedDate));
}

/**
 * Adds a closed date; says how many live appointments already fall on it (part 2 moves them).
 * A date already closed is refused (409, on the date field).
 */
export async function addClosedDate(salonId: string, date: string, note: string | null): Promise<ActionResult<{ liveAppointments: number }>> {
  const db = await getDb();
  try {
    await db.insert(salonClosedDates).values({ salonId, closedDate: date, note });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return fail(CLOSED_DATE_TAKEN_MESSAGE, { date: CLOSED_DATE_TAKEN_MESSAGE }, 409);
    throw error;
  }
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(appointments).where(and(
    eq(appointments.salonId, salonId), eq(appointments.appointmentDate, date),
    sql`${appointments.status} in ('scheduled', 'confirmed')`));
  return ok({ liveAppointments: n });
}

export async function removeClosedDate(salonId: string, id: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db.delete(salonClosedDates)
    .where(and(eq(salonClosedDates.id, id), eq(salonClosedDates.salonId, salonId)))
    .returning({ id: salonClosedDates.id });
  return rows.length === 1;
}
