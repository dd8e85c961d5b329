// Texts through the outbox on a real database, sent to the Netgsm double over real HTTP (issue 32):
// a booking's confirmation is written with the booking and handed over once even with two app
// servers working at once; a provider error is retried later; the delivery report lands on the
// row; the number's daily budget and the salon's monthly allowance stop texts (the e-mail then
// goes); a landline gets the e-mail only; a reminder keeps the night hours; a text about a time
// that was cancelled or moved away while it waited is not sent.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import type { Connection } from '@/platform/db/connection';
import { createNetgsmProvider } from '@/features/sms/server/netgsm';
import { enqueueSms, SMS_BUDGET_ERROR } from '@/features/sms/server/outbox';
import { runSmsOnce, SMS_NIGHT, SMS_STALE, SMS_TOO_LATE } from '@/features/sms/server/worker';
import { istanbulToInstant } from '@/platform/time/istanbul';
import { createSalonAppointment } from '@/features/appointments/server/panel-salon-bookings';
import { createSalonAppointmentSchema } from '@/features/appointments/schema.panel';
import { startSmsDouble, type SmsDouble } from '@/scripts/sms-double/server.mjs';
import { bookGuestManicure, createBookingFixture, type BookingFixture } from './appointments-fixtures';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { freePort } from '../support/free-port';
import { secondServer } from '../support/second-server';

const ACCOUNT = { usercode: '8503001234', password: 'sms-test-password', header: 'SALONRANDV' };
const HOUR = 60 * 60_000;

describe.each(databaseKinds)('the SMS outbox on %s', (kind) => {
  let test: TestDatabase;
  let other: Connection;
  let closeOther: () => Promise<void> = async () => {};
  let f: BookingFixture;
  let double: SmsDouble;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);
  const provider = () => createNetgsmProvider({ baseUrl: double.url, ...ACCOUNT });
  const send = (conn: Connection = test.conn, now = new Date()) => runSmsOnce({ db: conn.db, now, provider: provider() });
  const textsAbout = (id: string) => q<{ id: string; status: string; body: string; error: string | null; attempts: number; delivery: string | null; delivery_detail: string | null; next_attempt_at: Date; kind: string }>(
    `select id, status, body, error, attempts, delivery, delivery_detail, next_attempt_at, kind from sms_outbox where reference_id = $1 order by created_at`, [id]);
  const mailsAbout = (id: string) => q<{ kind: string }>(`select kind from email_outbox where reference_id = $1`, [id]);
  let slot = 0;
  /** A booking at the next free half hour of the fixture's long day (each test its own time). */
  const book = async (phone = '05320000099', email: string | null = 'musteri@example.com') => {
    const startTime = `${String(9 + Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;
    slot += 1;
    return bookGuestManicure(f, { date: f.plainDay, startTime }, { phone, email });
  };

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    ({ conn: other, close: closeOther } = await secondServer(test));
    f = await createBookingFixture(test.conn);
    double = await startSmsDouble({ port: await freePort(), usercode: ACCOUNT.usercode, password: ACCOUNT.password, headers: [ACCOUNT.header] });
  });
  beforeEach(async () => {
    double.reset();
    double.options.deliverAfterMs = 0;
    // Every test starts with a clean slate of texts and budgets.
    await q(`delete from sms_outbox`);
    await q(`delete from auth_attempts where scope = 'budget'`);
    await q(`update salons set message_channels = '{}', sms_phone = null`);
  });
  afterAll(async () => {
    await double?.close();
    await closeOther();
    await test?.dispose();
  });

  it('texts the booking’s confirmation once, with the salon, the time and the short manage link, even with two servers sending at once', async () => {
    const id = await book();
    const [queued] = await textsAbout(id);
    expect(queued).toMatchObject({ status: 'queued', kind: 'booking_confirmation' });
    expect(queued.body).toMatch(/^Merhaba Şule, Test Güzellik Salonu randevunuz alındı, salonun onayı bekleniyor: \d+ \S+ \S+ 09:00\. Detay ve iptal: http\S+\/r\/[A-Za-z0-9_-]{43}$/);
    // The e-mail goes too: the confirmation's default is both.
    expect((await mailsAbout(id)).map((m) => m.kind)).toContain('booking_confirmation');

    await Promise.all([send(test.conn), send(other)]);
    expect(double.received().filter((m) => m.msg === queued.body)).toHaveLength(1);
    expect(double.received()[0]).toMatchObject({ no: '5320000099', msgheader: 'SALONRANDV', encoding: 'TR' });
    const [sent] = await textsAbout(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('records the delivery report: waiting, then delivered, or the wrong number', async () => {
    double.options.deliverAfterMs = 10 * 60_000;
    const id = await book();
    await send();
    expect((await textsAbout(id))[0]).toMatchObject({ status: 'sent', delivery: 'pending' });
    double.setStatus(double.received()[0].jobid, 1);
    // Asked again after a minute, not before.
    await send();
    expect((await textsAbout(id))[0]).toMatchObject({ delivery: 'pending' });
    await send(test.conn, new Date(Date.now() + 2 * 60_000));
    expect((await textsAbout(id))[0]).toMatchObject({ delivery: 'delivered' });
    double.options.deliverAfterMs = 0;

    double.reject('05320000098');
    const wrong = await book('05320000098');
    await send();
    await send(test.conn, new Date(Date.now() + 2 * 60_000));
    const [report] = await textsAbout(wrong);
    expect(report.delivery).toBe('failed');
    expect(report.delivery_detail).toBeTruthy();
  });

  it('tries again later after a provider error, and sends then', async () => {
    const id = await book();
    double.failNext('500');
    const first = await send();
    expect(first.retrying).toBe(1);
    const [waiting] = await textsAbout(id);
    expect(waiting.status).toBe('queued');
    expect(waiting.error).toBeTruthy();
    expect(double.received()).toHaveLength(0);
    // Not before its retry time…
    await send();
    expect(double.received()).toHaveLength(0);
    // …then once.
    await send(test.conn, new Date(new Date(waiting.next_attempt_at).getTime() + 1000));
    expect(double.received()).toHaveLength(1);
    expect((await textsAbout(id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('texts the salon’s own phone about a new online booking only when the salon asked for it', async () => {
    const quiet = await book();
    expect((await textsAbout(quiet)).map((t) => t.kind)).toEqual(['booking_confirmation']);
    await q(`update salons set message_channels = '{"newBooking":"sms"}', sms_phone = '05449998877' where id = $1`, [f.salon]);
    const told = await book();
    const [notice] = await q<{ to_phone: string; body: string }>(
      `select to_phone, body from sms_outbox where reference_id = $1 and kind = 'salon_booking_notice'`, [told]);
    expect(notice.to_phone).toBe('05449998877');
    expect(notice.body).toMatch(/^Yeni online randevu: Şule, /);
  });

  it('gives a landline the e-mail only', async () => {
    const id = await book('02161234567');
    expect(await textsAbout(id)).toHaveLength(0);
    expect((await mailsAbout(id)).map((m) => m.kind)).toContain('booking_confirmation');
  });

  it('sends the e-mail in place of a text the salon wanted alone, when the number is a landline', async () => {
    await q(`update salons set message_channels = '{"confirmation":"sms"}' where id = $1`, [f.salon]);
    const landline = await book('02161234567');
    expect((await mailsAbout(landline)).map((m) => m.kind)).toContain('booking_confirmation');
    const mobile = await book();
    expect(await textsAbout(mobile)).toHaveLength(1);
    expect(await mailsAbout(mobile)).toHaveLength(0);
  });

  it('keeps a number’s daily budget: a stream of texts to one number stops, and the operator sees why', async () => {
    const outcomes = [];
    for (let i = 0; i < 9; i += 1) {
      outcomes.push(await test.conn.db.transaction((tx) => enqueueSms(tx, {
        to: '05329998877', text: `Deneme ${i}`, kind: 'booking_confirmation', salonId: null, referenceId: `budget-${i}`,
      })));
    }
    expect(outcomes.slice(0, 8).every((o) => o.queued)).toBe(true);
    expect(outcomes[8]).toEqual({ queued: false, reason: 'recipient_budget' });
    const [refused] = await textsAbout('budget-8');
    expect(refused).toMatchObject({ status: 'failed', error: SMS_BUDGET_ERROR });
    await send();
    expect(double.received().filter((m) => m.no === '5329998877')).toHaveLength(8);
  });

  it('stops at the salon’s monthly allowance: the next message goes by e-mail only', async () => {
    // What one confirmation costs (its link makes it one or two parts), on the default allowance.
    const probe = await book();
    const [{ parts }] = await q<{ parts: number }>(`select parts from sms_outbox where reference_id = $1`, [probe]);
    // A plan with room for exactly two more.
    const [plan] = await q<{ id: string }>(
      `insert into subscription_plans (name, price, interval, sms_allowance) values ('Küçük', 100, 'monthly', $1) returning id`, [3 * Number(parts)]);
    await q(`insert into subscriptions (salon_id, plan_id, type, start_date, end_date) values ($1, $2, 'monthly', now() - interval '1 day', now() + interval '29 days')`, [f.salon, plan.id]);
    try {
      const a = await book();
      const b = await book();
      expect(await textsAbout(a)).toHaveLength(1);
      expect(await textsAbout(b)).toHaveLength(1);
      const c = await book();
      expect(await textsAbout(c)).toHaveLength(0);
      expect((await mailsAbout(c)).map((m) => m.kind)).toContain('booking_confirmation');
    } finally {
      await q(`delete from subscriptions where plan_id = $1`, [plan.id]);
      await q(`delete from subscription_plans where id = $1`, [plan.id]);
    }
  });

  it('does not send a text about a time that was cancelled while it waited', async () => {
    const id = await book();
    await q(`update appointments set status = 'cancelled', cancelled_by = 'salon' where id = $1`, [id]);
    await send();
    expect(double.received()).toHaveLength(0);
    const [confirmation] = (await textsAbout(id)).filter((t) => t.kind === 'booking_confirmation');
    expect(confirmation).toMatchObject({ status: 'failed', error: SMS_STALE });
  });

  it('does not send a text about a time the appointment was moved away from', async () => {
    const id = await book();
    await q(`update appointments set start_time = '17:00', end_time = '17:30' where id = $1`, [id]);
    await send();
    expect(double.received()).toHaveLength(0);
    expect((await textsAbout(id))[0]).toMatchObject({ status: 'failed', error: SMS_STALE });
  });

  it('texts no confirmation of a visit the desk records after its start, and none that waited past its start', async () => {
    // Another day than book()'s, whose half hours fill the plain day.
    const desk = (startTime: string, customerPhone: string) => createSalonAppointmentSchema.parse({
      customerPhone, customerName: 'Kapıdan Gelen', serviceId: f.service.manicure, staffId: f.staff.ayse, date: f.longDay, startTime,
    });
    // The customer is at the desk: the visit is written three minutes after it began.
    const walkIn = await createSalonAppointment(f.salon, desk('15:00', '05320000077'), istanbulToInstant(f.longDay, '15:03'));
    expect(walkIn).toMatchObject({ ok: true });
    expect(await textsAbout(walkIn.ok ? walkIn.data.id : '')).toHaveLength(0);

    // Booked by phone for later the same day: the text is written, but not handed over once the visit has begun.
    const byPhone = await createSalonAppointment(f.salon, desk('16:00', '05320000078'), istanbulToInstant(f.longDay, '15:10'));
    expect(byPhone.ok).toBe(true);
    const id = byPhone.ok ? byPhone.data.id : '';
    expect(await textsAbout(id)).toMatchObject([{ status: 'queued', kind: 'booking_confirmation' }]);
    await send(test.conn, istanbulToInstant(f.longDay, '16:00'));
    expect(double.received()).toHaveLength(0);
    expect((await textsAbout(id))[0]).toMatchObject({ status: 'failed', error: SMS_TOO_LATE });
  });

  it('holds a reminder in the night hours until 09:00, and drops one whose time has passed', async () => {
    const day = f.plainDay;
    const queue = (referenceId: string, sendBefore: Date) => test.conn.db.transaction((tx) => enqueueSms(tx, {
      to: '05320000099', text: 'Hatırlatma', kind: 'appointment_reminder', salonId: f.salon, referenceId, quietHours: true, sendBefore,
    }, istanbulToInstant(day, '21:30')));
    await queue('night-ok', istanbulToInstant(day, '23:59'));
    await queue('night-late', istanbulToInstant(day, '23:00'));
    await queue('night-next-day', new Date(istanbulToInstant(day, '09:00').getTime() + 24 * HOUR + 4 * HOUR));
    const atNight = await send(test.conn, istanbulToInstant(day, '22:00'));
    expect(double.received()).toHaveLength(0);
    expect(atNight.later).toBe(1);
    const [held] = await textsAbout('night-next-day');
    expect(held).toMatchObject({ status: 'queued', error: SMS_NIGHT, attempts: 0 });
    // 09:00 the next morning.
    expect(new Date(held.next_attempt_at).getTime()).toBe(istanbulToInstant(day, '09:00').getTime() + 24 * HOUR);
    expect((await textsAbout('night-late'))[0]).toMatchObject({ status: 'failed', error: SMS_TOO_LATE });
    // 'night-ok' must go before 23:59 the same night: the morning is too late.
    expect((await textsAbout('night-ok'))[0]).toMatchObject({ status: 'failed', error: SMS_TOO_LATE });
  });
});
