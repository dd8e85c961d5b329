// The scheduled work of issue 23 on a real database with a frozen clock, through the one loop
// (runDueWork: the real job kinds, then the outbox; SMTP off so the mail stays queued where we
// count it): appointment reminders 24 hours (or the salon's 2 hours) before, not before their
// time, never for a cancelled appointment, for a moved one only at its new time, once with two
// servers racing; the subscription's notices 7 days and 1 day before its end, once each; unpaid
// registrations failed after PayTR's timeout, completed ones untouched.
// The scenarios run in clock order: the periodic sweeps keep their next run time between them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '@/platform/access/tokens';
import { useConnectionForTests } from '@/platform/db';
import { createAppointment } from '@/features/appointments/server/appointments';
import type { Connection } from '@/platform/db/connection';
import { changeAppointmentStatus, moveAppointment } from '@/features/appointments/server/panel-appointments';
import { updateReminderHours } from '@/features/salon-settings/server/salon';
import { PAYMENT_TIMEOUT_REASON } from '@/features/registration/server/pending-registrations-job';
import { runDueWork } from '@/features/scheduled-work/server/run-due';
import { endedKey } from '@/features/subscriptions/server/subscription-jobs';
import { addDaysToDate, istanbulToInstant } from '@/platform/time/istanbul';
import { createAppointmentSchema } from '@/features/appointments/schema';
import { reminderSettingsSchema } from '@/features/salon-settings/schema';
import { createBookingFixture, type BookingFixture } from '../http/appointments-fixtures';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { secondServer } from '../support/second-server';
import { createPanelFixture, type PanelFixture } from './panel-fixtures';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe.each(databaseKinds)('reminders and scheduled work on %s', (kind) => {
  let test: TestDatabase;
  let other: Connection;
  let closeOther: () => Promise<void> = async () => {};
  let f: BookingFixture;
  let panel: PanelFixture;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);

  // The frozen clock only moves forward (the sweeps remember their next run).
  let last = 0;
  const tick = async (now: Date, conn: Connection = test.conn) => {
    expect(now.getTime()).toBeGreaterThanOrEqual(last);
    last = now.getTime();
    return runDueWork({ db: conn.db, now, smtp: null });
  };
  const day = (n: number) => addDaysToDate(f.today, n);
  const local = (date: string, time: string, shiftMs = 0) => new Date(istanbulToInstant(date, time).getTime() + shiftMs);

  const reminders = (appointmentId: string) => q<{ to_email: string; subject: string; body: string; html: string }>(
    `select to_email, subject, body, html from email_outbox where kind = 'appointment_reminder' and reference_id = $1`, [appointmentId]);
  const book = async (date: string, startTime: string, email = 'musteri@example.com') => {
    const input = createAppointmentSchema.parse({
      salonId: f.salon, staffId: f.staff.ayse, serviceId: f.service.manicure, date, startTime,
      customerName: 'Şule Işıkçı', customerPhone: '05320000099', customerEmail: email, notes: '',
    });
    const result = await createAppointment(input, { customerId: null, now: new Date() });
    if (!result.ok) throw new Error(`booking failed: ${JSON.stringify(result)}`);
    return { id: result.appointment.id, token: result.manageToken };
  };

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    ({ conn: other, close: closeOther } = await secondServer(test));
    f = await createBookingFixture(test.conn);
    panel = await createPanelFixture(test.conn);
  });
  afterAll(async () => {
    await closeOther();
    await test?.dispose();
  });

  it('fails unpaid registrations after the payment timeout and a margin, and leaves completed ones alone', async () => {
    const now = new Date(Date.now() + MIN);
    const [plan] = await q<{ id: string }>(`select id from subscription_plans order by price limit 1`);
    const pending = (oid: string, status: string, ageMs: number) => q(
      `insert into pending_registrations (merchant_oid, salon_data, owner_data, plan_id, payment_amount, status, created_at)
       values ($1, '{}', '{}', $2, 2990, $3, $4)`, [oid, plan.id, status, new Date(now.getTime() - ageMs).toISOString()]);
    await pending('SR1EXPIREOLD', 'pending', 61 * MIN);
    await pending('SR1EXPIREYOUNG', 'pending', 50 * MIN);
    await pending('SR1COMPLETED', 'completed', 5 * HOUR);
    await tick(now);
    const rows = await q<{ merchant_oid: string; status: string; failed_reason: string | null }>(
      `select merchant_oid, status, failed_reason from pending_registrations order by merchant_oid`);
    expect(rows).toEqual([
      { merchant_oid: 'SR1COMPLETED', status: 'completed', failed_reason: null },
      { merchant_oid: 'SR1EXPIREOLD', status: 'failed', failed_reason: PAYMENT_TIMEOUT_REASON },
      { merchant_oid: 'SR1EXPIREYOUNG', status: 'pending', failed_reason: null },
    ]);
  });

  it('sends the salon and its owner the expiry notices 7 days and 1 day before the end, once each', async () => {
    const [sub] = await q<{ id: string; end_date: Date; email: string; owner_email: string }>(
      `select s.id, s.end_date, sa.email, u.email as owner_email from subscriptions s
         join salons sa on sa.id = s.salon_id join users u on u.id = $2
        where s.salon_id = $1`, [panel.a.id, panel.a.ownerId]);
    const end = new Date(sub.end_date);
    const notices = () => q<{ to_email: string; subject: string; body: string }>(
      `select to_email, subject, body from email_outbox where kind = 'subscription_expiry' and reference_id = $1 order by to_email, created_at`, [sub.id]);

    await tick(new Date(end.getTime() - 7 * DAY - 30 * MIN));
    expect(await notices()).toHaveLength(0);
    await tick(new Date(end.getTime() - 7 * DAY));
    let sent = await notices();
    expect(sent.map((m) => m.to_email).sort()).toEqual([sub.email, sub.owner_email].sort());
    expect(sent[0].subject).toMatch(/^Aboneliğinizin bitmesine 7 gün kaldı: Işıl Güzellik/);
    expect(sent[0].body).toContain('/panel/abonelik');

    await tick(new Date(end.getTime() - 6 * DAY));
    await tick(new Date(end.getTime() - DAY - 30 * MIN));
    expect(await notices()).toHaveLength(2);
    await tick(new Date(end.getTime() - DAY));
    sent = await notices();
    expect(sent).toHaveLength(4);
    expect(sent.filter((m) => m.subject.startsWith('Aboneliğinizin bitmesine 1 gün kaldı'))).toHaveLength(2);
    await tick(new Date(end.getTime() - HOUR));
    expect(await notices()).toHaveLength(4);

    // The end itself: the status is computed from end_date; the job that follows it runs once.
    await tick(new Date(end.getTime() + MIN));
    const [ended] = await q<{ status: string; attempts: number }>(`select status, attempts from scheduled_jobs where key = $1`, [endedKey(sub.id, end)]);
    expect(ended).toEqual({ status: 'done', attempts: 1 });
    expect(await notices()).toHaveLength(4);
  });

  it('reminds 24 hours before with the manage link, not earlier, and once', async () => {
    const { id, token } = await book(day(20), '10:00');
    await tick(local(day(19), '09:00'));
    await tick(local(day(19), '09:59'));
    expect(await reminders(id)).toHaveLength(0);

    await tick(local(day(19), '10:00'));
    const [mail, ...more] = await reminders(id);
    expect(more).toHaveLength(0);
    expect(mail.to_email).toBe('musteri@example.com');
    expect(mail.subject).toMatch(/^Randevu hatırlatması: Test Güzellik Salonu, .* 10:00$/);
    expect(mail.body).toContain('yarın, saat 10:00');
    const link = /\/randevu\/yonet\/([0-9a-f]{64})/.exec(mail.body)?.[1];
    expect(link).toBe(token);
    const [row] = await q<{ manage_token_hash: string }>(`select manage_token_hash from appointments where id = $1`, [id]);
    expect(hashSessionToken(link!)).toBe(row.manage_token_hash);

    await tick(local(day(19), '12:00'));
    expect(await reminders(id)).toHaveLength(1);
  });

  it('reminds 2 hours before when the salon chose that', async () => {
    // The panel's setting (saveReminderSettingsAction parses with this schema, scoped to the session's salon).
    expect(reminderSettingsSchema.safeParse({ reminderHours: '12' }).error?.issues[0].message).toBe('Hatırlatma süresi 24 saat veya 2 saat olmalıdır');
    expect(await updateReminderHours(f.otherSalon, reminderSettingsSchema.parse({ reminderHours: '2' }))).toBe(true);
    expect(await q(`select reminder_hours from salons where id in ($1, $2) order by reminder_hours`, [f.salon, f.otherSalon]))
      .toEqual([{ reminder_hours: 2 }, { reminder_hours: 24 }]);
    const [{ id }] = await q<{ id: string }>(
      `insert into appointments (salon_id, customer_name, customer_phone, customer_email, staff_id, service_id, appointment_date,
         start_time, end_time, status, total_amount, total_duration)
       values ($1, 'Öykü Çağlar', '05321112233', 'oyku@example.com', $2, $3, $4, '15:00', '15:30', 'confirmed', 200, 30) returning id`,
      [f.otherSalon, f.staff.other, f.service.otherSalonService, day(21)]);
    await tick(local(day(20), '15:00'));
    await tick(local(day(21), '12:30'));
    await tick(local(day(21), '12:59'));
    expect(await reminders(id)).toHaveLength(0);
    await tick(local(day(21), '13:00'));
    const sent = await reminders(id);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toMatch(/^Randevu hatırlatması: Başka Salon, .* 15:00$/);
    expect(sent[0].body).toContain('bugün, saat 15:00');
    // No private link and no account: the salon's page.
    expect(sent[0].body).toContain(`/salon/${f.otherSalon}`);
  });

  it('sends nothing for an appointment cancelled after its reminder was scheduled', async () => {
    const { id } = await book(day(23), '10:00');
    await tick(local(day(22), '09:30'));
    const [job] = await q<{ status: string }>(`select status from scheduled_jobs where kind = 'appointment.reminder' and payload->>'appointmentId' = $1`, [id]);
    expect(job.status).toBe('queued');
    const cancelled = await changeAppointmentStatus(f.salon, id, 'cancel', { reason: 'Personel izinli' }, local(day(22), '09:40'));
    expect(cancelled.ok).toBe(true);
    await tick(local(day(22), '10:00'));
    await tick(local(day(23), '09:00'));
    expect(await reminders(id)).toHaveLength(0);
    const [after] = await q<{ status: string }>(`select status from scheduled_jobs where kind = 'appointment.reminder' and payload->>'appointmentId' = $1`, [id]);
    expect(after.status).toBe('skipped');
  });

  it('reminds a moved appointment at its new time only', async () => {
    const { id } = await book(day(25), '10:00');
    await tick(local(day(24), '09:30')); // the old time's reminder is scheduled
    const moved = await moveAppointment(f.salon, id, { date: day(26), startTime: '14:00', staffId: f.staff.ayse });
    expect(moved.ok).toBe(true);
    await tick(local(day(24), '10:00'));
    await tick(local(day(25), '13:30'));
    await tick(local(day(25), '13:59'));
    expect(await reminders(id)).toHaveLength(0);
    await tick(local(day(25), '14:00'));
    const sent = await reminders(id);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toMatch(/ 14:00$/);
  });

  it('reminds exactly once when two servers run the loop at the same moments', async () => {
    const { id } = await book(day(28), '11:00');
    const both = async (now: Date) => {
      last = now.getTime();
      await Promise.all([runDueWork({ db: test.conn.db, now, smtp: null }), runDueWork({ db: other.db, now, smtp: null })]);
    };
    await both(local(day(27), '10:30'));
    await both(local(day(27), '11:00'));
    await both(local(day(27), '11:10'));
    expect(await reminders(id)).toHaveLength(1);
    const [job] = await q<{ status: string; attempts: number }>(
      `select status, attempts from scheduled_jobs where kind = 'appointment.reminder' and payload->>'appointmentId' = $1`, [id]);
    expect(job).toEqual({ status: 'done', attempts: 1 });
  });
});
