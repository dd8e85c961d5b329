// The back-office searches on a real database (both engines, issue 24 #14): a phone typed the way
// the screens show it ('0 212 557 83 95', '0532 123 45 67', '(0532) 123 45 67', '+90 …') finds its
// row in the salons table, the contact inbox and the reviews (salons and customers store bare
// digits; a contact message may keep the number as its sender typed it); the salon search also
// matches the names of the salon's city and district, Turkish-insensitively.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { parseTableQuery } from '@/platform/http/table-query';
import { ADMIN_REVIEW_TABLE, listAdminReviews } from '@/features/reviews/server/admin-reviews';
import { ADMIN_SALON_TABLE, listAdminSalons } from '@/features/salons/server/admin-salons';
import { listContactMessages } from '@/features/contact/server/contact-messages';
import { contactListQuerySchema } from '@/features/contact/schema.inbox';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

type Row = Record<string, unknown>;

describe.each(databaseKinds)('back-office phone and place searches on %s', (kind) => {
  let test: TestDatabase;
  const q = <T = Row>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);
  let seq = 0;
  async function salon(name: string, phone: string | null, cityId: number | null, districtId: number | null) {
    seq += 1;
    const [{ id }] = await q<{ id: string }>(
      `insert into salons (salon_code, name, phone, city_id, district_id, is_active) values ($1, $2, $3, $4, $5, $6) returning id`,
      [`P${String(seq).padStart(5, '0')}`, name, phone, cityId, districtId, seq % 2 === 0]);
    return id;
  }
  async function customer(first: string, phone: string) {
    const [{ id }] = await q<{ id: string }>(`insert into customers (phone, first_name, last_name) values ($1, $2, 'Deneme') returning id`, [phone, first]);
    return id;
  }
  const salonNames = async (search: string) =>
    (await listAdminSalons(parseTableQuery({ q: search, sort: 'name', dir: 'asc' }, ADMIN_SALON_TABLE))).rows.map((r) => r.name);
  const inboxNames = async (search: string) => (await listContactMessages(contactListQuerySchema.parse({ q: search }))).rows.map((r) => r.name).sort();
  const reviewComments = async (search: string) =>
    (await listAdminReviews(parseTableQuery({ q: search }, ADMIN_REVIEW_TABLE))).rows.map((r) => r.comment).sort();

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    await q(`insert into cities (id, name, plate_code, slug) values (34, 'İstanbul', '34', 'istanbul'), (16, 'Bursa', '16', 'bursa') on conflict do nothing`);
    const district = async (cityId: number, name: string, slug: string) => (await q<{ id: number }>(
      `insert into districts (city_id, name, slug) values ($1, $2, $3) on conflict (city_id, name) do update set slug = excluded.slug returning id`,
      [cityId, name, slug]))[0].id;
    const kadikoy = await district(34, 'Kadıköy', 'kadikoy');
    const uludag = await district(16, 'Osmangazi', 'osmangazi');
    const moda = await salon('Moda Güzellik', '02125578395', 34, kadikoy);
    const spa = await salon('Uludağ Masaj & Spa', '02244432109', 16, uludag);
    await salon('Telefonsuz Kuaför', null, null, null);
    const ayse = await customer('Ayşe', '05321234567');
    const can = await customer('Can', '05449876543');
    await q(`insert into salon_reviews (salon_id, customer_id, rating, comment) values ($1, $2, 5, 'Ayşe yorumu'), ($3, $4, 4, 'Can yorumu')`, [moda, ayse, spa, can]);
    await q(`insert into contact_messages (name, email, phone) values
      ('Bare Digits', 'a@example.com', '05321234567'), ('Spaced Phone', 'b@example.com', '0 212 557 83 95'), ('No Phone', 'c@example.com', null)`);
  });
  afterAll(async () => { await test?.dispose(); });

  it('finds a salon by its phone typed as shown', async () => {
    expect(await salonNames('0 212 557 83 95')).toEqual(['Moda Güzellik']);
    expect(await salonNames('0212 557 83 95')).toEqual(['Moda Güzellik']);
    expect(await salonNames('(0212) 557 83 95')).toEqual(['Moda Güzellik']);
    expect(await salonNames('+90 212 557 83 95')).toEqual(['Moda Güzellik']);
    expect(await salonNames('557 83 95')).toEqual(['Moda Güzellik']);
    expect(await salonNames('02244432109')).toEqual(['Uludağ Masaj & Spa']);
    expect(await salonNames('0 224 443 21 09')).toEqual(['Uludağ Masaj & Spa']);
    expect(await salonNames('0 999 000 00 00')).toEqual([]);
  });

  it('matches the salon\'s city and district names, Turkish-insensitively, besides its own fields', async () => {
    expect(await salonNames('kadıköy')).toEqual(['Moda Güzellik']);
    expect(await salonNames('KADIKOY')).toEqual(['Moda Güzellik']);
    expect(await salonNames('istanbul')).toEqual(['Moda Güzellik']);
    expect(await salonNames('Bursa')).toEqual(['Uludağ Masaj & Spa']);
    expect(await salonNames('osmangazi')).toEqual(['Uludağ Masaj & Spa']);
    expect(await salonNames('uludag')).toEqual(['Uludağ Masaj & Spa']);
    expect(await salonNames('P00003')).toEqual(['Telefonsuz Kuaför']);
  });

  it('finds contact messages by a phone typed as shown, stored either way', async () => {
    expect(await inboxNames('0532 123 45 67')).toEqual(['Bare Digits']);
    expect(await inboxNames('(0532) 123 45 67')).toEqual(['Bare Digits']);
    expect(await inboxNames('0 212 557 83 95')).toEqual(['Spaced Phone']);
    expect(await inboxNames('02125578395')).toEqual(['Spaced Phone']);
    expect(await inboxNames('0 999 000 00 00')).toEqual([]);
    expect(await inboxNames('bare')).toEqual(['Bare Digits']);
  });

  it('finds reviews by the customer\'s or the salon\'s phone typed as shown', async () => {
    expect(await reviewComments('0532 123 45 67')).toEqual(['Ayşe yorumu']);
    expect(await reviewComments('(0544) 987 65 43')).toEqual(['Can yorumu']);
    expect(await reviewComments('0 212 557 83 95')).toEqual(['Ayşe yorumu']);
    expect(await reviewComments('0 224 443 21 09')).toEqual(['Can yorumu']);
    expect(await reviewComments('0 999 000 00 00')).toEqual([]);
  });
});
