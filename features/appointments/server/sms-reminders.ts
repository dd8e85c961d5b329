import 'server-only';
// The reminder by text message (issue 32), beside the e-mail reminder of reminders-job.ts and run
// by the same job kind: the sweep schedules a second job per appointment and time (its key ends in
// ':sms') at the time night-hours.ts gives: the salon's 24 h or 2 h before, or, when that falls
// between 21:00 and 09:00, 20:45 the evening before (09:00 the morning after for a late booking).
// When the text cannot go (a landline, the salon's allowance spent) and the salon wants reminders
// by SMS only, the e-mail goes instead: at once if the e-mail reminder's time has passed, else the
// e-mail job sends it then (it skips only when a text reminder is planned or queued).
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { localTimestamp, REMINDER_KIND, reminderKey } from '@/features/appointments/rules/reminder-key';
import { reminder } from '@/features/sms/rules/messages';
import { MIN_LEAD_MINUTES, reminderSendTime } from '@/features/sms/rules/night-hours';
import { enqueueSms } from '@/features/sms/server/outbox';
import { scheduledJobs, smsOutbox } from '@/platform/db/schema';
import { rowsOf } from '@/platform/db/rows';
import { enqueueJob } from '@/platform/jobs/queue';
import type { Tx } from '@/platform/jobs/runner';
import { addDaysToDate, istanbulClock, istanbulToInstant } from '@/platform/time/istanbul';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A text reminder can come up to about 12 hours before the e-mail's time (08:59 → 20:45 the evening before). */
const NIGHT_SHIFT_MS = 13 * HOUR;

export interface SmsReminderPayload { appointmentId: string; date: string; startTime: string; hours: number; channel: 'sms' }

/** Schedules the text reminders whose time comes within `lookaheadMs`; returns how many were new. */
export async function scheduleSmsReminders(tx: Tx, now: Date, lookaheadMs: number): Promise<number> {
  const today = istanbulClock(now).date;
  const due = await tx.execute(sql`
    select a.id, a.appointment_date::text as date, to_char(a.start_time, 'HH24:MI') as start_time,
           s.reminder_hours as hours, a.created_at
      from appointments a
      join salons s on s.id = a.salon_id
     where a.status in ('scheduled', 'confirmed')
       and a.appointment_date between ${today}::date and ${addDaysToDate(today, 2)}::date
       and (a.appointment_date + a.start_time) > ${localTimestamp(now)}::timestamp
       and (a.appointment_date + a.start_time) - make_interval(hours => s.reminder_hours::int)
           <= ${localTimestamp(new Date(now.getTime() + lookaheadMs + NIGHT_SHIFT_MS))}::timestamp
       and a.customer_phone ~ '^05[0-9]{9}$'
       and coalesce(s.message_channels->>'reminder', 'both') in ('sms', 'both')
       and not exists (
         select 1 from scheduled_jobs j
          where j.key = ${REMINDER_KIND} || ':' || a.id::text || ':' || a.appointment_date::text || 'T' || to_char(a.start_time, 'HH24:MI') || ':sms')
     order by a.appointment_date, a.start_time
     limit 500`);
  let scheduled = 0;
  for (const row of rowsOf<{ id: string; date: string; start_time: string; hours: number; created_at: Date | string }>(due)) {
    const startsAt = istanbulToInstant(row.date, row.start_time);
    const sendAt = reminderSendTime({ dueAt: new Date(startsAt.getTime() - Number(row.hours) * HOUR), startsAt, bookedAt: new Date(row.created_at) });
    // None (booked too late for one) or not yet within the look-ahead: a later sweep sees it again.
    if (!sendAt || sendAt.getTime() > now.getTime() + lookaheadMs) continue;
    const payload: SmsReminderPayload = { appointmentId: row.id, date: row.date, startTime: row.start_time, hours: Number(row.hours), channel: 'sms' };
    const runAt = sendAt > now ? sendAt : now;
    if (await enqueueJob(tx, { kind: REMINDER_KIND, key: reminderKey(row.id, row.date, row.start_time, 'sms'), runAt, payload: { ...payload } })) scheduled += 1;
  }
  return scheduled;
}

/** Is a text reminder for this appointment and time planned or queued (the e-mail job then stays quiet)? */
export async function smsReminderPlanned(tx: Tx, appointmentId: string, date: string, startTime: string): Promise<boolean> {
  const key = reminderKey(appointmentId, date, startTime, 'sms');
  const [job] = await tx.select({ id: scheduledJobs.id }).from(scheduledJobs)
    .where(and(eq(scheduledJobs.key, key), eq(scheduledJobs.status, 'queued'))).limit(1);
  if (job) return true;
  const [text] = await tx.select({ id: smsOutbox.id }).from(smsOutbox)
    .where(and(eq(smsOutbox.referenceId, appointmentId), eq(smsOutbox.kind, 'appointment_reminder'),
      eq(smsOutbox.appointmentAt, `${date} ${startTime.slice(0, 5)}`), inArray(smsOutbox.status, ['queued', 'sent']), or(isNull(smsOutbox.delivery), ne(smsOutbox.delivery, 'failed'))))
    .limit(1);
  return Boolean(text);
}

export interface SmsReminderTarget {
  appointmentId: string; salonId: string; salonName: string; customerName: string; phone: string;
  date: string; startTime: string;
  /** The link to cancel by: the guest's short link or the account's page; null: 'call the salon'. */
  link: string | null;
}

/** Queues the text; true when it was queued (false: a landline, the allowance spent, the number's budget). */
export async function queueSmsReminder(tx: Tx, target: SmsReminderTarget, now: Date): Promise<boolean> {
  const startsAt = istanbulToInstant(target.date, target.startTime);
  const outcome = await enqueueSms(tx, {
    to: target.phone, salonId: target.salonId, kind: 'appointment_reminder', referenceId: target.appointmentId,
    text: reminder({
      firstName: target.customerName, salonName: target.salonName, date: target.date, time: target.startTime,
      link: target.link, today: istanbulClock(now).date,
    }),
    sendBefore: new Date(startsAt.getTime() - MIN_LEAD_MINUTES * MINUTE),
    quietHours: true,
    appointment: { id: target.appointmentId, date: target.date, time: target.startTime, expect: 'live' },
  }, now);
  return outcome.queued;
}
