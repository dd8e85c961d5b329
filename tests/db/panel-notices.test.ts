// The panel's live notice on a real database: a new online booking appears, one the salon
// wrote does not, a customer's cancellation appears (the salon's own does not), marking seen
// clears the count and only moves forward, each user has their own mark, nothing is older than
// 30 days, another salon's rows never appear, and every call is one statement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import type { Connection } from '@/platform/db/connection';
import { loadNotices, markNoticesSeen, NOTICE_COUNT_CAP, NOTICE_LIST_SIZE } from '@/features/appointments/server/notices';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createPanelFixture, type PanelFixture } from './panel-fixtures';

const MINUTE = 60_000;

/** The connection with every statement counted (raw queries and Drizzle builders alike). */
function countingConnection(conn: Connection): { conn: Connection; statements: () => number; reset: () => void } {
  let n = 0;
  const counted = new Set<PropertyKey>(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute', 'transaction', 'with', '$with']);
  const db = new Proxy(conn.db, {
    get(target, prop, receiver) {
      if (counted.has(prop)) n++;
      return Reflect.get(target, prop, receiver);
    },
  });
  const wrapped: Connection = {
    ...conn,
    db,
    query: (text, params) => { n++; return conn.query(text, params); },
    queryText: (text) => { n++; return conn.queryText(text); },
  };
  return { conn: wrapped, statements: () => n, reset: () => { n = 0; } };
}

describe.each(databaseKinds)('panel notices on %s', (kind) => {
  let test: TestDatabase;
  let f: PanelFixture;
  let counter: ReturnType<typeof countingConnection>;
  const staffOf: Record<string, string> = {};
  const serviceOf: Record<string, string> = {};
  let seq = 0;
  const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => test.conn.query<T>(sql, params);

  /** An appointment in `salonId`, written `createdAt` (default: the database's now(), with microseconds). */
  const book = async (salonId: string, customerName: string, over: { source?: 'online' | 'salon'; createdAt?: Date } = {}) => {
    const n = ++seq;
    const [row] = await q<{ id: string }>(
      `insert into appointments (salon_id, customer_name, customer_phone, staff_id, service_id, appointment_date, start_time, end_time, source, created_at)
       values ($1, $2, $3, $4, $5, '2099-03-01'::date + $6::int, '10:00', '10:45', $7, coalesce($8::timestamptz, now())) returning id`,
      [salonId, customerName, `0532${String(10000000 + n).slice(1)}`, staffOf[salonId], serviceOf[salonId], n, over.source ?? 'online',
        over.createdAt?.toISOString() ?? null]);
    return row.id;
  };
  const cancel = (id: string, by: 'customer' | 'salon', at?: Date) => q(
    `update appointments set status = 'cancelled', cancelled_by = $2, cancelled_at = coalesce($3::timestamptz, now()) where id = $1`,
    [id, by, at?.toISOString() ?? null]);

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    counter = countingConnection(test.conn);
    useConnectionForTests(counter.conn); // before the fixture: it writes through getDb()
    f = await createPanelFixture(test.conn);
    for (const [salonId, first, service] of [[f.a.id, 'Ayşe', 'Saç Kesimi'], [f.b.id, 'Burak', 'Sakal Tıraşı']]) {
      [{ id: staffOf[salonId] }] = await q<{ id: string }>(
        `insert into staff (salon_id, first_name, last_name) values ($1, $2, 'Yılmaz') returning id`, [salonId, first]);
      [{ id: serviceOf[salonId] }] = await q<{ id: string }>(
        `insert into services (salon_id, name, price, duration_minutes) values ($1, $2, 450, 45) returning id`, [salonId, service]);
    }
  });
  afterAll(async () => { await test?.dispose(); });

  it('lists new online bookings of the last 7 days for a user who never looked, not the salon’s own or older ones', async () => {
    const now = new Date();
    await book(f.a.id, 'Eski Müşteri', { createdAt: new Date(now.getTime() - 8 * 24 * 60 * MINUTE) });
    await book(f.a.id, 'Telefonla Gelen', { source: 'salon', createdAt: new Date(now.getTime() - 5 * MINUTE) });
    const online = await book(f.a.id, 'Şule Işıkçı', { createdAt: new Date(now.getTime() - 10 * MINUTE) });
    await book(f.b.id, 'Başka Salonun Müşterisi', { createdAt: new Date(now.getTime() - 2 * MINUTE) });

    const notices = await loadNotices(f.a.id, f.a.ownerId, now);
    expect(notices.unseen).toBe(1);
    expect(notices.items).toEqual([{
      id: online, kind: 'booking', at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
      customerName: 'Şule Işıkçı', date: expect.stringMatching(/^2099-03-\d{2}$/), startTime: '10:00',
      serviceName: 'Saç Kesimi', staffName: 'Ayşe Yılmaz',
    }]);
    expect(new Date(notices.items[0].at).getTime()).toBe(now.getTime() - 10 * MINUTE);
    expect(notices.latestAt).toBe(notices.items[0].at);
  });

  it('adds a customer’s cancellation, newest first, but not one the salon made', async () => {
    const now = new Date();
    const byCustomer = await book(f.a.id, 'Derya Kaya', { createdAt: new Date(now.getTime() - 9 * MINUTE) });
    await cancel(byCustomer, 'customer', new Date(now.getTime() - MINUTE));
    const bySalon = await book(f.a.id, 'Salonun İptali', { source: 'salon', createdAt: new Date(now.getTime() - 9 * MINUTE) });
    await cancel(bySalon, 'salon', new Date(now.getTime() - MINUTE));
    // Another salon's customer cancelling never shows in salon A.
    const other = await book(f.b.id, 'Başka İptal', { createdAt: new Date(now.getTime() - 9 * MINUTE) });
    await cancel(other, 'customer', new Date(now.getTime() - MINUTE));

    const notices = await loadNotices(f.a.id, f.a.ownerId, now);
    expect(notices.items.map((i) => [i.kind, i.customerName])).toEqual([
      ['cancellation', 'Derya Kaya'], ['booking', 'Derya Kaya'], ['booking', 'Şule Işıkçı'],
    ]);
    expect(notices.unseen).toBe(3);
    expect(notices.items[0].id).toBe(byCustomer);
  });

  it('answers in one statement', async () => {
    counter.reset();
    await loadNotices(f.a.id, f.a.ownerId, new Date());
    expect(counter.statements()).toBe(1);
  });

  it('clears the count when marked seen up to latestAt, exactly to the microsecond, and shows what comes after', async () => {
    const fresh = await book(f.a.id, 'Mikro Saniye'); // created_at = now(), with microseconds
    let notices = await loadNotices(f.a.id, f.a.ownerId, new Date(Date.now() + 1000));
    expect(notices.items[0].id).toBe(fresh);
    expect(notices.unseen).toBe(4);

    await markNoticesSeen(f.a.id, f.a.ownerId, notices.latestAt!, new Date(Date.now() + 1000));
    notices = await loadNotices(f.a.id, f.a.ownerId, new Date());
    expect(notices).toEqual({ unseen: 0, items: [], latestAt: null });

    // Another user of the salon has their own mark: still four new for them.
    expect((await loadNotices(f.a.id, f.users.personel.id, new Date())).unseen).toBe(4);
    // Salon B's owner sees only salon B's three.
    const b = await loadNotices(f.b.id, f.b.ownerId, new Date());
    expect(b.items.map((i) => `${i.kind} ${i.customerName}`).sort()).toEqual([
      'booking Başka İptal', 'booking Başka Salonun Müşterisi', 'cancellation Başka İptal',
    ].sort());
    expect(b.items.every((i) => i.serviceName === 'Sakal Tıraşı')).toBe(true);

    const later = await book(f.a.id, 'Sonra Gelen', { createdAt: new Date(Date.now() + 2000) });
    notices = await loadNotices(f.a.id, f.a.ownerId, new Date(Date.now() + 3000));
    expect(notices.items.map((i) => i.id)).toEqual([later]);
    expect(notices.unseen).toBe(1);
  });

  it('moves the mark only forward, never past now, and only for a user of that salon', async () => {
    const now = new Date(Date.now() + 10_000); // after everything written so far
    const before = await loadNotices(f.a.id, f.a.ownerId, now);
    // An older tab posting an older time brings nothing back.
    await markNoticesSeen(f.a.id, f.a.ownerId, new Date(now.getTime() - 60 * MINUTE), now);
    expect((await loadNotices(f.a.id, f.a.ownerId, now)).unseen).toBe(before.unseen);
    // A time in the future is cut to now: a booking made afterwards still shows.
    await markNoticesSeen(f.a.id, f.a.ownerId, new Date(now.getTime() + 24 * 60 * MINUTE), now);
    expect((await loadNotices(f.a.id, f.a.ownerId, now)).unseen).toBe(0);
    const next = await book(f.a.id, 'Yarından Önce', { createdAt: new Date(now.getTime() + MINUTE) });
    expect((await loadNotices(f.a.id, f.a.ownerId, now)).items.map((i) => i.id)).toEqual([next]);
    // Salon B's id with salon A's user writes nothing.
    await markNoticesSeen(f.b.id, f.users.kasiyer.id, now, now);
    expect(await q(`select 1 from salon_user_notice_reads where user_id = $1`, [f.users.kasiyer.id])).toHaveLength(0);
  });

  it('tells nothing older than 30 days, however long ago the user looked', async () => {
    const now = new Date(Date.now() + 10_000);
    await q(`insert into salon_user_notice_reads (user_id, seen_until) values ($1, $2)`,
      [f.users.personel.id, new Date(now.getTime() - 60 * 24 * 60 * MINUTE).toISOString()]);
    const old = await book(f.a.id, 'Kırk Gün Önce', { createdAt: new Date(now.getTime() - 40 * 24 * 60 * MINUTE) });
    const recent = await book(f.a.id, 'Yirmi Gün Önce', { createdAt: new Date(now.getTime() - 20 * 24 * 60 * MINUTE) });
    const ids = (await loadNotices(f.a.id, f.users.personel.id, now)).items.map((i) => i.id);
    expect(ids).toContain(recent);
    expect(ids).not.toContain(old);
  });

  it('lists at most 20 and counts up to the cap', async () => {
    const now = new Date();
    await markNoticesSeen(f.b.id, f.b.ownerId, now, now);
    const after = new Date(now.getTime() + MINUTE);
    await q(
      `insert into appointments (salon_id, customer_name, customer_phone, staff_id, service_id, appointment_date, start_time, status, created_at)
       select $1, 'Toplu ' || g, '05320000000', $2, $3, '2098-01-01'::date + g, '09:00', 'pending', $4::timestamptz + g * interval '1 second'
         from generate_series(1, ${NOTICE_COUNT_CAP + 30}) g`,
      [f.b.id, staffOf[f.b.id], serviceOf[f.b.id], after.toISOString()]);
    const notices = await loadNotices(f.b.id, f.b.ownerId, after);
    expect(notices.items).toHaveLength(NOTICE_LIST_SIZE);
    expect(notices.unseen).toBe(NOTICE_COUNT_CAP);
    expect(notices.items[0].customerName).toBe(`Toplu ${NOTICE_COUNT_CAP + 30}`);
    expect(notices.items.map((i) => i.at)).toEqual([...notices.items.map((i) => i.at)].sort().reverse());
  });
});
