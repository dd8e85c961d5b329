import 'server-only';
// The bookings the salon writes itself: by phone, at the desk, a visit already made today, and
// (confirmed) outside the staff member's hours.
import { eq } from 'drizzle-orm';
import { fail, type ActionResult } from '@/platform/actions/result';
import { hashSessionToken, newSessionToken } from '@/platform/access/tokens';
import { serviceDurationOn } from '@/features/services/rules/durations';
import { minutesToTime, timeToMinutes } from '@/platform/time/istanbul';
import { isUuid } from '@/platform/text/ids';
import { OUTSIDE_HOURS_HINT, STAFF_NOT_FOUND_MESSAGE, WALK_IN_GRACE_MINUTES, type CreateSalonAppointmentInput } from '@/features/appointments/schema.panel';
import { queueBookingConfirmation } from './mail';
import { logAppointmentChange } from './appointment-log';
import { lockStaffBookings } from './appointments';
import { loadBookingDay } from '@/features/booking/server/booking-data';
import { getDb } from '@/platform/db';
import { appointments, customers } from '@/platform/db/schema';
import { type Written, written, answerWithDetail, type PanelAppointmentDetail } from './panel-appointment-detail';
import { findClash, Clash, clashAnswer, dayRefusal, slotRefusal } from './panel-slot-checks';

/**
 * A booking taken by phone or at the desk. The customer is found by phone (a customers row
 * with that number is linked, and named as in the account), else a guest with the given name.
 * Any 5-minute start inside the staff member's windows, or outside them once the salon
 * confirmed it (`outsideHours`); today it may lie in the past (a visit that already happened). Written as confirmed (the salon wrote it) with source 'salon'.
 * Only with an e-mail address does the customer get the confirmation with a private link.
 */
export async function createSalonAppointment(
  salonId: string, input: CreateSalonAppointmentInput, now = new Date(), actorId: string | null = null,
): Promise<ActionResult<PanelAppointmentDetail>> {
  if (!isUuid(input.staffId)) return fail(STAFF_NOT_FOUND_MESSAGE, { staffId: STAFF_NOT_FOUND_MESSAGE }, 404);
  if (!isUuid(input.serviceId)) return fail('Hizmet bulunamadı', { serviceId: 'Hizmet bulunamadı' }, 404);
  const db = await getDb();
  let durationMinutes = 0;
  let result: Written;
  try {
    result = await db.transaction(async (tx): Promise<Written> => {
      await lockStaffBookings(tx, input.staffId);
      const day = await loadBookingDay({ salonId, staffId: input.staffId, serviceId: input.serviceId, date: input.date }, tx);
      if (!day.ok) return dayRefusal(day);
      const service = day.service!; // serviceId was given, so loadBookingDay loaded it
      durationMinutes = serviceDurationOn(input.date, service);
      const refused = slotRefusal({
        date: input.date, startTime: input.startTime, durationMinutes, now, graceMinutes: WALK_IN_GRACE_MINUTES, outsideHours: input.outsideHours,
      }, day, OUTSIDE_HOURS_HINT);
      if (refused) return refused;
      const clash = await findClash(tx, salonId, { staffId: input.staffId, date: input.date, startTime: input.startTime, durationMinutes });
      if (clash) throw new Clash(clash);

      const [account] = await tx.select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName })
        .from(customers).where(eq(customers.phone, input.customerPhone)).limit(1);
      const accountName = account ? `${account.firstName} ${account.lastName}`.trim() : '';
      // Every booking gets its private link: the customer's text carries it even without an e-mail.
      const manageToken = newSessionToken();
      const [row] = await tx.insert(appointments).values({
        salonId, customerId: account?.id ?? null,
        customerName: accountName || input.customerName,
        customerPhone: input.customerPhone, customerEmail: input.customerEmail,
        staffId: input.staffId, serviceId: service.id, appointmentDate: input.date, startTime: input.startTime,
        endTime: minutesToTime(timeToMinutes(input.startTime) + durationMinutes),
        status: 'confirmed', source: 'salon', notes: input.notes,
        totalAmount: service.price, totalDuration: durationMinutes,
        manageTokenHash: hashSessionToken(manageToken),
      }).returning({ id: appointments.id });
      const mailQueued = await queueBookingConfirmation(tx, row.id, manageToken, now, { mail: Boolean(input.customerEmail) });
      await logAppointmentChange(tx, salonId, actorId, 'APPOINTMENT_CREATE', 'Randevu oluşturuldu',
        { id: row.id, customerName: accountName || input.customerName, date: input.date, startTime: input.startTime });
      return written(tx, salonId, row.id, now, mailQueued);
    });
  } catch (error) {
    return clashAnswer(error, salonId, { staffId: input.staffId, date: input.date, startTime: input.startTime, durationMinutes: durationMinutes || 5 });
  }
  return answerWithDetail(result, 'Randevu oluşturuldu');
}
