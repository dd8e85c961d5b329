import 'server-only';
// Appointment reminders (issue 23). A periodic sweep looks a little ahead for live appointments
// whose reminder time (start − the salon's reminder_hours, Istanbul wall clock) is near and
// schedules one 'appointment.reminder' job per appointment and start time, to run at that time:
// the key holds both, so two servers sweeping at once schedule it once, and a moved appointment
// gets a new key (its new time is reminded) while the old job, when its time comes, finds the
// time changed and is skipped, as is one for a cancelled appointment.
// An appointment booked after its reminder time (a booking for this afternoon) gets none: its
// confirmation has just arrived. A change of the salon's choice applies to reminders not yet
// scheduled (those within the sweep's look-ahead keep their time).
import { and, desc, eq, sql } from 'drizzle-orm';
import { hashSessionToken } from '@/platform/access/tokens';
import { loadAppointmentForMail } from '@/features/appointments/server/mail';
import { appointments, emailOutbox, smsOutbox } from '@/platform/db/schema';
import { env } from '@/platform/env';
import { enqueueEmail } from '@/platform/mail/outbox';
import { appointmentReminderEmail, type ReminderLink } from '@/features/appointments/server/reminder-template';
import { addDaysToDate, istanbulClock, istanbulToInstant } from '@/platform/time/istanbul';
import { localTimestamp, REMINDER_KIND, reminderKey } from '@/features/appointments/rules/reminder-key';
import { salonMessaging } from '@/features/sms/server/notice';
import { queueSmsReminder, scheduleSmsReminders, smsReminderPlanned, type SmsReminderPayload } from './sms-reminders';
import { loadAppointmentDetails } from './details';
import { longToken, shortManageUrl } from './manage-link';
import { enqueueJob } from '@/platform/jobs/queue';
import { rowsOf } from '@/platform/db/rows';
import type { JobHandler, Tx } from '@/platform/jobs/runner';

export const REMINDER_SWEEP_KIND = 'appointment-reminders.sweep';
export { REMINDER_KIND, reminderKey };
const SWEEP_EVERY_MS = 5 * 60_000;
/** How far ahead the sweep schedules: well over its interval, so no reminder time is missed. */
export const REMINDER_LOOKAHEAD_MS = 60 * 60_000;
const SWEEP_BATCH = 500;

interface ReminderPayload { appointmentId: string; date: string; startTime: string; hours: number }

/** Schedules the reminders whose time comes within the look-ahead; returns how many were new. */
export async function scheduleDueReminders(tx: Tx, now: Date): Promise<number> {
  const today = istanbulClock(now).date;
  // Local timestamps without zone: appointments are stored as Istanbul date + time, so the
  // comparison needs no time-zone data in the database (Türkiye is UTC+3, no DST).
  const localNow = localTimestamp(now);
  const localHorizon = localTimestamp(new Date(now.getTime() + REMINDER_LOOKAHEAD_MS));
  const due = await tx.execute(sql`
    select a.id, a.appointment_date::text as date, to_char(a.start_time, 'HH24:MI') as start_time, s.reminder_hours as hours
      from appointments a
      join salons s on s.id = a.salon_id
      left join customers c on c.id = a.customer_id
     where a.status in ('scheduled', 'confirmed')
       and a.appointment_date between ${today}::date and ${addDaysToDate(today, 2)}::date
       and (a.appointment_date + a.start_time) > ${localNow}::timestamp
       and (a.appointment_date + a.start_time) - make_interval(hours => s.reminder_hours::int) <= ${localHorizon}::timestamp
       -- Booked before the reminder time (created_at is an instant; Istanbul = UTC+3).
       and a.created_at <= ((a.appointment_date + a.start_time) - make_interval(hours => s.reminder_hours::int + 3)) at time zone 'UTC'
       and coalesce(nullif(trim(a.customer_email), ''), nullif(trim(c.email), '')) is not null
       and not exists (
         select 1 from scheduled_jobs j
          where j.key = ${REMINDER_KIND} || ':' || a.id::text || ':' || a.appointment_date::text || 'T' || to_char(a.start_time, 'HH24:MI'))
     order by a.appointment_date, a.start_time
     limit ${SWEEP_BATCH}`);
  let scheduled = 0;
  for (const row of rowsOf<{ id: string; date: string; start_time: string; hours: number }>(due)) {
    const payload: ReminderPayload = { appointmentId: row.id, date: row.date, startTime: row.start_time, hours: Number(row.hours) };
    const remindAt = new Date(istanbulToInstant(row.date, row.start_time).getTime() - payload.hours * 60 * 60_000);
    const runAt = remindAt > now ? remindAt : now;
    if (await enqueueJob(tx, { kind: REMINDER_KIND, key: reminderKey(row.id, row.date, row.start_time), runAt, payload: { ...payload } })) scheduled += 1;
  }
  return scheduled;
}


const MANAGE_LINK = /\/randevu\/yonet\/([0-9a-f]{64})\b/;
const SHORT_MANAGE_LINK = /\/r\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;

/** The guest's raw token as a confirmation carries it: the e-mail's long link or the text's short one. */
function tokenIn(body: string): string | null {
  const long = MANAGE_LINK.exec(body)?.[1];
  if (long) return long;
  const short = SHORT_MANAGE_LINK.exec(body)?.[1];
  return short ? longToken(short) : null;
}

/**
 * The link the reminder carries. The guest's private link exists only as a hash; its raw token
 * went out in the booking confirmation (e-mail or text), whose queued copy still holds it: it is
 * taken from there and used only if it still matches the appointment's hash. Otherwise a customer
 * with an account gets their appointments page, anyone else the salon's page.
 */
async function reminderLink(tx: Tx, appointmentId: string, salonId: string): Promise<ReminderLink & { token?: string }> {
  const [row] = await tx.select({ hash: appointments.manageTokenHash, customerId: appointments.customerId })
    .from(appointments).where(eq(appointments.id, appointmentId)).limit(1);
  if (row?.hash) {
    const mails = await tx.select({ body: emailOutbox.body, at: emailOutbox.createdAt }).from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'booking_confirmation'), eq(emailOutbox.referenceId, appointmentId)))
      .orderBy(desc(emailOutbox.createdAt)).limit(3);
    const texts = await tx.select({ body: smsOutbox.body, at: smsOutbox.createdAt }).from(smsOutbox)
      .where(and(eq(smsOutbox.kind, 'booking_confirmation'), eq(smsOutbox.referenceId, appointmentId)))
      .orderBy(desc(smsOutbox.createdAt)).limit(3);
    for (const { body } of [...mails, ...texts]) {
      const token = tokenIn(body);
      if (token && hashSessionToken(token) === row.hash) return { kind: 'manage', href: `${env.SITE_URL}/randevu/yonet/${token}`, token };
    }
  }
  if (row?.customerId) return { kind: 'account', href: `${env.SITE_URL}/randevularim` };
  return { kind: 'salon', href: `${env.SITE_URL}/salon/${salonId}` };
}

export const reminderSweep: JobHandler = {
  kind: REMINDER_SWEEP_KIND,
  everyMs: SWEEP_EVERY_MS,
  async run({ tx, now }) {
    await scheduleDueReminders(tx, now);
    await scheduleSmsReminders(tx, now, REMINDER_LOOKAHEAD_MS);
  },
};

export const appointmentReminder: JobHandler = {
  kind: REMINDER_KIND,
  async run({ tx, job, now }) {
    const p = job.payload as unknown as ReminderPayload | SmsReminderPayload;
    if ('channel' in p && p.channel === 'sms') return runSmsReminder(tx, p, now);
    const appointment = await loadAppointmentForMail(tx, p.appointmentId);
    // Cancelled, moved to another time, already started, or no e-mail any more: nothing to send.
    if (!appointment || !stillDue(appointment, p, now)) return { status: 'skipped' };
    // Reminders by SMS only: the e-mail stays quiet while the text is planned or on its way.
    const { channels } = await salonMessaging(tx, appointment.salonId);
    if (channels.reminder === 'sms' && (await smsReminderPlanned(tx, appointment.id, p.date, p.startTime))) return { status: 'skipped' };
    const link = await reminderLink(tx, appointment.id, appointment.salonId);
    await enqueueEmail(tx, appointmentReminderEmail(appointment, { today: istanbulClock(now).date, link }));
  },
};

/** Live, still at the reminded time, not begun. */
function stillDue(a: { status: string; date: string; startTime: string }, p: { date: string; startTime: string }, now: Date): boolean {
  return ['scheduled', 'confirmed'].includes(a.status) && a.date === p.date && a.startTime === p.startTime
    && istanbulToInstant(p.date, p.startTime).getTime() > now.getTime();
}

/** The text reminder (sms-reminders.ts); the e-mail in its place when the text cannot go and the salon wants SMS only. */
async function runSmsReminder(tx: Tx, p: SmsReminderPayload, now: Date) {
  const details = await loadAppointmentDetails(tx, eq(appointments.id, p.appointmentId), now);
  if (!details || !stillDue(details, p, now)) return { status: 'skipped' as const };
  const link = await reminderLink(tx, details.id, details.salon.id);
  const queued = await queueSmsReminder(tx, {
    appointmentId: details.id, salonId: details.salon.id, salonName: details.salon.name, customerName: details.customerName,
    phone: details.customerPhone, date: p.date, startTime: p.startTime,
    link: link.token ? shortManageUrl(link.token) : link.kind === 'account' ? link.href : null,
  }, now);
  const emailTimePassed = istanbulToInstant(p.date, p.startTime).getTime() - p.hours * 60 * 60_000 <= now.getTime();
  const { channels } = await salonMessaging(tx, details.salon.id);
  if (queued || channels.reminder !== 'sms' || !emailTimePassed) return undefined;
  const appointment = await loadAppointmentForMail(tx, details.id);
  if (appointment) await enqueueEmail(tx, appointmentReminderEmail(appointment, { today: istanbulClock(now).date, link }));
  return undefined;
}
