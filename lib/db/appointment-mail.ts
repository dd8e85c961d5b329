import 'server-only';
// Queues the customer's booking e-mails inside the transaction that books or cancels, so the
// mail exists exactly when the change does. The e-mail address is the one given when booking,
// else the signed-in customer's; without either nothing is queued.
import { eq, sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { enqueueEmail } from '@/lib/mail/outbox';
import { bookingCancellationEmail, bookingConfirmationEmail, type AppointmentForMail } from '@/lib/mail/templates/appointment';
import { minutesToTime, timeToMinutes } from '@/lib/time/istanbul';
import type { Queryable } from './booking-data';
import { appointments, cities, customers, districts, salons, services, staff } from './schema';

export async function loadAppointmentForMail(db: Queryable, appointmentId: string): Promise<AppointmentForMail | null> {
  const [row] = await db
    .select({
      id: appointments.id, status: appointments.status, date: appointments.appointmentDate,
      startTime: appointments.startTime, endTime: appointments.endTime, totalDuration: appointments.totalDuration,
      totalAmount: appointments.totalAmount, customerName: appointments.customerName,
      email: sql<string | null>`coalesce(nullif(${appointments.customerEmail}, ''), nullif(${customers.email}, ''))`,
      salonId: salons.id, salonName: salons.name, salonAddress: salons.address, salonPhone: salons.phone,
      cityName: cities.name, districtName: districts.name, serviceName: services.name,
      staffFirstName: staff.firstName, staffLastName: staff.lastName,
    })
    .from(appointments)
    .innerJoin(salons, eq(salons.id, appointments.salonId))
    .leftJoin(customers, eq(customers.id, appointments.customerId))
    .leftJoin(cities, eq(cities.id, salons.cityId))
    .leftJoin(districts, eq(districts.id, salons.districtId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(staff, eq(staff.id, appointments.staffId))
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  if (!row?.email) return null;
  const start = timeToMinutes(row.startTime);
  const end = row.endTime ? timeToMinutes(row.endTime) : start + (row.totalDuration ?? 60);
  return {
    id: row.id, status: row.status, date: row.date, startTime: minutesToTime(start), endTime: minutesToTime(end),
    totalAmount: Number(row.totalAmount), customerName: row.customerName, customerEmail: row.email,
    salonId: row.salonId,
    serviceName: row.serviceName ?? 'Bilinmeyen Hizmet',
    staffName: row.staffFirstName ? `${row.staffFirstName} ${row.staffLastName ?? ''}`.trim() : 'Bilinmeyen Personel',
    salon: { name: row.salonName, address: row.salonAddress, phone: row.salonPhone, cityName: row.cityName, districtName: row.districtName },
  };
}

/** The guest's private link, as it appears in the confirmation. */
export function manageUrlFor(token: string): string {
  return `${env.SITE_URL}/randevu/yonet/${token}`;
}

/** Queues the confirmation with the .ics; `manageToken` is the raw token, known only now. */
export async function queueBookingConfirmation(tx: Queryable, appointmentId: string, manageToken: string, now: Date): Promise<boolean> {
  const appointment = await loadAppointmentForMail(tx, appointmentId);
  if (!appointment) return false;
  await enqueueEmail(tx, bookingConfirmationEmail(appointment, { manageUrl: manageUrlFor(manageToken), now }));
  return true;
}

export async function queueCancellationNotice(tx: Queryable, appointmentId: string): Promise<boolean> {
  const appointment = await loadAppointmentForMail(tx, appointmentId);
  if (!appointment) return false;
  await enqueueEmail(tx, bookingCancellationEmail(appointment, { salonUrl: `${env.SITE_URL}/salon/${appointment.salonId}` }));
  return true;
}
