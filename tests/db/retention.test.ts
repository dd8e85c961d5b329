// KVKK retention (features/privacy) on a real database with a frozen clock: for every category a
// row just past its limit is anonymised or deleted and a row just inside it stays; registered
// customers' appointments and bills are untouched; a settled guest bill loses its name and phone,
// one with an open balance keeps them (and the database refuses to erase that phone); a salon's
// note goes with the last appointment that carried its phone; mail and texts about anonymised
// guest records go whatever their state, finished texts like finished mail (a booking's
// confirmation stays while the booking is ahead), a KVKK code's text after a day; one destruction record per category
// with its count, records past three years deleted; a second run at the same time changes nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { runJobsOnce } from '@/platform/jobs/runner';
import { JOB_HANDLERS } from '@/features/scheduled-work/server/kinds';
import { applyRetention, retentionJob } from '@/features/privacy/server/retention-job';
import { ANONYMOUS_NAME, ANONYMOUS_PHONE } from '@/features/privacy/rules/retention';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

const T = new Date('2030-06-01T09:00:00Z'); // 12:00 in Istanbul: guests dated before 2028-06-01 go
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const ago = (ms: number) => new Date(T.getTime() - ms).toISOString();
const PHONE = { a: '05320000001', b: '05320000002', c: '05320000003', registered: '05551112233' };
const TABLES = ['appointments', 'bills', 'salon_customer_notes', 'customer_sessions', 'salon_user_sessions', 'admin_sessions',
  'auth_attempts', 'email_outbox', 'sms_outbox', 'contact_messages', 'pending_registrations', 'data_destruction_log', 'salon_activity_logs'];

describe.each(databaseKinds)('KVKK retention on %s', (kind) => {
  let test: TestDatabase;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);
  const one = async (text: string, params: unknown[] = []) => (await q<{ id: string }>(text, params))[0].id;
  const ids: Record<string, string> = {};
  /** Every affected table, row by row, to compare two runs. */
  const snapshot = async () => Object.fromEntries(await Promise.all(TABLES.map(async (t) =>
    [t, await q(`select * from ${t} x order by x::text`)] as const)));

  const appointment = (phone: string, date: string, customerId: string | null = null, status = 'completed') => one(
    `insert into appointments (salon_id, customer_id, customer_name, customer_phone, customer_email, appointment_date, start_time,
       status, notes, manage_token_hash, cancel_reason)
     values ($1, $2, 'Şule Işıkçı', $3, 'sule@example.com', $4, '10:00', $5, 'Boyaya alerjim var', $6, 'Salon kapalıydı') returning id`,
    [ids.salon, customerId, phone, date, status, randomBytes(32).toString('hex')]);
  let billNumber = 0;
  const bill = (customerId: string | null, phone: string | null, closedAt: string, balance = 0) => one(
    `insert into bills (salon_id, number, customer_id, customer_name, customer_phone, status, subtotal, total, paid_amount, balance, created_at, closed_at)
     values ($1, $2, $3, 'Şule Işıkçı', $4, 'closed', 100, 100, $5, $6, $7, $7) returning id`,
    [ids.salon, ++billNumber, customerId, phone, 100 - balance, balance, closedAt]);
  const token = () => randomBytes(32).toString('hex');

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    await q(`insert into cities (id, name, plate_code, slug) values (34, 'İstanbul', '34', 'istanbul')`);
    await q(`insert into districts (city_id, name, slug) values (34, 'Kadıköy', 'kadikoy')`);
    ids.salon = await one(`insert into salons (salon_code, name, address, phone, city_id, district_id)
      values ('KVKK01', 'Saklama Salonu', 'Moda Cad. 1', '02161234567', 34, (select id from districts limit 1)) returning id`);
    ids.customer = await one(`insert into customers (phone, first_name, last_name, email) values ($1, 'Derya', 'Kaya', 'derya@example.com') returning id`, [PHONE.registered]);
    ids.user = await one(`insert into users (username, password_hash, first_name, last_name, salon_id) values ('kasiyer', 'x', 'Kâzım', 'Kasa', $1) returning id`, [ids.salon]);
    ids.admin = await one(`insert into admin_users (email, password_hash) values ('yonetici@example.com', 'x') returning id`);
    ids.plan = await one(`insert into subscription_plans (name, price, interval) values ('Aylık', 299, 'monthly') returning id`);

    // Guests: A's last visit is exactly two years back (stays), B's and C's are older.
    ids.guestOld = await appointment(PHONE.a, '2028-05-31');
    ids.guestEdge = await appointment(PHONE.a, '2028-06-01');
    ids.guestB = await appointment(PHONE.b, '2027-03-01', null, 'cancelled');
    ids.guestC = await appointment(PHONE.c, '2027-03-01');
    ids.registeredOld = await appointment(PHONE.registered, '2026-01-10', ids.customer);
    ids.upcoming = await appointment(PHONE.a, '2030-06-05', null, 'scheduled');
    for (const phone of [PHONE.a, PHONE.b, PHONE.c]) {
      await q(`insert into salon_customer_notes (salon_id, customer_phone, note) values ($1, $2, 'Kahvesini şekersiz içer')`, [ids.salon, phone]);
    }
    // Bills: Istanbul's 2028-06-01 starts at 2028-05-31T21:00Z.
    ids.billSettled = await bill(null, PHONE.b, '2028-05-31T20:59:00Z');
    ids.billOwing = await bill(null, PHONE.c, '2027-01-01T10:00:00Z', 40);
    ids.billEdge = await bill(null, PHONE.a, '2028-05-31T21:00:00Z');
    ids.billRegistered = await bill(ids.customer, PHONE.registered, '2026-01-10T10:00:00Z');
    // The salon's log: lines about records anonymised below lose the guest's name and phone; a
    // line about her booking that is not yet due keeps them.
    const log = (target: string, description: string) => q(
      `insert into salon_activity_logs (salon_id, action, target, description) values ($1, 'X', $2, $3)`, [ids.salon, target, description]);
    await log(ids.guestOld, `Randevu oluşturuldu: Şule Işıkçı · 0 532 000 00 01 · 31.05.2028 10:00`);
    await log(ids.billSettled, 'Adisyon #1 açıldı: Şule Işıkçı');
    // An address typed at the desk for the bill's summary: its mail is pruned long before (90 days).
    await log(ids.billSettled, 'Adisyon #1 özeti gönderildi: si1990@example.org');
    await log(ids.guestEdge, 'Randevu oluşturuldu: Şule Işıkçı · 01.06.2028 10:00');

    const expired = 30 * DAY;
    for (const [offset, label] of [[expired + MIN, 'old'], [expired - MIN, 'recent']] as const) {
      await q(`insert into customer_sessions (customer_id, token_hash, expires_at) values ($1, $2, $3)`, [ids.customer, token(), ago(offset)]);
      await q(`insert into salon_user_sessions (user_id, salon_id, token_hash, expires_at) values ($1, $2, $3, $4)`, [ids.user, ids.salon, token(), ago(offset)]);
      await q(`insert into admin_sessions (admin_id, token, expires_at) values ($1, $2, $3)`, [ids.admin, token(), ago(offset)]);
      for (const scope of ['customer', 'budget']) {
        await q(`insert into auth_attempts (scope, identifier, ip_address, succeeded, created_at) values ($1, $2, '203.0.113.9', false, $3)`,
          [scope, `${label}:${PHONE.a}`, ago(label === 'old' ? DAY + MIN : DAY - MIN)]);
      }
    }

    const mail = (status: string, createdAt: string, kind = 'other', referenceId: string | null = null) => q(
      `insert into email_outbox (to_email, subject, body, status, created_at, kind, reference_id) values ('sule@example.com', 'Randevunuz', 'Merhaba Şule', $1, $2, $3, $4)`,
      [status, createdAt, kind, referenceId]);
    await mail('sent', ago(90 * DAY + MIN));
    await mail('sent', ago(90 * DAY - MIN));
    await mail('failed', ago(91 * DAY));
    await mail('queued', ago(200 * DAY));
    await mail('sent', ago(100 * DAY), 'booking_confirmation', ids.upcoming); // the reminder still needs its link
    await mail('sent', ago(100 * DAY), 'booking_confirmation', ids.guestEdge);
    // A KVKK request's code in clear goes after a day, sent or not; a fresh one stays.
    await mail('queued', ago(DAY + MIN), 'kvkk_request_code');
    await mail('sent', ago(DAY - MIN), 'kvkk_request_code');
    // Mail about guest records being anonymised goes whatever its state (here stuck without SMTP).
    await mail('queued', ago(800 * DAY), 'booking_confirmation', ids.guestB);
    await mail('queued', ago(800 * DAY), 'bill_summary', ids.billSettled);

    // Texts: the same periods as mail (a sent one has the provider's id).
    const text = (status: string, createdAt: string, kind = 'test', referenceId: string | null = null) => q(
      `insert into sms_outbox (to_phone, body, kind, reference_id, parts, encoding, status, provider_id, created_at)
       values ($1, 'Merhaba Şule', $2, $3, 1, 'gsm7-tr', $4, case when $4 = 'sent' then '700001' end, $5)`,
      [PHONE.a, kind, referenceId, status, createdAt]);
    await text('sent', ago(90 * DAY + MIN));
    await text('sent', ago(90 * DAY - MIN));
    await text('failed', ago(91 * DAY));
    await text('queued', ago(200 * DAY));
    await text('sent', ago(100 * DAY), 'booking_confirmation', ids.upcoming); // the reminder still needs its link
    await text('sent', ago(100 * DAY), 'booking_confirmation', ids.guestEdge);
    await text('queued', ago(150 * DAY), 'appointment_reminder', ids.guestEdge); // its guest is not due yet
    await text('queued', ago(740 * DAY), 'appointment_reminder', ids.guestOld); // no provider then; its guest is due now
    await text('queued', ago(DAY + MIN), 'kvkk_request_code');
    await text('sent', ago(DAY - MIN), 'kvkk_request_code');

    const contact = (status: string, createdAt: string) => q(
      `insert into contact_messages (name, email, message, status, created_at) values ('Ali Veli', 'ali@example.com', 'Fiyat?', $1, $2)`, [status, createdAt]);
    await contact('replied', ago(730 * DAY + MIN));
    await contact('replied', ago(730 * DAY - MIN));
    await contact('archived', ago(800 * DAY));
    await contact('new', ago(1000 * DAY));
    await contact('read', ago(999 * DAY));

    const registration = (oid: string, status: string, createdAt: string, needsReview = false) => q(
      `insert into pending_registrations (merchant_oid, salon_data, owner_data, plan_id, payment_amount, status, needs_review, created_at)
       values ($1, '{}', '{"email":"sahip@example.com"}', $2, 29900, $3, $4, $5)`, [oid, ids.plan, status, needsReview, createdAt]);
    await registration('SR1OLDFAILED', 'failed', ago(90 * DAY + MIN));
    await registration('SR1NEWFAILED', 'failed', ago(90 * DAY - MIN));
    await registration('SR1OLDPENDING', 'pending', ago(100 * DAY));
    await registration('SR1REVIEW', 'failed', ago(200 * DAY), true);
    await registration('SR1DONE', 'completed', ago(300 * DAY));

    const record = (ranAt: string) => q(`insert into data_destruction_log (ran_at, category, method, row_count) values ($1, 'eski', 'deleted', 1)`, [ranAt]);
    await record('2027-06-01T08:59:00Z'); // three years and a minute
    await record('2027-06-01T09:01:00Z');
  });
  afterAll(async () => { await test?.dispose(); });

  let before: Awaited<ReturnType<typeof snapshot>>;

  it('runs daily as one of the scheduled kinds and logs the counts without personal data', async () => {
    expect(JOB_HANDLERS).toContain(retentionJob);
    expect(retentionJob.everyMs).toBe(DAY);
    before = await snapshot();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      expect(await runJobsOnce({ db: test.conn.db, now: T, handlers: [retentionJob] })).toMatchObject({ done: 1, retrying: 0 });
      expect(info).toHaveBeenCalledTimes(1);
      const line = String(info.mock.calls[0][0]);
      expect(line).toContain('appointments.guest-contact anonymised 3');
      expect(line).toContain('destruction records pruned 1');
      expect(line).not.toMatch(/05\d{9}|@|Şule/);
    } finally {
      info.mockRestore();
    }
  });

  it('anonymises guests\' appointments past the period and nothing else of them', async () => {
    const rows = await q<Record<string, unknown>>(`select id, customer_name, customer_phone, customer_email, notes, manage_token_hash, cancel_reason,
      status, appointment_date::text as date, updated_at = $1 as updated_now from appointments`, [T.toISOString()]);
    const byId = new Map(rows.map((r) => [r.id as string, r]));
    for (const id of [ids.guestOld, ids.guestB, ids.guestC]) {
      expect(byId.get(id)).toMatchObject({
        customer_name: ANONYMOUS_NAME, customer_phone: ANONYMOUS_PHONE, customer_email: null, notes: null,
        manage_token_hash: null, cancel_reason: null, updated_now: true,
      });
    }
    // The visit itself stays (date, status) for the salon's calendar and reports.
    expect(byId.get(ids.guestB)).toMatchObject({ status: 'cancelled', date: '2027-03-01' });
    const unchanged = (id: string) => before.appointments.find((r) => r.id === id);
    for (const id of [ids.guestEdge, ids.upcoming, ids.registeredOld]) {
      expect((await q(`select * from appointments where id = $1`, [id]))[0]).toEqual(unchanged(id));
    }
  });

  it('anonymises settled guest bills, keeps an open balance\'s phone and registered customers\' bills', async () => {
    const bills = new Map((await q<{ id: string; customer_name: string | null; customer_phone: string | null; total: string }>(
      `select id, customer_name, customer_phone, total::text from bills`)).map((b) => [b.id, b]));
    expect(bills.get(ids.billSettled)).toMatchObject({ customer_name: ANONYMOUS_NAME, customer_phone: null, total: '100.00' });
    expect(bills.get(ids.billOwing)).toMatchObject({ customer_name: 'Şule Işıkçı', customer_phone: PHONE.c });
    expect(bills.get(ids.billEdge)).toMatchObject({ customer_name: 'Şule Işıkçı', customer_phone: PHONE.a });
    expect(bills.get(ids.billRegistered)).toMatchObject({ customer_name: 'Şule Işıkçı', customer_phone: PHONE.registered });
    // The books still refuse to erase an owed bill's phone, or to change a settled one's to another number.
    const code = (p: Promise<unknown>) => p.then(() => 'ok', (e) => e.code ?? e.cause?.code);
    expect(await code(q(`update bills set customer_phone = null where id = $1`, [ids.billOwing]))).toBe('P0001');
    expect(await code(q(`update bills set customer_phone = $2 where id = $1`, [ids.billEdge, PHONE.b]))).toBe('P0001');
  });

  it('deletes a salon\'s note once no appointment or bill carries its phone', async () => {
    const notes = await q<{ customer_phone: string }>(`select customer_phone from salon_customer_notes order by 1`);
    expect(notes.map((n) => n.customer_phone)).toEqual([PHONE.a, PHONE.c]);
  });

  it('deletes what is past its period and keeps what is just inside', async () => {
    const count = async (sql: string) => (await q<{ n: number }>(`select count(*)::int as n from ${sql}`))[0].n;
    for (const table of ['customer_sessions', 'salon_user_sessions', 'admin_sessions']) {
      expect(await count(`${table} where expires_at < '${ago(30 * DAY)}'`)).toBe(0);
      expect(await count(table)).toBe(1);
    }
    expect(await q(`select scope, identifier from auth_attempts order by 1`)).toEqual([
      { scope: 'budget', identifier: `recent:${PHONE.a}` }, { scope: 'customer', identifier: `recent:${PHONE.a}` }]);
    expect(await q(`select status, kind, reference_id from email_outbox order by created_at`)).toEqual([
      { status: 'queued', kind: 'other', reference_id: null },
      { status: 'sent', kind: 'booking_confirmation', reference_id: ids.upcoming },
      { status: 'sent', kind: 'other', reference_id: null },
      { status: 'sent', kind: 'kvkk_request_code', reference_id: null },
    ]);
    expect(await q(`select status, kind, reference_id from sms_outbox order by created_at`)).toEqual([
      { status: 'queued', kind: 'test', reference_id: null },
      { status: 'queued', kind: 'appointment_reminder', reference_id: ids.guestEdge },
      { status: 'sent', kind: 'booking_confirmation', reference_id: ids.upcoming },
      { status: 'sent', kind: 'test', reference_id: null },
      { status: 'sent', kind: 'kvkk_request_code', reference_id: null },
    ]);
    expect((await q<{ description: string }>(`select description from salon_activity_logs order by created_at, description`)).map((r) => r.description).sort()).toEqual([
      'Adisyon #1 açıldı: Silinmiş Müşteri',
      'Adisyon #1 özeti gönderildi: Silinmiş Müşteri',
      'Randevu oluşturuldu: Silinmiş Müşteri · Silinmiş Müşteri · 31.05.2028 10:00',
      'Randevu oluşturuldu: Şule Işıkçı · 01.06.2028 10:00',
    ]);
    expect(await q(`select status from contact_messages order by created_at`)).toEqual([{ status: 'new' }, { status: 'read' }, { status: 'replied' }]);
    expect(await q(`select merchant_oid from pending_registrations order by 1`)).toEqual([
      { merchant_oid: 'SR1DONE' }, { merchant_oid: 'SR1NEWFAILED' }, { merchant_oid: 'SR1REVIEW' }]);
  });

  it('records each destruction with its count and keeps records three years', async () => {
    // Timestamps compared in SQL: the two drivers return them differently.
    const records = await q<{ ran_at: string; category: string; method: string; row_count: number; detail: string | null }>(
      `select to_char(ran_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as ran_at, category, method, row_count, detail
       from data_destruction_log order by id`);
    expect(records[0]).toMatchObject({ ran_at: '2027-06-01T09:01', category: 'eski' });
    expect(records.slice(1).map((r) => [r.category, r.method, r.row_count])).toEqual([
      ['appointments.guest-contact', 'anonymised', 3],
      ['bills.guest-contact', 'anonymised', 1],
      ['email_outbox.guest-records', 'deleted', 2],
      ['sms_outbox.guest-records', 'deleted', 1],
      ['salon_customer_notes.orphaned', 'deleted', 1],
      ['customer_sessions.expired', 'deleted', 1],
      ['salon_user_sessions.expired', 'deleted', 1],
      ['admin_sessions.expired', 'deleted', 1],
      ['auth_attempts.sign-in', 'deleted', 1],
      ['auth_attempts.budget', 'deleted', 1],
      ['email_outbox.finished', 'deleted', 3],
      ['email_outbox.kvkk-code', 'deleted', 1],
      ['sms_outbox.finished', 'deleted', 3],
      ['sms_outbox.kvkk-code', 'deleted', 1],
      ['contact_messages.answered', 'deleted', 2],
      ['pending_registrations.unpaid', 'deleted', 2],
      ['salon_activity_logs.guest-lines', 'anonymised', 3],
    ]);
    for (const r of records.slice(1)) {
      expect(r.ran_at).toBe('2030-06-01T09:00');
      expect(r.detail).toBeTruthy();
      expect(r.detail).not.toMatch(/05\d{9}|@|Şule/);
    }
    expect(records.find((r) => r.category === 'appointments.guest-contact')!.detail).toContain('2028-06-01');
  });

  it('changes nothing when run again at the same time, and writes no empty records', async () => {
    const first = await snapshot();
    const run = await test.conn.db.transaction((tx) => applyRetention(tx, T, 730));
    expect(run.counts.every((c) => c.rows === 0)).toBe(true);
    expect(run.prunedRecords).toBe(0);
    expect(await snapshot()).toEqual(first);
  });

  it('takes the period it is given: a longer one at a later date finds only what has aged into it', async () => {
    // 2031-06-01 with three years: A's 2028-05-31 visit was already anonymised; 2028-06-01 is not yet three years old.
    const run = await test.conn.db.transaction((tx) => applyRetention(tx, new Date('2031-06-01T09:00:00Z'), 1095));
    expect(run.counts.find((c) => c.category === 'appointments.guest-contact')!.rows).toBe(0);
    const [edge] = await q<{ customer_phone: string }>(`select customer_phone from appointments where id = $1`, [ids.guestEdge]);
    expect(edge.customer_phone).toBe(PHONE.a);
  });
});
