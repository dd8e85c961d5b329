import 'server-only';
// What every calendar write checks before it writes: the staff member's clash (an appointment or
// blocked time, named in a Turkish 409, as the exclusion constraint appointments_no_overlap sees
// it), the per-staff booking locks in one order, and the salon's slot rule as a 400.
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { fail, type ActionResult } from '@/platform/actions/result';
import { BUSY_STATUSES } from '@/features/booking/rules/constants';
import { addDaysToDate, minutesToTime, timeToMinutes } from '@/platform/time/istanbul';
import { SLOT_TAKEN_BY_OTHER_MESSAGE, STAFF_NOT_FOUND_MESSAGE, appointmentClashMessage, blockClashMessage, salonSlotMessage, salonSlotProblem } from '@/features/appointments/schema.panel';
import { lockStaffBookings } from './appointments';
import { type BookingDay } from '@/features/booking/server/booking-data';
import { PG_EXCLUSION_VIOLATION, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '@/platform/db/errors';
import { getDb, type Queryable } from '@/platform/db';
import { appointments, staffBlocks } from '@/platform/db/schema';

/**
 * The first live appointment (other than `excludeId`) or block of the staff member that
 * overlaps [start, start + duration) on `date`, as a Turkish 409 message; null when free.
 * Appointments are compared as the exclusion constraint compares them (a missing end lasts 60
 * minutes, a span from the day before counts), so the message names what the constraint sees.
 */
export async function findClash(
  q: Queryable, salonId: string,
  slot: { staffId: string; date: string; startTime: string; durationMinutes: number; excludeId?: string },
): Promise<string | null> {
  const start = timeToMinutes(slot.startTime);
  const end = start + slot.durationMinutes;
  const wanted = sql`tsrange(${slot.date}::date + ${`${minutesToTime(start)}:00`}::time,
    ${slot.date}::date + ${`${minutesToTime(start)}:00`}::time + make_interval(mins => ${slot.durationMinutes}::int), '[)')`;
  const [appointment] = await q
    .select({
      customerName: appointments.customerName, startTime: appointments.startTime,
      endTime: sql<string>`coalesce(${appointments.endTime}, ${appointments.startTime} + interval '60 minutes')::text`,
    })
    .from(appointments)
    .where(and(
      eq(appointments.salonId, salonId),
      eq(appointments.staffId, slot.staffId),
      inArray(appointments.status, [...BUSY_STATUSES]),
      gte(appointments.appointmentDate, addDaysToDate(slot.date, -1)),
      lte(appointments.appointmentDate, slot.date),
      slot.excludeId ? ne(appointments.id, slot.excludeId) : undefined,
      sql`tsrange(${appointments.appointmentDate} + ${appointments.startTime},
        (${appointments.appointmentDate} + ${appointments.startTime}) + coalesce(${appointments.endTime} - ${appointments.startTime}, interval '60 minutes'),
        '[)') && ${wanted}`,
    ))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.startTime))
    .limit(1);
  if (appointment) return appointmentClashMessage(appointment.customerName, appointment.startTime, appointment.endTime);
  const [block] = await q
    .select({ reason: staffBlocks.reason, startTime: staffBlocks.startTime, endTime: staffBlocks.endTime })
    .from(staffBlocks)
    .where(and(
      eq(staffBlocks.salonId, salonId),
      eq(staffBlocks.staffId, slot.staffId),
      eq(staffBlocks.blockDate, slot.date),
      sql`${staffBlocks.startTime} < ${`${minutesToTime(end)}:00`}::time`,
      sql`${staffBlocks.endTime} > ${`${minutesToTime(start)}:00`}::time`,
    ))
    .orderBy(asc(staffBlocks.startTime))
    .limit(1);
  return block ? blockClashMessage(block.reason, block.startTime, block.endTime) : null;
}

/** Thrown inside a transaction to roll it back with a 409 naming the clash. */
export class Clash extends Error {}

/**
 * A write refused by appointments_no_overlap (two writers passed the check at the same moment
 * on a database without our lock, e.g. the mobile app): a 409 naming the appointment now there.
 */
export async function clashAnswer(
  error: unknown, salonId: string, slot: Parameters<typeof findClash>[2],
): Promise<ActionResult<never>> {
  if (error instanceof Clash) return fail(error.message, undefined, 409);
  if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) {
    const message = await findClash(await getDb(), salonId, slot);
    return fail(message ?? SLOT_TAKEN_BY_OTHER_MESSAGE, undefined, 409);
  }
  if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) return fail(STAFF_NOT_FOUND_MESSAGE, undefined, 404);
  throw error;
}

/** Takes the per-staff booking locks in one fixed order, so two moves between the same two people cannot deadlock. */
export async function lockStaff(tx: Queryable, staffIds: (string | null)[]): Promise<void> {
  for (const staffId of [...new Set(staffIds.filter((s): s is string => Boolean(s)))].sort()) await lockStaffBookings(tx, staffId);
}

/** loadBookingDay's refusal as an ActionResult with the field it concerns. */
export function dayRefusal(day: Extract<BookingDay, { ok: false }>): ActionResult<never> {
  return fail(day.error, day.field && day.field !== 'salonId' ? { [day.field]: day.error } : undefined, day.status);
}

/** The salon's slot rule (5-minute starts inside the staff member's windows, not in the past) as a 400. */
export function slotRefusal(
  slot: { date: string; startTime: string; durationMinutes: number; now: Date; graceMinutes?: number; outsideHours?: boolean },
  day: Extract<BookingDay, { ok: true }>, hint?: string,
): ActionResult<never> | null {
  const problem = salonSlotProblem({ ...slot, windows: day.windows });
  if (!problem) return null;
  const { field, message } = salonSlotMessage(problem, day.windows);
  // A new booking may go outside the hours once the salon confirms it (issue 28): the message says how.
  const said = hint && (problem === 'closed' || problem === 'outside_hours') ? `${message} ${hint}` : message;
  return fail(said, { [field]: said }, 400);
}
