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
import { appointments, emailOutbox } from '@/platform/db/schema';
import { env } from '@/platform/env';
import { enqueueEmail } from '@/platform/mail/outbox';
import { appointmentReminderEmail, type ReminderLink } from '@/features/appointments/server/reminder-template';
import { addDaysToDate, istanbulClock, istanbulToInstant, minutesToTime } from '@/platform/time/istanbul';
import { enqueueJob } from '@/platform/jobs/queue';
import { rowsOf } from '@/platform/db/rows';
import type { JobHandler, Tx } from '@/platform/jobs/runner';

export const REMINDER_SWEEP_KIND = 'appointment-reminders.sweep';
export const REMINDER_KIND = 'appointment.reminder';
const SWEEP_EVERY_MS = 5 * 60_000;
/** How far ahead the sweep schedules: well over its interval, so no reminder time is missed. */
export const REMINDER_LOOKAHEAD_MS = 60 * 60_000;
const SWEEP_BATCH = 500;

/** One reminder per appointment and start time ('HH:MM'). */
export function reminderKey(appointmentId: string, date: string, startTime: string): string {
  return `${REMINDER_KIND}:${appointmentId}:${date}T${startTime.slice(0, 5)}`;
}

interface ReminderPayload { appointmentId: string; date: string; startTime: string; hours: number }

/** Istanbul wall clock as 'YYYY-MM-DD HH:MM:00' (a timestamp without zone, like appointments' date + time). */
function localTimestamp(instant: Date): string {
  const clock = istanbulClock(instant);
  return `${clock.date} ${minutesToTime(clock.minutes)}:00`;
}

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

/**
 * The link the reminder carries. The guest's private link exists only as a hash; its raw token
 * went out in the booking confirmation, whose queued copy still holds it: it is taken from there
 * and used only if it still matches the appointment's hash. Otherwise a customer with an account
 * gets their appointments page, anyone else the salon's page.
 */
async function reminderLink(tx: Tx, appointmentId: string, salonId: string): Promise<ReminderLink> {
  const [row] = await tx.select({ hash: appointments.manageTokenHash, customerId: appointments.customerId })
    .from(appointments).where(eq(appointments.id, appointmentId)).limit(1);
  if (row?.hash) {
    const confirmations = await tx.select({ body: emailOutbox.body }).from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'booking_confirmation'), eq(emailOutbox.referenceId, appointmentId)))
      .orderBy(desc(emailOutbox.createdAt)).limit(3);
    for (const { body } of confirmations) {
      const token = MANAGE_LINK.exec(body)?.[1];
      if (token && hashSessionToken(token) === row.hash) return { kind: 'manage', href: `${env.SITE_URL}/randevu/yonet/${token}` };
    }
  }
  if (row?.customerId) return { kind: 'account', href: `${env.SITE_URL}/randevularim` };
  return { kind: 'salon', href: `${env.SITE_URL}/salon/${salonId}` };
}

export const reminderSweep: JobHandler = {
  kind: REMINDER_SWEEP_KIND,
  everyMs: SWEEP_EVERY_MS,
  async run({ tx, now }) { await scheduleDueReminders(tx, now); },
};

export const appointmentReminder: JobHandler = {
  kind: REMINDER_KIND,
  async run({ tx, job, now }) {
    const p = job.payload as unknown as ReminderPayload;
    const appointment = await loadAppointmentForMail(tx, p.appointmentId);
    // Cancelled, moved to another time, already started, or no e-mail any more: nothing to send.
    if (!appointment || !['scheduled', 'confirmed'].includes(appointment.status)
      || appointment.date !== p.date || appointment.startTime !== p.startTime
      || istanbulToInstant(p.date, p.startTime).getTime() <= now.getTime()) {
      return { status: 'skipped' };
    }
    const link = await reminderLink(tx, appointment.id, appointment.salonId);
    await enqueueEmail(tx, appointmentReminderEmail(appointment, { today: istanbulClock(now).date, link }));
  },
};
