import 'server-only';
// Moving an appointment to another date, time or staff member of the salon, with both staff
// members' locks held; the customer gets the new time with a new .ics.
import { eq } from 'drizzle-orm';
import { fail, type ActionResult } from '@/platform/actions/result';
import { serviceDurationOn } from '@/features/services/rules/durations';
import { MOVABLE_STATUSES, TRANSITION_REFUSALS } from '@/features/appointments/rules/status';
import { minutesToTime, timeToMinutes } from '@/platform/time/istanbul';
import { isUuid } from '@/platform/text/ids';
import { SLOT_CHANGED_MESSAGE, STAFF_NOT_FOUND_MESSAGE } from '@/features/appointments/schema.panel';
import { queueMoveNotice } from './mail';
import { logAppointmentChange } from './appointment-log';
import { loadBookingDay } from '@/features/booking/server/booking-data';
import { getDb } from '@/platform/db';
import { appointments, staff } from '@/platform/db/schema';
import { notFound, hhmm, ofSalon, lengthOf, type Written, written, answerWithDetail, type PanelAppointmentDetail } from './panel-appointment-detail';
import { findClash, Clash, clashAnswer, lockStaff, dayRefusal, slotRefusal } from './panel-slot-checks';

/**
 * Moves a scheduled or confirmed appointment to another date, start time and/or staff member
 * of the salon who gives its service. The length is the service's duration on the new date
 * (durations.ts); the price stays. Both staff members' booking locks are held. The customer
 * gets the new time with a new .ics.
 */
export async function moveAppointment(
  salonId: string, id: string, input: { date: string; startTime: string; staffId: string }, now = new Date(), actorId: string | null = null,
): Promise<ActionResult<PanelAppointmentDetail>> {
  if (!isUuid(id)) return notFound();
  if (!isUuid(input.staffId)) return fail(STAFF_NOT_FOUND_MESSAGE, { staffId: STAFF_NOT_FOUND_MESSAGE }, 404);
  const db = await getDb();
  let durationMinutes = 0;
  let result: Written;
  try {
    result = await db.transaction(async (tx): Promise<Written> => {
      const [before] = await tx.select({ staffId: appointments.staffId }).from(appointments).where(ofSalon(salonId, id));
      if (!before) return notFound();
      await lockStaff(tx, [before.staffId, input.staffId]);
      const [row] = await tx
        .select({
          staffId: appointments.staffId, serviceId: appointments.serviceId, status: appointments.status,
          date: appointments.appointmentDate, startTime: appointments.startTime, endTime: appointments.endTime,
          totalDuration: appointments.totalDuration, staffFirst: staff.firstName, staffLast: staff.lastName,
          customerName: appointments.customerName,
        })
        .from(appointments).leftJoin(staff, eq(staff.id, appointments.staffId))
        .where(ofSalon(salonId, id)).for('update', { of: appointments });
      if (!row) return notFound();
      // Moved to someone else between our first read and the locks: their lock is not ours.
      if (row.staffId !== before.staffId) return fail(SLOT_CHANGED_MESSAGE, undefined, 409);
      if (!MOVABLE_STATUSES.includes(row.status)) return fail(TRANSITION_REFUSALS.not_allowed, undefined, 409);

      const params = { salonId, staffId: input.staffId, date: input.date };
      let day = await loadBookingDay({ ...params, serviceId: row.serviceId ?? undefined }, tx);
      // A service the salon no longer offers: the staff member need not give it any more, the
      // appointment keeps its length.
      if (!day.ok && day.field === 'serviceId' && day.status === 404) day = await loadBookingDay(params, tx);
      if (!day.ok) return dayRefusal(day);
      durationMinutes = day.service ? serviceDurationOn(input.date, day.service) : lengthOf(row);

      const refused = slotRefusal({ date: input.date, startTime: input.startTime, durationMinutes, now }, day);
      if (refused) return refused;
      const unchanged = row.staffId === input.staffId && row.date === input.date
        && hhmm(row.startTime) === input.startTime && lengthOf(row) === durationMinutes;
      if (unchanged) return written(tx, salonId, id, now, false);
      const clash = await findClash(tx, salonId, { ...input, durationMinutes, excludeId: id });
      if (clash) throw new Clash(clash);

      await tx.update(appointments)
        .set({
          staffId: input.staffId, appointmentDate: input.date, startTime: input.startTime,
          endTime: minutesToTime(timeToMinutes(input.startTime) + durationMinutes), totalDuration: durationMinutes, updatedAt: now,
        })
        .where(ofSalon(salonId, id));
      const previous = {
        date: row.date, startTime: hhmm(row.startTime),
        staffName: row.staffFirst ? `${row.staffFirst} ${row.staffLast ?? ''}`.trim() : 'Bilinmeyen Personel',
      };
      await logAppointmentChange(tx, salonId, actorId, 'APPOINTMENT_MOVE', 'Randevu taşındı',
        { id, customerName: row.customerName, date: input.date, startTime: input.startTime });
      return written(tx, salonId, id, now, await queueMoveNotice(tx, id, previous, now));
    });
  } catch (error) {
    return clashAnswer(error, salonId, { ...input, durationMinutes: durationMinutes || 5, excludeId: id });
  }
  return answerWithDetail(result, 'Randevu taşındı');
}
