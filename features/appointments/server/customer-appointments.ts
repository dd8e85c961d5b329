import 'server-only';
// A signed-in customer's own appointments (/randevularim). Every query is filtered by the
// session customer's id, so an appointment id sent by someone else finds nothing.
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { istanbulClock, minutesToTime } from '@/platform/time/istanbul';
import { APPOINTMENT_NOT_CANCELLABLE_MESSAGE, APPOINTMENT_NOT_FOUND_MESSAGE } from '@/features/accounts/schema';
import { wakeOutboxWorker } from '@/features/scheduled-work/server/background';
import { queueCancellationNotice } from './mail';
import { queueNoticeToSalonOfCancellation } from './salon-notice-mail';
import { CANCELLABLE_STATUSES } from '@/features/booking/rules/constants';
import { getDb, type Queryable } from '@/platform/db';
import { appointments, salons, services, staff, type AppointmentStatus } from '@/platform/db/schema';

export interface CustomerAppointment {
  id: string;
  salonId: string;
  salonName: string | null;
  serviceName: string | null;
  staffName: string | null;
  status: AppointmentStatus;
  /** 'YYYY-MM-DD' */
  appointmentDate: string;
  /** 'HH:MM' */
  startTime: string;
  endTime: string | null;
  /** What the customer pays: the stored total, else the service's list price. */
  price: number;
  notes: string | null;
  /** Scheduled or confirmed and still in the future (Istanbul time). */
  cancellable: boolean;
  /** The same: an appointment still to come, listed under 'Yaklaşan Randevular'. */
  upcoming: boolean;
  /** Who cancelled it ('salon': the card shows the salon's reason). */
  cancelledBy: 'customer' | 'salon' | null;
  cancelReason: string | null;
}

const CANCELLABLE: AppointmentStatus[] = ['scheduled', 'confirmed'];

/** A cancellation by the customer: who and when (the panel's live notice and the salon's calendar show them). */
const cancelledByCustomer = () => ({
  status: 'cancelled' as const, cancelledBy: 'customer' as const, cancelledAt: sql`now()`, updatedAt: sql`now()`,
});

/** Istanbul "now" as a SQL condition: the appointment starts later than this moment. */
function startsAfter(now: Date) {
  const clock = istanbulClock(now);
  return or(
    gt(appointments.appointmentDate, clock.date),
    and(eq(appointments.appointmentDate, clock.date), gt(appointments.startTime, `${minutesToTime(clock.minutes)}:59`)),
  );
}

function isFuture(date: string, startTime: string, now: Date): boolean {
  const clock = istanbulClock(now);
  return date > clock.date || (date === clock.date && startTime.slice(0, 5) > minutesToTime(clock.minutes));
}

/** The customer's appointments: upcoming ones first, soonest first; then the others, newest first. */
export async function listCustomerAppointments(customerId: string, now = new Date()): Promise<CustomerAppointment[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: appointments.id, salonId: appointments.salonId, salonName: salons.name, serviceName: services.name,
      servicePrice: services.price, staffFirst: staff.firstName, staffLast: staff.lastName,
      status: appointments.status, appointmentDate: appointments.appointmentDate,
      startTime: appointments.startTime, endTime: appointments.endTime,
      totalAmount: appointments.totalAmount, notes: appointments.notes,
      cancelledBy: appointments.cancelledBy, cancelReason: appointments.cancelReason,
    })
    .from(appointments)
    .leftJoin(salons, eq(salons.id, appointments.salonId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(staff, eq(staff.id, appointments.staffId))
    .where(eq(appointments.customerId, customerId))
    .orderBy(desc(appointments.appointmentDate), desc(appointments.startTime));
  const all = rows.map((r): CustomerAppointment => ({
    id: r.id,
    salonId: r.salonId,
    salonName: r.salonName,
    serviceName: r.serviceName,
    staffName: r.staffFirst ? `${r.staffFirst} ${r.staffLast ?? ''}`.trim() : null,
    status: r.status,
    appointmentDate: r.appointmentDate,
    startTime: r.startTime.slice(0, 5),
    endTime: r.endTime?.slice(0, 5) ?? null,
    price: r.totalAmount > 0 ? r.totalAmount : (r.servicePrice ?? 0),
    notes: r.notes,
    cancellable: CANCELLABLE.includes(r.status) && isFuture(r.appointmentDate, r.startTime, now),
    upcoming: CANCELLABLE.includes(r.status) && isFuture(r.appointmentDate, r.startTime, now),
    cancelledBy: r.status === 'cancelled' ? r.cancelledBy : null,
    cancelReason: r.status === 'cancelled' && r.cancelledBy === 'salon' ? r.cancelReason : null,
  }));
  // The next appointment on top (issue 29): upcoming ones soonest first, then the rest (past,
  // cancelled, no-show) newest first, as the query already orders them.
  return [...all.filter((a) => a.upcoming).reverse(), ...all.filter((a) => !a.upcoming)];
}

/**
 * Cancels the customer's own future scheduled/confirmed appointment. One guarded UPDATE, so a
 * concurrent status change cannot be overwritten; the exclusion constraint ignores cancelled
 * rows, which frees the slot at once. Refuses with 404 (not theirs, or no such appointment) or
 * 409 (past, started or no longer live).
 */
export async function cancelOwnAppointment(
  customerId: string, appointmentId: string, now = new Date(),
): Promise<ActionResult<{ salonId: string }>> {
  const db = await getDb();
  const mine = and(eq(appointments.id, appointmentId), eq(appointments.customerId, customerId));
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(appointments)
      .set(cancelledByCustomer())
      .where(and(mine, inArray(appointments.status, CANCELLABLE), startsAfter(now)))
      .returning({ salonId: appointments.salonId });
    // Same transaction: the notice exists exactly when the cancellation does.
    if (updated) {
      await queueCancellationNotice(tx, appointmentId);
      await queueNoticeToSalonOfCancellation(tx, appointmentId);
    }
    return updated;
  });
  if (row) {
    wakeOutboxWorker();
    return ok({ salonId: row.salonId });
  }
  const [exists] = await db.select({ id: appointments.id }).from(appointments).where(mine).limit(1);
  return exists ? fail(APPOINTMENT_NOT_CANCELLABLE_MESSAGE, undefined, 409) : fail(APPOINTMENT_NOT_FOUND_MESSAGE, undefined, 404);
}

/**
 * Closing the account (features/privacy/server/close-account.ts): cancels, as the customer's own
 * cancellation with `reason`, every appointment of theirs still to come, pending ones included
 * (a salon must not keep waiting for, or confirm, a booking nobody will come to). Runs in the
 * caller's transaction and queues no mail: the caller tells the salons once the rows no longer
 * name the customer, and the customer, who is leaving, gets none. Returns the cancelled ids.
 */
export async function cancelUpcomingOfClosingAccount(tx: Queryable, customerId: string, reason: string, now = new Date()): Promise<string[]> {
  const rows = await tx.update(appointments)
    .set({ ...cancelledByCustomer(), cancelReason: reason })
    .where(and(eq(appointments.customerId, customerId), inArray(appointments.status, [...CANCELLABLE_STATUSES]), startsAfter(now)))
    .returning({ id: appointments.id });
  return rows.map((r) => r.id);
}
