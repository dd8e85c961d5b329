import 'server-only';
// Queues the salon's own messages inside the transaction that books online or that a customer
// cancels in, so each exists exactly when the change does (issue 21): the e-mail to salons.email
// and, when the salon asked for it, a text to salons.sms_phone (issue 32, features/sms).
// Each checks the row itself: a booking the salon wrote (source 'salon') and a cancellation
// the salon made (cancelled_by 'salon') mail nobody; a salon without an e-mail gets nothing.
import { eq } from 'drizzle-orm';
import { env } from '@/platform/env';
import { salonCustomerCancelled, salonNewOnlineBooking } from '@/features/sms/rules/messages';
import { sendNotice } from '@/features/sms/server/notice';
import {
  panelCalendarUrl, salonBookingNoticeEmail, salonCancellationNoticeEmail, type SalonNoticeAppointment,
} from '@/features/appointments/server/salon-notice-template';
import { minutesToTime, timeToMinutes } from '@/platform/time/istanbul';
import type { Queryable } from '@/platform/db';
import type { OutgoingEmail } from '@/platform/mail/outbox';
import { appointments, salons, services, staff } from '@/platform/db/schema';

interface NoticeSource {
  salonId: string;
  appointment: SalonNoticeAppointment;
  salonEmail: string | null;
  source: 'online' | 'salon';
  status: string;
  cancelledBy: 'customer' | 'salon' | null;
}

async function loadNoticeSource(db: Queryable, appointmentId: string): Promise<NoticeSource | null> {
  const [row] = await db
    .select({
      id: appointments.id, salonId: appointments.salonId, source: appointments.source, status: appointments.status, cancelledBy: appointments.cancelledBy,
      cancelReason: appointments.cancelReason, customerName: appointments.customerName, customerPhone: appointments.customerPhone,
      date: appointments.appointmentDate, startTime: appointments.startTime, endTime: appointments.endTime,
      totalDuration: appointments.totalDuration, notes: appointments.notes, totalAmount: appointments.totalAmount,
      salonName: salons.name, salonEmail: salons.email,
      serviceName: services.name, staffFirstName: staff.firstName, staffLastName: staff.lastName,
    })
    .from(appointments)
    .innerJoin(salons, eq(salons.id, appointments.salonId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(staff, eq(staff.id, appointments.staffId))
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  if (!row) return null;
  const start = timeToMinutes(row.startTime);
  const end = row.endTime ? timeToMinutes(row.endTime) : start + (row.totalDuration ?? 60);
  return {
    salonId: row.salonId,
    appointment: {
      id: row.id, salonName: row.salonName, customerName: row.customerName, customerPhone: row.customerPhone,
      date: row.date, startTime: minutesToTime(start), endTime: minutesToTime(end),
      serviceName: row.serviceName ?? 'Bilinmeyen Hizmet',
      staffName: row.staffFirstName ? `${row.staffFirstName} ${row.staffLastName ?? ''}`.trim() : 'Bilinmeyen Personel',
      notes: row.notes?.trim() || null, totalAmount: Number(row.totalAmount), cancelReason: row.cancelReason?.trim() || null,
    },
    salonEmail: row.salonEmail?.trim() || null,
    source: row.source,
    status: row.status,
    cancelledBy: row.cancelledBy,
  };
}

/** Queues 'Yeni online randevu' to the salon after a customer's online booking; false when nothing was queued. */
export async function queueNoticeToSalonOfBooking(tx: Queryable, appointmentId: string): Promise<boolean> {
  const found = await loadNoticeSource(tx, appointmentId);
  if (!found || found.source !== 'online') return false;
  const calendarUrl = panelCalendarUrl(env.SITE_URL, found.appointment.date);
  return notifySalon(tx, found, 'newBooking', salonNewOnlineBooking, found.salonEmail
    ? salonBookingNoticeEmail(found.appointment, { to: found.salonEmail, calendarUrl }) : null, 'salon_booking_notice');
}

/**
 * Queues 'Müşteri iptal etti' to the salon; call it after the customer's cancelling UPDATE in
 * the same transaction. A row that is not cancelled, or that the salon cancelled, queues nothing.
 */
export async function queueNoticeToSalonOfCancellation(tx: Queryable, appointmentId: string): Promise<boolean> {
  const found = await loadNoticeSource(tx, appointmentId);
  if (!found || found.status !== 'cancelled' || found.cancelledBy === 'salon') return false;
  const calendarUrl = panelCalendarUrl(env.SITE_URL, found.appointment.date);
  return notifySalon(tx, found, 'customerCancelled', salonCustomerCancelled, found.salonEmail
    ? salonCancellationNoticeEmail(found.appointment, { to: found.salonEmail, calendarUrl }) : null, 'salon_cancellation_notice');
}

/** The salon's e-mail and, when it chose SMS for this event, a text to its own phone. */
async function notifySalon(
  tx: Queryable, found: NoticeSource, event: 'newBooking' | 'customerCancelled', text: typeof salonNewOnlineBooking,
  email: OutgoingEmail | null, kind: 'salon_booking_notice' | 'salon_cancellation_notice',
): Promise<boolean> {
  const a = found.appointment;
  const outcome = await sendNotice(tx, {
    event, salonId: found.salonId, phone: { salonsOwn: true }, email,
    sms: () => ({
      kind, referenceId: a.id,
      text: text({ customerFirstName: a.customerName, serviceName: a.serviceName, date: a.date, time: a.startTime, link: panelCalendarUrl(env.SITE_URL, a.date) }),
      appointment: { id: a.id, date: a.date, time: a.startTime, expect: event === 'newBooking' ? 'live' : 'cancelled' },
    }),
  });
  return outcome.sms || outcome.email;
}
