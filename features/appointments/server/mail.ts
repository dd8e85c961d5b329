import 'server-only';
// Queues the customer's booking messages inside the transaction that books, cancels or moves, so
// each exists exactly when the change does: the e-mail (to the address given when booking, else
// the signed-in customer's) and the text message (to the booking's phone), by the channels the
// salon chose (features/sms/server/notice.ts). Without an address and a mobile nothing is queued.
import { eq } from 'drizzle-orm';
import { env } from '@/platform/env';
import {
  appointmentMovedEmail, bookingCancellationEmail, bookingConfirmedEmail, bookingConfirmationEmail, salonCancellationEmail,
  type AppointmentForMail, type PreviousTime,
} from '@/features/appointments/server/mail-templates';
import * as texts from '@/features/sms/rules/messages';
import { sendNotice } from '@/features/sms/server/notice';
import { enqueueEmail, type OutgoingEmail } from '@/platform/mail/outbox';
import type { SmsKind } from '@/features/sms/server/outbox';
import type { Queryable } from '@/platform/db';
import { loadAppointmentDetails, type AppointmentDetails } from './details';
import { appointments, customers } from '@/platform/db/schema';
import { shortManageUrl } from './manage-link';

export async function loadAppointmentForMail(db: Queryable, appointmentId: string): Promise<AppointmentForMail | null> {
  const loaded = await loadMessageDetails(db, appointmentId);
  return loaded?.mail ?? null;
}

/** The appointment, and the same as AppointmentForMail when there is an address to mail. */
async function loadMessageDetails(db: Queryable, appointmentId: string): Promise<{ details: AppointmentDetails; mail: AppointmentForMail | null } | null> {
  const details = await loadAppointmentDetails(db, eq(appointments.id, appointmentId), new Date());
  if (!details) return null;
  let email = details.customerEmail?.trim() || null;
  if (!email && details.customerId) {
    const [account] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, details.customerId)).limit(1);
    email = account?.email?.trim() || null;
  }
  return { details, mail: email ? { ...details, customerEmail: email, salonId: details.salon.id } : null };
}

const salonUrlOf = (salonId: string) => `${env.SITE_URL}/salon/${salonId}`;

/** The guest's private link, as it appears in the confirmation. */
export function manageUrlFor(token: string): string {
  return `${env.SITE_URL}/randevu/yonet/${token}`;
}

type Event = Parameters<typeof sendNotice>[1]['event'];

/** The customer's message about `details`: the text from `text`, the e-mail from `email` (when there is an address). */
async function notifyCustomer(
  tx: Queryable, loaded: { details: AppointmentDetails; mail: AppointmentForMail | null }, event: Event, now: Date,
  build: {
    kind: SmsKind; expect: 'live' | 'cancelled'; link?: string | null;
    text: (input: texts.CustomerSms) => string;
    email: (mail: AppointmentForMail) => OutgoingEmail;
    /** False: the text only (a salon's booking whose e-mail the salon did not type). */
    mail?: boolean;
  },
): Promise<boolean> {
  const { details, mail } = loaded;
  const outcome = await sendNotice(tx, {
    event, salonId: details.salon.id, phone: details.customerPhone,
    sms: () => ({
      kind: build.kind, referenceId: details.id,
      text: build.text({ firstName: details.customerName, salonName: details.salon.name, date: details.date, time: details.startTime, link: build.link ?? null }),
      appointment: { id: details.id, date: details.date, time: details.startTime, expect: build.expect },
    }),
    email: mail && build.mail !== false ? build.email(mail) : null,
  }, now);
  return outcome.email;
}

/**
 * Queues the confirmation (e-mail with the .ics, text); `manageToken` is the raw token, known only
 * now. `mail: false` sends no e-mail (a salon's booking without a typed address). True when an
 * e-mail was queued.
 */
export async function queueBookingConfirmation(
  tx: Queryable, appointmentId: string, manageToken: string, now: Date, { mail = true }: { mail?: boolean } = {},
): Promise<boolean> {
  const loaded = await loadMessageDetails(tx, appointmentId);
  if (!loaded) return false;
  const status = loaded.details.status === 'confirmed' ? 'confirmed' : 'scheduled';
  return notifyCustomer(tx, loaded, 'confirmation', now, {
    kind: 'booking_confirmation', expect: 'live', link: shortManageUrl(manageToken), mail,
    text: (input) => texts.bookingConfirmed({ ...input, status }),
    email: (forMail) => bookingConfirmationEmail(forMail, { manageUrl: manageUrlFor(manageToken), now }),
  });
}

/** The customer cancelled: the e-mail confirms it (the customer knows already: no text). */
export async function queueCancellationNotice(tx: Queryable, appointmentId: string, now = new Date()): Promise<boolean> {
  const appointment = await loadAppointmentForMail(tx, appointmentId);
  if (!appointment) return false;
  await enqueueEmail(tx, bookingCancellationEmail(appointment, { salonUrl: salonUrlOf(appointment.salonId), now }));
  return true;
}

/** The salon confirmed a booking that waited for it: the customer is told. */
export async function queueConfirmedNotice(tx: Queryable, appointmentId: string, now = new Date()): Promise<boolean> {
  const loaded = await loadMessageDetails(tx, appointmentId);
  if (!loaded) return false;
  return notifyCustomer(tx, loaded, 'salonConfirmed', now, {
    kind: 'booking_confirmed', expect: 'live', text: texts.confirmedBySalon,
    email: (mail) => bookingConfirmedEmail(mail, { salonUrl: salonUrlOf(mail.salonId), now }),
  });
}

/** The salon cancelled: the notice carries its reason; the text links to the salon's page to book again. */
export async function queueSalonCancellationNotice(tx: Queryable, appointmentId: string, reason: string, now = new Date()): Promise<boolean> {
  const loaded = await loadMessageDetails(tx, appointmentId);
  if (!loaded) return false;
  return notifyCustomer(tx, loaded, 'salonCancelled', now, {
    kind: 'booking_cancellation', expect: 'cancelled', link: salonUrlOf(loaded.details.salon.id),
    text: (input) => texts.cancelledBySalon({ ...input, reason }),
    email: (mail) => salonCancellationEmail(mail, { reason, salonUrl: salonUrlOf(mail.salonId), now }),
  });
}

/** The salon moved the appointment (read after the update): the new time with a new .ics. */
export async function queueMoveNotice(tx: Queryable, appointmentId: string, previous: PreviousTime, now: Date): Promise<boolean> {
  const loaded = await loadMessageDetails(tx, appointmentId);
  if (!loaded) return false;
  return notifyCustomer(tx, loaded, 'moved', now, {
    kind: 'booking_moved', expect: 'live',
    text: (input) => texts.appointmentMoved({ ...input, previousDate: previous.date, previousTime: previous.startTime }),
    email: (mail) => appointmentMovedEmail(mail, { previous, hasManageLink: loaded.details.hasManageLink, salonUrl: salonUrlOf(mail.salonId), now }),
  });
}
