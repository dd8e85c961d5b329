import 'server-only';
// The salon's status changes of an appointment: confirm, complete, no-show, undo the same day,
// cancel with a reason, under the rules of features/appointments/rules/status.ts. The customer's
// mail is queued and the change logged in the same transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fail, type ActionResult } from '@/platform/actions/result';
import { TRANSITION_REFUSALS, TRANSITIONS, checkTransition, type SalonTransition } from '@/features/appointments/rules/status';
import { istanbulClock, minutesToTime } from '@/platform/time/istanbul';
import type { Queryable } from '@/platform/db';
import { isUuid } from '@/platform/text/ids';
import { cancelReason } from '@/features/appointments/schema.panel';
import { queueConfirmedNotice, queueSalonCancellationNotice } from './mail';
import { logAppointmentChange } from './appointment-log';
import { getDb } from '@/platform/db';
import { appointments } from '@/platform/db/schema';
import { notFound, ofSalon, type Written, written, answerWithDetail, type PanelAppointmentDetail } from './panel-appointment-detail';

const TRANSITION_MESSAGES: Record<SalonTransition, string> = {
  confirm: 'Randevu onaylandı',
  complete: 'Randevu tamamlandı',
  no_show: 'Randevu gelmedi olarak işaretlendi',
  cancel: 'Randevu iptal edildi',
  reopen: 'İşlem geri alındı, randevu onaylı duruma döndü',
};

/** The activity log's words and code for each change. */
const TRANSITION_LOG: Record<SalonTransition, [action: string, what: string]> = {
  confirm: ['APPOINTMENT_CONFIRM', 'Randevu onaylandı'],
  complete: ['APPOINTMENT_COMPLETE', 'Randevu tamamlandı'],
  no_show: ['APPOINTMENT_NO_SHOW', 'Müşteri gelmedi'],
  cancel: ['APPOINTMENT_CANCEL', 'Randevu iptal edildi'],
  reopen: ['APPOINTMENT_REOPEN', 'Tamamlandı/Gelmedi geri alındı'],
};

/**
 * Confirm, complete, no-show, undo or cancel under the rules of status.ts (a refused change →
 * 409 with its Turkish reason). A cancellation needs the salon's reason (1–300 characters),
 * records who and when, and queues the customer's notice with the reason in the same
 * transaction; every change is logged with `actorId`, the user who made it.
 */
export async function changeAppointmentStatus(
  salonId: string, id: string, transition: SalonTransition, options: { reason?: string | null; actorId?: string | null } = {}, now = new Date(),
): Promise<ActionResult<PanelAppointmentDetail>> {
  if (!isUuid(id)) return notFound();
  let reason: string | null = null;
  if (transition === 'cancel') {
    const parsed = cancelReason.safeParse(options.reason ?? '');
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Lütfen iptal nedenini yazın';
      return fail(message, { reason: message }, 400);
    }
    reason = parsed.data;
  }
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<Written> => {
    const [row] = await tx.select({
      status: appointments.status, date: appointments.appointmentDate, startTime: appointments.startTime, customerName: appointments.customerName,
    }).from(appointments).where(ofSalon(salonId, id)).for('update');
    if (!row) return notFound();
    const check = checkTransition(row, transition, now);
    if (!check.ok) return fail(TRANSITION_REFUSALS[check.reason], undefined, 409);
    await tx.update(appointments)
      .set({
        status: check.to, updatedAt: now,
        ...(transition === 'cancel' ? { cancelledBy: 'salon' as const, cancelledAt: now, cancelReason: reason } : {}),
      })
      .where(ofSalon(salonId, id));
    // Same transaction: the customer hears of the cancellation (or the confirmation they were
    // told to wait for, issue 28) exactly when it happened.
    const mailQueued = transition === 'cancel' ? await queueSalonCancellationNotice(tx, id, reason!, now)
      : transition === 'confirm' ? await queueConfirmedNotice(tx, id, now) : false;
    await logAppointmentChange(tx, salonId, options.actorId ?? null, ...TRANSITION_LOG[transition], { id, ...row });
    return written(tx, salonId, id, now, mailQueued);
  });
  return answerWithDetail(result, TRANSITION_MESSAGES[transition]);
}

/**
 * The salon erasing a customer's records (features/customers/server/erase-customer.ts): cancels,
 * as the salon's cancellation with `reason`, those of `ids` at this salon still to come in a
 * status the salon may cancel. Runs in the caller's transaction and, unlike a cancellation at the
 * desk, queues no mail and writes no log line per appointment: the customer asked to be erased and
 * is told nothing more, and a line per booking would re-record the name being erased (the caller
 * logs one line without it). Returns the cancelled ids.
 */
export async function cancelUpcomingWithoutNotice(
  tx: Queryable, salonId: string, ids: string[], reason: string, now = new Date(),
): Promise<string[]> {
  if (ids.length === 0) return [];
  const clock = istanbulClock(now);
  const rows = await tx.update(appointments)
    .set({ status: 'cancelled', cancelledBy: 'salon', cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where(and(eq(appointments.salonId, salonId), inArray(appointments.id, ids),
      inArray(appointments.status, [...TRANSITIONS.cancel.from]),
      sql`${appointments.appointmentDate} + ${appointments.startTime} > ${`${clock.date} ${minutesToTime(clock.minutes)}:00`}::timestamp`))
    .returning({ id: appointments.id });
  return rows.map((r) => r.id);
}
