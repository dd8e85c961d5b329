import 'server-only';
// Queues the salon's own e-mails (to salons.email) inside the transaction that books online or
// that a customer cancels in, so the mail exists exactly when the change does (issue 21).
// Each checks the row itself: a booking the salon wrote (source 'salon') and a cancellation
// the salon made (cancelled_by 'salon') mail nobody; a salon without an e-mail gets nothing.
import { eq } from 'drizzle-orm';
import { env } from '@/platform/env';
import { enqueueEmail } from '@/platform/mail/outbox';
import {
  panelCalendarUrl, salonBookingNoticeEmail, salonCancellationNoticeEmail, type SalonNoticeAppointment,
} from '@/features/appointments/server/salon-notice-template';
import { minutesToTime, timeToMinutes } from '@/platform/time/istanbul';
import type { Queryable } from '@/platform/db';
import { appointments, salons, services, staff } from '@/platform/db/schema';

interface NoticeSource {
  appointment: SalonNoticeAppointment;
  salonEmail: string | null;
  source: 'online' | 'salon';
  status: string;
  cancelledBy: 'customer' | 'salon' | null;
}

async function loadNoticeSource(db: Queryable, appointmentId: string): Promise<NoticeSource | null> {
  const [row] = await db
    .select({
      id: appointments.id, source: appointments.source, status: appointments.status, cancelledBy: appointments.cancelledBy,
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
  if (!found || !found.salonEmail || found.source !== 'online') return false;
  await enqueueEmail(tx, salonBookingNoticeEmail(found.appointment, {
    to: found.salonEmail, calendarUrl: panelCalendarUrl(env.SITE_URL, found.appointment.date),
  }));
  return true;
}

/**
 * Queues 'Müşteri iptal etti' to the salon; call it after the customer's cancelling UPDATE in
 * the same transaction. A row that is not cancelled, or that the salon cancelled, queues nothing.
 */
export async function queueNoticeToSalonOfCancellation(tx: Queryable, appointmentId: string): Promise<boolean> {
  const found = await loadNoticeSource(tx, appointmentId);
  if (!found || !found.salonEmail || found.status !== 'cancelled' || found.cancelledBy === 'salon') return false;
  await enqueueEmail(tx, salonCancellationNoticeEmail(found.appointment, {
    to: found.salonEmail, calendarUrl: panelCalendarUrl(env.SITE_URL, found.appointment.date),
  }));
  return true;
}
