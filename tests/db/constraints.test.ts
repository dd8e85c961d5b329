// Integrity that lives in the database: it must hold whatever the application does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorCode } from '@/platform/db/errors';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try { await promise; return undefined; } catch (error) { return pgErrorCode(error); }
}

describe.each(databaseKinds)('database constraints on %s', (kind) => {
  let test: TestDatabase;
  let salonId: string;
  let staffA: string;
  let staffB: string;
  const q = (text: string, params: unknown[] = []) => test.conn.query<Record<string, string>>(text, params);

  const book = (staffId: string, start: string, end: string | null, status = 'scheduled', date = '2030-01-07') =>
    q(`insert into appointments (salon_id, customer_name, customer_phone, staff_id, appointment_date, start_time, end_time, status)
       values ($1, 'Ayşe Yılmaz', '05321234567', $2, $3, $4, $5, $6) returning id`,
      [salonId, staffId, date, start, end, status]);

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    await q(`insert into cities (id, name, plate_code, slug) values (34, 'İstanbul', '34', 'istanbul')`);
    [{ id: salonId }] = await q(`insert into salons (salon_code, name) values ('TEST01', 'Test Kuaför') returning id`);
    [{ id: staffA }] = await q(`insert into staff (salon_id, first_name) values ($1, 'Ali') returning id`, [salonId]);
    [{ id: staffB }] = await q(`insert into staff (salon_id, first_name) values ($1, 'Veli') returning id`, [salonId]);
  });
  afterAll(async () => { await test?.dispose(); });

  describe('appointments exclusion constraint', () => {
    it('rejects an overlapping live appointment of the same staff member with 23P01', async () => {
      await book(staffA, '10:00', '11:00');
      expect(await codeOf(book(staffA, '10:30', '11:30'))).toBe('23P01');
      expect(await codeOf(book(staffA, '09:30', '10:01', 'confirmed'))).toBe('23P01');
    });

    it('accepts back-to-back appointments, another staff member and a cancelled overlap', async () => {
      expect(await codeOf(book(staffA, '11:00', '11:30'))).toBeUndefined();
      expect(await codeOf(book(staffA, '09:00', '10:00'))).toBeUndefined();
      expect(await codeOf(book(staffB, '10:00', '11:00'))).toBeUndefined();
      expect(await codeOf(book(staffA, '10:00', '11:00', 'cancelled'))).toBeUndefined();
      expect(await codeOf(book(staffA, '10:15', '10:45', 'completed'))).toBeUndefined();
    });

    it('treats a missing end time as 60 minutes', async () => {
      await book(staffB, '14:00', null, 'scheduled', '2030-01-08');
      expect(await codeOf(book(staffB, '14:59', '15:30', 'scheduled', '2030-01-08'))).toBe('23P01');
      expect(await codeOf(book(staffB, '15:00', '15:30', 'scheduled', '2030-01-08'))).toBeUndefined();
    });

    it('rejects re-activating a cancelled appointment into an occupied span', async () => {
      const [{ id }] = await book(staffB, '16:00', '17:00', 'cancelled', '2030-01-09');
      await book(staffB, '16:30', '17:30', 'scheduled', '2030-01-09');
      expect(await codeOf(q(`update appointments set status = 'confirmed' where id = $1`, [id]))).toBe('23P01');
    });
  });

  it('checks phones, codes, ratings, prices and tax rates', async () => {
    expect(await codeOf(q(`insert into customers (phone, first_name) values ('5321234567', 'Kısa')`))).toBe('23514');
    expect(await codeOf(q(`insert into customers (phone, first_name) values ('15321234567', 'Bir')`))).toBe('23514');
    expect(await codeOf(q(`insert into salons (salon_code, name) values ('abc123', 'Küçük Harf')`))).toBe('23514');
    expect(await codeOf(q(`insert into salons (salon_code, name, tax_rate) values ('TAX101', 'Vergi', 101)`))).toBe('23514');
    expect(await codeOf(q(`insert into services (salon_id, name, price) values ($1, 'Eksi', -1)`, [salonId]))).toBe('23514');
    expect(await codeOf(q(`insert into appointments (salon_id, customer_name, customer_phone, appointment_date, start_time, status)
      values ($1, 'X', '05321234567', '2030-01-01', '10:00', 'unknown')`, [salonId]))).toBe('23514');
    const [{ id: customerId }] = await q(`insert into customers (phone, first_name) values ('05321112233', 'Zeynep') returning id`);
    expect(await codeOf(q(`insert into salon_reviews (salon_id, customer_id, rating, comment) values ($1, $2, 6, 'Çok güzel bir deneyim')`,
      [salonId, customerId]))).toBe('23514');
  });

  it('enforces uniqueness of salon codes, customer phones and one review per customer per salon', async () => {
    expect(await codeOf(q(`insert into salons (salon_code, name) values ('TEST01', 'Kopya')`))).toBe('23505');
    await q(`insert into customers (phone, first_name) values ('05339998877', 'Can')`);
    expect(await codeOf(q(`insert into customers (phone, first_name) values ('05339998877', 'Cem')`))).toBe('23505');
    const [{ id: customerId }] = await q(`select id from customers where phone = '05339998877'`);
    await q(`insert into salon_reviews (salon_id, customer_id, rating, comment) values ($1, $2, 5, 'Harika hizmet, teşekkürler')`, [salonId, customerId]);
    expect(await codeOf(q(`insert into salon_reviews (salon_id, customer_id, rating, comment) values ($1, $2, 4, 'İkinci yorum denemesi')`,
      [salonId, customerId]))).toBe('23505');
    await q(`insert into users (username, password_hash, first_name, last_name, phone, email) values ('sahip1', 'x', 'A', 'B', '05330000001', 'a@b.co')`);
    expect(await codeOf(q(`insert into users (username, password_hash, first_name, last_name) values ('sahip1', 'x', 'A', 'B')`))).toBe('23505');
    expect(await codeOf(q(`insert into users (username, password_hash, first_name, last_name, email) values ('sahip2', 'x', 'A', 'B', 'a@b.co')`))).toBe('23505');
    expect(await codeOf(q(`insert into users (username, password_hash, first_name, last_name, phone) values ('sahip3', 'x', 'A', 'B', '05330000001')`))).toBe('23505');
  });

  it('keeps average_rating and review_count equal to the approved reviews through every change', async () => {
    const [{ id: salon }] = await q(`insert into salons (salon_code, name) values ('RATE01', 'Puan Salonu') returning id`);
    const customers = await q(`insert into customers (phone, first_name) values ('05420000001','A'),('05420000002','B'),('05420000003','C') returning id`);
    const summary = async () => (await q(`select average_rating::text as avg, review_count::text as n from salons where id = $1`, [salon]))[0];
    const add = (i: number, rating: number) => q(
      `insert into salon_reviews (salon_id, customer_id, rating, comment) values ($1, $2, $3, 'Yorum metni burada') returning id`,
      [salon, customers[i].id, rating]);
    const [{ id: r1 }] = await add(0, 5);
    const [{ id: r2 }] = await add(1, 4);
    await add(2, 1);
    expect(await summary()).toEqual({ avg: '0.00', n: '0' }); // pending reviews do not count
    await q(`update salon_reviews set approved = true, status = 'approved' where id in ($1, $2)`, [r1, r2]);
    expect(await summary()).toEqual({ avg: '4.50', n: '2' });
    await q(`update salon_reviews set rating = 3, approved = null, status = 'pending' where id = $1`, [r1]);
    expect(await summary()).toEqual({ avg: '4.00', n: '1' });
    await q(`delete from salon_reviews where id = $1`, [r2]);
    expect(await summary()).toEqual({ avg: '0.00', n: '0' });
    expect(await codeOf(q(`update salon_reviews set approved = true where id = $1`, [r1]))).toBe('23514'); // status must follow
  });

  it('deleting a salon removes its staff, services, appointments, roles, owners, customers and reviews', async () => {
    const [{ id: salon }] = await q(`insert into salons (salon_code, name) values ('DEL001', 'Silinecek') returning id`);
    const [{ id: staffId }] = await q(`insert into staff (salon_id, first_name) values ($1, 'Ece') returning id`, [salon]);
    const [{ id: serviceId }] = await q(`insert into services (salon_id, name) values ($1, 'Fön') returning id`, [salon]);
    await q(`insert into staff_services values ($1, $2)`, [staffId, serviceId]);
    const [{ id: roleId }] = await q(`insert into user_roles (salon_id, name) values ($1, 'admin') returning id`, [salon]);
    await q(`insert into users (username, password_hash, first_name, last_name, salon_id, role_id) values ('silsahip', 'x', 'A', 'B', $1, $2)`, [salon, roleId]);
    await q(`insert into customers (phone, first_name, salon_id) values ('05449990000', 'Müşteri', $1)`, [salon]);
    await q(`insert into appointments (salon_id, customer_name, customer_phone, staff_id, service_id, appointment_date, start_time, end_time)
             values ($1, 'X', '05321234567', $2, $3, '2030-02-01', '10:00', '10:30')`, [salon, staffId, serviceId]);
    await q(`insert into products (salon_id, name) values ($1, 'Şampuan')`, [salon]);
    await q(`delete from salons where id = $1`, [salon]);
    for (const table of ['staff', 'services', 'appointments', 'user_roles', 'users', 'customers', 'products']) {
      const [{ n }] = await q(`select count(*)::text as n from ${table} where salon_id = $1`, [salon]);
      expect(`${table}:${n}`).toBe(`${table}:0`);
    }
  });
});
