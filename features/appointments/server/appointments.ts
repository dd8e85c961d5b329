import 'server-only';
// Booking-side writes and the guest's private link: create an appointment (the server decides
// duration, end time and amount; bookings of one staff member queue on a lock, and the
// exclusion constraint appointments_no_overlap guards the table whatever happens), read one
// by its manage token, cancel one by its manage token.
// Only the token's SHA-256 is stored; the raw token exists in the 201 response and the link.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { BOOKING_HORIZON_MONTHS, CANCELLABLE_STATUSES } from '@/features/booking/rules/constants';
import { serviceDurationOn } from '@/features/services/rules/durations';
import { checkRequestedSlot, type SlotProblem } from '@/features/booking/rules/slots';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from '@/platform/access/tokens';
import { minutesToTime, timeToMinutes } from '@/platform/time/istanbul';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import {
  MANAGED_APPOINTMENT_NOT_CANCELLABLE_MESSAGE, MANAGED_APPOINTMENT_NOT_FOUND_MESSAGE, type CreateAppointmentInput,
} from '@/features/appointments/schema';
import { SUBSCRIPTION_ENDED_MESSAGE } from '@/features/booking/schema.messages';
import { wakeOutboxWorker } from '@/features/scheduled-work/server/background';
import { loadAppointmentDetails, type AppointmentDetails } from './details';
import { queueBookingConfirmation, queueCancellationNotice } from './mail';
import { queueNoticeToSalonOfBooking, queueNoticeToSalonOfCancellation } from './salon-notice-mail';
import { isSalonSubscriptionEnded, loadBookingDay } from '@/features/booking/server/booking-data';
import { PG_EXCLUSION_VIOLATION, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '@/platform/db/errors';
import { getDb, type Queryable } from '@/platform/db';
import { appointments, type AppointmentStatus } from '@/platform/db/schema';

export const SLOT_TAKEN_MESSAGE = 'Bu saat az önce doldu. Lütfen başka bir saat seçin.';

const SLOT_PROBLEM_MESSAGES: Record<Exclude<SlotProblem, 'booked'>, { field: 'date' | 'startTime'; message: string }> = {
  past_date: { field: 'date', message: 'Geçmiş bir tarih için randevu alınamaz.' },
  too_far: { field: 'date', message: `Randevu en fazla ${BOOKING_HORIZON_MONTHS} ay sonrası için alınabilir.` },
  closed: { field: 'date', message: 'Seçilen gün bu personel için uygun değil.' },
  past_time: { field: 'startTime', message: 'Seçilen saat geçti. Lütfen başka bir saat seçin.' },
  outside_hours: { field: 'startTime', message: 'Seçilen saat salonun çalışma saatleri dışında.' },
  off_grid: { field: 'startTime', message: 'Lütfen listeden geçerli bir saat seçin.' },
};

/** The appointment as returned to the browser (spec 1 §3 "Appointment"); never the token hash. */
export interface CreatedAppointment {
  id: string;
  salon_id: string;
  customer_id: string | null;
  customer_name: string;
  customer_phone: string;
  customer_email: string | null;
  staff_id: string | null;
  service_id: string | null;
  appointment_date: string;
  start_time: string;
  end_time: string | null;
  status: AppointmentStatus;
  notes: string | null;
  total_amount: number;
  total_duration: number | null;
  created_at: string;
}

export type CreateAppointmentResult =
  | { ok: true; appointment: CreatedAppointment; manageToken: string }
  | { ok: false; status: 400 | 403 | 404 | 409; error: string; fieldErrors?: Record<string, string> };

const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5));

class SlotTaken extends Error {}

/**
 * Bookings of one staff member queue here, each until the one before it has committed or
 * rolled back, so the slot check below sees every booking that could overlap. Without it, two
 * overlapping inserts on PostgreSQL could each wait for the other inside the exclusion check:
 * the server then aborts one as a deadlock after a second (a 500 for that visitor), and 50
 * people racing for one slot took 45 s. The exclusion constraint still guards the table.
 * A transaction-scoped lock: it also holds through Supabase's transaction pooler.
 */
export async function lockStaffBookings(tx: Queryable, staffId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`appointments:${staffId}`}))`);
}

export async function createAppointment(
  input: CreateAppointmentInput, context: { customerId: string | null; now: Date },
): Promise<CreateAppointmentResult> {
  const db = await getDb();
  const manageToken = newSessionToken();
  try {
    const result = await db.transaction(async (tx): Promise<CreateAppointmentResult> => {
      await lockStaffBookings(tx, input.staffId);
      const day = await loadBookingDay(input, tx);
      if (!day.ok) {
        return { ok: false, status: day.status, error: day.error, fieldErrors: day.field ? { [day.field]: day.error } : undefined };
      }
      // Online bookings only: the panel's own appointments (walk-ins, phone calls) go through
      // features/appointments/server/panel-appointments.ts and are not refused, the salon still runs its day.
      if (await isSalonSubscriptionEnded(day.salon.id, context.now, tx)) {
        return { ok: false, status: 403, error: SUBSCRIPTION_ENDED_MESSAGE };
      }
      const service = day.service!; // serviceId is required by the schema, so loadBookingDay loaded it
      const durationMinutes = serviceDurationOn(input.date, service);
      const check = checkRequestedSlot({
        date: input.date, now: context.now, durationMinutes, booked: day.booked, startTime: input.startTime, windows: day.windows,
      });
      if (!check.ok) {
        if (check.problem === 'booked') throw new SlotTaken();
        const { field, message } = SLOT_PROBLEM_MESSAGES[check.problem];
        return { ok: false, status: 400, error: message, fieldErrors: { [field]: message } };
      }

      const [row] = await tx.insert(appointments).values({
        salonId: day.salon.id,
        customerId: context.customerId,
        customerName: input.customerName,
        customerPhone: input.customerPhone,
        customerEmail: input.customerEmail,
        staffId: day.staff.id,
        serviceId: service.id,
        appointmentDate: input.date,
        startTime: input.startTime,
        endTime: minutesToTime(timeToMinutes(input.startTime) + durationMinutes),
        status: 'scheduled',
        notes: input.notes,
        totalAmount: service.price,
        totalDuration: durationMinutes,
        manageTokenHash: hashSessionToken(manageToken),
      }).returning();
      const appointment: CreatedAppointment = {
        id: row.id, salon_id: row.salonId, customer_id: row.customerId, customer_name: row.customerName,
        customer_phone: row.customerPhone, customer_email: row.customerEmail, staff_id: row.staffId,
        service_id: row.serviceId, appointment_date: row.appointmentDate, start_time: hhmm(row.startTime)!,
        end_time: hhmm(row.endTime), status: row.status, notes: row.notes, total_amount: Number(row.totalAmount),
        total_duration: row.totalDuration, created_at: row.createdAt.toISOString(),
      };
      // Same transaction: the confirmation exists exactly when the appointment does.
      await queueBookingConfirmation(tx, row.id, manageToken, context.now);
      // The salon hears of it too (its panel's bell shows it; this reaches the salon's inbox).
      await queueNoticeToSalonOfBooking(tx, row.id);
      return { ok: true, appointment, manageToken };
    });
    if (result.ok) wakeOutboxWorker();
    return result;
  } catch (error) {
    // Someone else got the slot first: seen by our own check, or by the exclusion constraint
    // when two requests passed the check at the same moment.
    if (error instanceof SlotTaken || pgErrorCode(error) === PG_EXCLUSION_VIOLATION) {
      return { ok: false, status: 409, error: SLOT_TAKEN_MESSAGE };
    }
    // The salon, staff member or service was deleted between our read and the insert.
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) return { ok: false, status: 404, error: 'Salon bulunamadı' };
    throw error;
  }
}

export type { AppointmentDetails } from './details';

/** The appointment behind a guest's private link, or null for a malformed or unknown token. */
export async function findAppointmentByManageToken(token: string | undefined, now = new Date()): Promise<AppointmentDetails | null> {
  if (!looksLikeSessionToken(token)) return null;
  return loadAppointmentDetails(await getDb(), eq(appointments.manageTokenHash, hashSessionToken(token)), now);
}

const notCancellable = () => fail(MANAGED_APPOINTMENT_NOT_CANCELLABLE_MESSAGE, undefined, 409);

/** Cancels the appointment behind a guest's link while it is live and has not started (404 / 409 otherwise). */
export async function cancelAppointmentByManageToken(token: string, now = new Date()): Promise<ActionResult> {
  const current = await findAppointmentByManageToken(token, now);
  if (!current) return fail(MANAGED_APPOINTMENT_NOT_FOUND_MESSAGE, undefined, 404);
  if (!current.canCancel) return notCancellable();
  const db = await getDb();
  const cancelled = await db.transaction(async (tx) => {
    const updated = await tx
      .update(appointments)
      // Who and when: the panel's live notice and the salon's calendar show customer cancellations.
      .set({ status: 'cancelled', cancelledBy: 'customer', cancelledAt: now, updatedAt: now })
      .where(and(
        eq(appointments.manageTokenHash, hashSessionToken(token)),
        inArray(appointments.status, [...CANCELLABLE_STATUSES]),
      ))
      .returning({ id: appointments.id });
    if (updated.length === 0) return false;
    await queueCancellationNotice(tx, updated[0].id);
    await queueNoticeToSalonOfCancellation(tx, updated[0].id);
    return true;
  });
  if (!cancelled) return notCancellable();
  wakeOutboxWorker();
  return ok(undefined);
}
