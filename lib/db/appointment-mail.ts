import 'server-only';
// Queues the customer's booking e-mails inside the transaction that books or cancels, so the
// mail exists exactly when the change does. The e-mail address is the one given when booking,
// else the signed-in customer's; without either nothing is queued.
import { eq } from 'drizzle-orm';
import { env } from '@/lib/env';
import { enqueueEmail } from '@/lib/mail/outbox';
import { bookingCancellationEmail, bookingConfirmationEmail, type AppointmentForMail } from '@/lib/mail/templates/appointment';
import type { Queryable } from './booking-data';
import { loadAppointmentDetails } from './appointment-details';
import { appointments, customers } from './schema';

export async function loadAppointmentForMail(db: Queryable, appointmentId: string): Promise<AppointmentForMail | null> {
  const details = await loadAppointmentDetails(db, eq(appointments.id, appointmentId), new Date());
  if (!details) return null;
  let email = details.customerEmail?.trim() || null;
  if (!email && details.customerId) {
    const [account] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, details.customerId)).limit(1);
    email = account?.email?.trim() || null;
  }
  if (!email) return null;
  return { ...details, customerEmail: email, salonId: details.salon.id };
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
