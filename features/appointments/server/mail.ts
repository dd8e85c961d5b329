import 'server-only';
// Queues the customer's booking e-mails inside the transaction that books, cancels or moves, so
// the mail exists exactly when the change does. The e-mail address is the one given when booking,
// else the signed-in customer's; without either nothing is queued.
import { eq } from 'drizzle-orm';
import { env } from '@/platform/env';
import { enqueueEmail } from '@/platform/mail/outbox';
import {
  appointmentMovedEmail, bookingCancellationEmail, bookingConfirmedEmail, bookingConfirmationEmail, salonCancellationEmail,
  type AppointmentForMail, type PreviousTime,
} from '@/features/appointments/server/mail-templates';
import type { Queryable } from '@/platform/db';
import { loadAppointmentDetails } from './details';
import { appointments, customers } from '@/platform/db/schema';

export async function loadAppointmentForMail(db: Queryable, appointmentId: string): Promise<AppointmentForMail | null> {
  return (await loadMailDetails(db, appointmentId))?.mail ?? null;
}

async function loadMailDetails(db: Queryable, appointmentId: string) {
  const details = await loadAppointmentDetails(db, eq(appointments.id, appointmentId), new Date());
  if (!details) return null;
  let email = details.customerEmail?.trim() || null;
  if (!email && details.customerId) {
    const [account] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, details.customerId)).limit(1);
    email = account?.email?.trim() || null;
  }
  if (!email) return null;
  return { mail: { ...details, customerEmail: email, salonId: details.salon.id }, hasManageLink: details.hasManageLink };
}

const salonUrlOf = (salonId: string) => `${env.SITE_URL}/salon/${salonId}`;

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

export async function queueCancellationNotice(tx: Queryable, appointmentId: string, now = new Date()): Promise<boolean> {
  const appointment = await loadAppointmentForMail(tx, appointmentId);
  if (!appointment) return false;
  await enqueueEmail(tx, bookingCancellationEmail(appointment, { salonUrl: salonUrlOf(appointment.salonId), now }));
  return true;
}

/** The salon confirmed a booking that waited for it: the customer is told (when they gave an e-mail). */
export async function queueConfirmedNotice(tx: Queryable, appointmentId: string, now = new Date()): Promise<boolean> {
  const appointment = await loadAppointmentForMail(tx, appointmentId);
  if (!appointment) return false;
  await enqueueEmail(tx, bookingConfirmedEmail(appointment, { salonUrl: salonUrlOf(appointment.salonId), now }));
  return true;
}

/** The salon cancelled: the notice carries its reason. */
export async function queueSalonCancellationNotice(tx: Queryable, appointmentId: string, reason: string, now = new Date()): Promise<boolean> {
  const appointment = await loadAppointmentForMail(tx, appointmentId);
  if (!appointment) return false;
  await enqueueEmail(tx, salonCancellationEmail(appointment, { reason, salonUrl: salonUrlOf(appointment.salonId), now }));
  return true;
}

/** The salon moved the appointment (read after the update): the new time with a new .ics. */
export async function queueMoveNotice(tx: Queryable, appointmentId: string, previous: PreviousTime, now: Date): Promise<boolean> {
  const loaded = await loadMailDetails(tx, appointmentId);
  if (!loaded) return false;
  await enqueueEmail(tx, appointmentMovedEmail(loaded.mail, {
    previous, hasManageLink: loaded.hasManageLink, salonUrl: salonUrlOf(loaded.mail.salonId), now,
  }));
  return true;
}
