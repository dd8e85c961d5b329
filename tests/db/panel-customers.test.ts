// The panel's customers screen on a real database (both engines): customers merged by phone
// (a registered customer and a guest booking with the same phone are one customer, two guests
// with different phones two), the figures (visits = completed only, total spent, no-shows, last
// visit, next appointment), search by folded name and by a phone typed as shown, paging, the
// private note saved and deleted, and another salon's customers never listed nor loadable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { listSalonCustomers, loadSalonCustomer, saveCustomerNote } from '@/features/customers/server/customers';
import { phoneSearchDigits } from '@/platform/text/phone';
import {
  CUSTOMER_NOTE_TOO_LONG_MESSAGE, customerNoteSchema, parseCustomerPhoneParam, parseCustomerSearch,
} from '@/features/customers/schema';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

const NOW = new Date('2026-11-24T12:00:00Z'); // Tuesday 15:00 in Istanbul

const ISIL = '05321234567';
const CAGLA = '05559876543';
const CAGLA_TOO = '05551112233';
const BERK = '05449998877'; // booked only at salon B

describe.each(databaseKinds)('panel customers on %s', (kind) => {
  let test: TestDatabase;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);
  let salonA: string;
  let salonB: string;
  let salonC: string;
  let staffA: string;
  let serviceA: string;
  let isilId: string;

  interface Booking {
    salon: string; phone: string; name: string; date: string; time: string;
    status?: string; amount?: number; customerId?: string | null; staffId?: string | null; serviceId?: string | null; email?: string | null;
  }
  async function book(b: Booking): Promise<string> {
    const [{ id }] = await q<{ id: string }>(`insert into appointments
        (salon_id, customer_id, customer_name, customer_phone, customer_email, staff_id, service_id, appointment_date, start_time, status, total_amount)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [b.salon, b.customerId ?? null, b.name, b.phone, b.email ?? null, b.staffId ?? null, b.serviceId ?? null, b.date, b.time,
      b.status ?? 'scheduled', b.amount ?? 0]);
    return id;
  }
  const noteCount = async () => (await q<{ n: number }>(`select count(*)::int as n from salon_customer_notes`))[0].n;
  const list = (salonId: string, query: { q?: string; page?: number } = {}) =>
    listSalonCustomers(salonId, { q: query.q ?? '', page: query.page ?? 1 }, NOW);
  const phones = async (salonId: string, search: string) => (await list(salonId, { q: search })).rows.map((r) => r.phone);

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    const salon = async (code: string) => (await q<{ id: string }>(
      `insert into salons (salon_code, name, open_time_minutes, close_time_minutes) values ($1, $1, 540, 1200) returning id`, [code]))[0].id;
    salonA = await salon('MUSA01');
    salonB = await salon('MUSB01');
    salonC = await salon('MUSC01');
    [{ id: staffA }] = await q<{ id: string }>(`insert into staff (salon_id, first_name, last_name) values ($1, 'Ayşe', 'Kaya') returning id`, [salonA]);
    [{ id: serviceA }] = await q<{ id: string }>(`insert into services (salon_id, name, price) values ($1, 'Saç Kesimi', 450) returning id`, [salonA]);
    [{ id: isilId }] = await q<{ id: string }>(
      `insert into customers (phone, first_name, last_name, email) values ($1, 'Işıl', 'Yılmaz', 'isil@example.com') returning id`, [ISIL]);

    // Işıl: registered, booked as a guest too (same phone), under several names.
    await book({ salon: salonA, phone: ISIL, name: 'Işıl Hanım', date: '2026-10-01', time: '10:00', status: 'completed', amount: 300 });
    await book({
      salon: salonA, phone: ISIL, name: 'Işıl Y', date: '2026-11-10', time: '11:00', status: 'completed', amount: 450.5,
      customerId: isilId, staffId: staffA, serviceId: serviceA, email: 'eski@example.com',
    });
    await book({ salon: salonA, phone: ISIL, name: 'Işıl Hanım', date: '2026-11-15', time: '12:00', status: 'no_show', amount: 200 });
    await book({ salon: salonA, phone: ISIL, name: 'Işıl Hanım', date: '2026-11-20', time: '12:00', status: 'cancelled', amount: 999 });
    await book({ salon: salonA, phone: ISIL, name: 'Işıl Hanım', date: '2026-11-24', time: '14:00', status: 'scheduled', amount: 100 }); // started already
    await book({ salon: salonA, phone: ISIL, name: 'Işıl Hanım', date: '2026-11-24', time: '16:00', status: 'confirmed', amount: 100 });
    await book({ salon: salonA, phone: ISIL, name: 'Işıl Hanım', date: '2026-11-28', time: '09:30', status: 'scheduled', amount: 100 });

    // Two guests called Çağla Öztürk with different phones: two customers.
    await book({ salon: salonA, phone: CAGLA, name: 'Çağla Öztürk', date: '2026-11-01', time: '10:00', status: 'completed', amount: 200 });
    await book({ salon: salonA, phone: CAGLA, name: 'Çağla Ö.', date: '2026-11-05', time: '10:00', status: 'cancelled', amount: 200 });
    await book({ salon: salonA, phone: CAGLA_TOO, name: 'Çağla Öztürk', date: '2026-12-02', time: '13:00', status: 'pending', amount: 80 });

    // Visits whose person was erased (the retention job's guest, a closed account): nobody to list.
    await book({ salon: salonA, phone: '00000000000', name: 'Anonim', date: '2024-01-10', time: '10:00', status: 'completed', amount: 90 });
    await book({ salon: salonA, phone: '00000000001', name: 'Silinmiş Müşteri', date: '2026-11-02', time: '10:00', status: 'completed', amount: 90 });

    // Salon B: its own customer, and Işıl, who spent more there; salon B's note about her.
    await book({ salon: salonB, phone: BERK, name: 'Berk Bey', date: '2026-11-11', time: '10:00', status: 'completed', amount: 70 });
    await book({ salon: salonB, phone: ISIL, name: 'Işıl Yılmaz', date: '2026-11-12', time: '10:00', status: 'completed', amount: 5000, customerId: isilId });
    await q(`insert into salon_customer_notes (salon_id, customer_phone, note) values ($1, $2, 'B salonunun notu')`, [salonB, ISIL]);

    // Salon C: 45 guests, guest i last seen on 2026-01-01 + i days.
    await q(`insert into appointments (salon_id, customer_name, customer_phone, appointment_date, start_time, status, total_amount)
      select $1, 'Müşteri ' || i, '0533' || lpad(i::text, 7, '0'), date '2026-01-01' + i, '10:00', 'completed', 100
      from generate_series(1, 45) i`, [salonC]);
  });
  afterAll(async () => { await test?.dispose(); });

  it('merges a registered customer and guest bookings by phone, two guests with different phones stay two; erased ones are not listed', async () => {
    const page = await list(salonA);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20, pageCount: 1 });
    expect(page.rows).toEqual([
      {
        phone: ISIL, name: 'Işıl Yılmaz', registered: true, visits: 2, totalSpent: 750.5, noShows: 1,
        lastVisit: '2026-11-10', nextAppointment: { date: '2026-11-24', time: '16:00' },
      },
      // A guest: the name of the most recent booking, cancelled or not.
      { phone: CAGLA, name: 'Çağla Ö.', registered: false, visits: 1, totalSpent: 200, noShows: 0, lastVisit: '2026-11-01', nextAppointment: null },
      // Never seen yet: after those who were, with the next appointment even when pending.
      {
        phone: CAGLA_TOO, name: 'Çağla Öztürk', registered: false, visits: 0, totalSpent: 0, noShows: 0,
        lastVisit: null, nextAppointment: { date: '2026-12-02', time: '13:00' },
      },
    ]);
  });

  it('finds customers by folded name and by a phone typed in any shown form', async () => {
    for (const search of ['ISIL', 'ışıl', 'isil yilmaz', 'IŞIL YILMAZ', 'hanim', 'Işıl H']) {
      expect(await phones(salonA, search), search).toEqual([ISIL]);
    }
    expect(await phones(salonA, 'CAGLA')).toEqual([CAGLA, CAGLA_TOO]);
    expect(await phones(salonA, 'çağla ö.')).toEqual([CAGLA]); // only the first one ever booked as 'Çağla Ö.'
    for (const search of ['0532 123 45 67', '532 123 4567', '05321234567', '0 (532) 123 45 67', '+90 532 123 45 67', '123 45 67']) {
      expect(await phones(salonA, search), search).toEqual([ISIL]);
    }
    expect(await phones(salonA, '0555')).toEqual([CAGLA, CAGLA_TOO]);
    expect(await phones(salonA, '50%')).toEqual([]);
    expect(await phones(salonA, 'Ayşe')).toEqual([]); // staff names are not customers
    const none = await list(salonA, { q: 'zzz' });
    expect(none).toMatchObject({ rows: [], total: 0, pageCount: 1 });

    expect(phoneSearchDigits('0532 123 45 67')).toBe('5321234567');
    expect(phoneSearchDigits('+90 (532) 123-45-67')).toBe('5321234567');
    expect(phoneSearchDigits('90532')).toBe('90532'); // too short to carry a country code
    expect(phoneSearchDigits('Işıl 0532')).toBeNull();
  });

  it('pages by 20, most recent visit first, with the total of the whole search', async () => {
    const first = await list(salonC);
    expect(first).toMatchObject({ total: 45, page: 1, pageSize: 20, pageCount: 3 });
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]).toMatchObject({ phone: '05330000045', name: 'Müşteri 45', lastVisit: '2026-02-15', visits: 1, totalSpent: 100 });
    const third = await list(salonC, { page: 3 });
    expect(third.rows.map((r) => r.name)).toEqual(['Müşteri 5', 'Müşteri 4', 'Müşteri 3', 'Müşteri 2', 'Müşteri 1']);
    const seen = new Set([...first.rows, ...(await list(salonC, { page: 2 })).rows, ...third.rows].map((r) => r.phone));
    expect(seen.size).toBe(45);
    expect(await list(salonC, { page: 4 })).toMatchObject({ rows: [], total: 45, pageCount: 3 });

    const searched = await list(salonC, { q: 'MÜŞTERİ 1' }); // 1 and 10–19
    expect(searched).toMatchObject({ total: 11, pageCount: 1 });
    expect(searched.rows.map((r) => r.name)).toEqual(['Müşteri 19', 'Müşteri 18', 'Müşteri 17', 'Müşteri 16', 'Müşteri 15',
      'Müşteri 14', 'Müşteri 13', 'Müşteri 12', 'Müşteri 11', 'Müşteri 10', 'Müşteri 1']);
  });

  it('loads one customer with figures, e-mail and the history at this salon, newest first', async () => {
    const detail = await loadSalonCustomer(salonA, ISIL, NOW);
    expect(detail).toMatchObject({
      phone: ISIL, name: 'Işıl Yılmaz', registered: true, email: 'isil@example.com', visits: 2, totalSpent: 750.5, noShows: 1,
      lastVisit: '2026-11-10', nextAppointment: { date: '2026-11-24', time: '16:00' }, appointmentCount: 7, note: null, noteUpdatedAt: null,
    });
    expect(detail!.history.map((h) => [h.date, h.startTime, h.status, h.amount])).toEqual([
      ['2026-11-28', '09:30', 'scheduled', 100],
      ['2026-11-24', '16:00', 'confirmed', 100],
      ['2026-11-24', '14:00', 'scheduled', 100],
      ['2026-11-20', '12:00', 'cancelled', 999],
      ['2026-11-15', '12:00', 'no_show', 200],
      ['2026-11-10', '11:00', 'completed', 450.5],
      ['2026-10-01', '10:00', 'completed', 300],
    ]);
    expect(detail!.history[5]).toMatchObject({ serviceName: 'Saç Kesimi', staffName: 'Ayşe Kaya', endTime: null });
    expect(detail!.history[6]).toMatchObject({ serviceName: null, staffName: null });

    const guest = await loadSalonCustomer(salonA, CAGLA, NOW);
    expect(guest).toMatchObject({ name: 'Çağla Ö.', registered: false, email: null, appointmentCount: 2 });
    expect(await loadSalonCustomer(salonA, '0532')).toBeNull();
  });

  it('saves, replaces and deletes the private note, each salon its own', async () => {
    const saved = await saveCustomerNote(salonA, ISIL, '  Boyaya alerjisi var.\nKahve sever.  ');
    expect(saved).toEqual({ ok: true, data: { note: 'Boyaya alerjisi var.\nKahve sever.' }, message: 'Not kaydedildi' });
    const loaded = await loadSalonCustomer(salonA, ISIL, NOW);
    expect(loaded?.note).toBe('Boyaya alerjisi var.\nKahve sever.');
    expect(loaded?.noteUpdatedAt).toBeInstanceOf(Date);

    expect(await saveCustomerNote(salonA, ISIL, 'Sadece sabahları gelir')).toMatchObject({ ok: true });
    expect((await loadSalonCustomer(salonA, ISIL, NOW))?.note).toBe('Sadece sabahları gelir');
    expect(await noteCount()).toBe(2); // salon A's and salon B's

    expect(await saveCustomerNote(salonA, ISIL, '   ')).toEqual({ ok: true, data: { note: null }, message: 'Not silindi' });
    expect((await loadSalonCustomer(salonA, ISIL, NOW))?.note).toBeNull();
    expect(await saveCustomerNote(salonA, ISIL, null)).toMatchObject({ ok: true, data: { note: null } }); // nothing to delete
    expect((await loadSalonCustomer(salonB, ISIL, NOW))?.note).toBe('B salonunun notu');
    expect(await noteCount()).toBe(1);
  });

  it('never lists nor loads another salon\'s customers, nor writes a note about them', async () => {
    expect((await list(salonA)).rows.map((r) => r.phone)).not.toContain(BERK);
    expect(await phones(salonA, 'Berk')).toEqual([]);
    expect(await phones(salonA, '0544 999 88 77')).toEqual([]);
    expect(await loadSalonCustomer(salonA, BERK, NOW)).toBeNull();
    expect(await loadSalonCustomer(salonC, ISIL, NOW)).toBeNull();

    const before = await noteCount();
    expect(await saveCustomerNote(salonA, BERK, 'Yazılmamalı')).toEqual({ ok: false, error: 'Müşteri bulunamadı', status: 404 });
    expect(await saveCustomerNote(salonA, '05000000000', 'Yazılmamalı')).toMatchObject({ ok: false, status: 404 });
    expect(await saveCustomerNote(salonA, 'x', 'Yazılmamalı')).toMatchObject({ ok: false, status: 404 });
    expect(await saveCustomerNote(salonC, BERK, null)).toMatchObject({ ok: false, status: 404 });
    expect(await noteCount()).toBe(before);

    // The same person at salon B: only salon B's figures and history.
    const atB = await loadSalonCustomer(salonB, ISIL, NOW);
    expect(atB).toMatchObject({ name: 'Işıl Yılmaz', visits: 1, totalSpent: 5000, noShows: 0, lastVisit: '2026-11-12', nextAppointment: null, appointmentCount: 1 });
    expect(atB!.history.map((h) => h.amount)).toEqual([5000]);
    expect((await list(salonB)).rows.map((r) => [r.phone, r.totalSpent])).toEqual([[ISIL, 5000], [BERK, 70]]);
  });
});

describe('panel customer inputs', () => {
  it('parses the note and the phone with the shared schemas', () => {
    expect(customerNoteSchema.parse({ phone: '0532 123 45 67', note: '  Not  ' })).toEqual({ phone: ISIL, note: 'Not' });
    expect(customerNoteSchema.parse({ phone: ISIL, note: '' })).toEqual({ phone: ISIL, note: null });
    expect(customerNoteSchema.parse({ phone: ISIL, note: null })).toEqual({ phone: ISIL, note: null });
    expect(customerNoteSchema.parse({ phone: ISIL, note: 'a\nb' }).note).toBe('a\nb');
    expect(customerNoteSchema.parse({ phone: ISIL, note: 'x'.repeat(2000) }).note).toHaveLength(2000);
    expect(customerNoteSchema.safeParse({ phone: ISIL, note: 'x'.repeat(2001) }).error?.issues[0].message).toBe(CUSTOMER_NOTE_TOO_LONG_MESSAGE);
    expect(customerNoteSchema.safeParse({ phone: ISIL, note: 'a\u0000b' }).error?.issues[0].message).toBe('Metin geçersiz karakterler içeriyor');
    expect(customerNoteSchema.safeParse({ phone: '0532', note: 'x' }).error?.issues[0].message).toBe('Geçerli bir telefon numarası giriniz');
  });

  it('reads the search params and the address\'s phone safely', () => {
    expect(parseCustomerSearch({})).toEqual({ q: '', page: 1 });
    expect(parseCustomerSearch({ q: ['  Işıl ', 'x'], page: '3' })).toEqual({ q: 'Işıl', page: 3 });
    expect(parseCustomerSearch({ q: 'a\u0000', page: 'abc' })).toEqual({ q: '', page: 1 });
    expect(parseCustomerSearch({ q: 'x'.repeat(300), page: '-2' })).toEqual({ q: 'x'.repeat(100), page: 1 });
    expect(parseCustomerPhoneParam('05321234567')).toBe(ISIL);
    expect(parseCustomerPhoneParam('0532%20123%2045%2067')).toBe(ISIL);
    expect(parseCustomerPhoneParam('%E0%A4%A')).toBeNull();
    expect(parseCustomerPhoneParam('abc')).toBeNull();
  });
});
