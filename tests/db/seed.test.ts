// The seed on a real database: places, plans, admin, demo marketplace, idempotency.
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Connection } from '@/platform/db/connection';
import { DEMO_LOGIN, GENERATED_ADMIN_EMAIL, seed } from '@/platform/db/seed';
import { buildDemoCustomers, REVIEW_READY_SALON, reviewReadyCustomers } from '@/platform/db/seed/demo-customers';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

const ADMIN = { email: 'admin@test.local', password: 'test-password-1' };
const quiet = () => {};

/** Row count of every table in the public schema. */
async function tableCounts(conn: Connection): Promise<Record<string, number>> {
  const tables = await conn.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await conn.query<{ n: number }>(`select count(*)::int as n from "${name}"`);
    counts[name] = row.n;
  }
  return counts;
}

describe.each(databaseKinds)('seed on %s', (kind) => {
  let test: TestDatabase;
  const query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => test.conn.query<T>(text, params);

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    await seed(test.conn, { admin: ADMIN, log: quiet });
  });
  afterAll(async () => { await test?.dispose(); });

  it('creates all 81 provinces and their districts', async () => {
    const [{ cities, districts }] = await query<{ cities: number; districts: number }>(
      'select (select count(*)::int from cities) as cities, (select count(*)::int from districts) as districts');
    expect(cities).toBe(81);
    expect(districts).toBeGreaterThan(900);

    const [istanbul] = await query<{ id: number; plate_code: string; slug: string; name: string }>(
      `select id, plate_code, slug, name from cities where id = 34`);
    expect(istanbul).toEqual({ id: 34, plate_code: '34', slug: 'istanbul', name: 'İstanbul' });
    const kadikoy = await query(`select 1 from districts where city_id = 34 and slug = 'kadikoy' and name = 'Kadıköy'`);
    expect(kadikoy).toHaveLength(1);
    const [afyon] = await query<{ slug: string }>(`select slug from cities where plate_code = '03'`);
    expect(afyon.slug).toBe('afyonkarahisar');
  });

  it('creates the three default plans', async () => {
    const plans = await query<{ price: string; interval: string; currency: string; features: string[] }>(
      'select price, interval, currency, features from subscription_plans order by price');
    expect(plans.map((p) => [Number(p.price), p.interval])).toEqual([[0, 'trial'], [29.9, 'monthly'], [299.9, 'yearly']]);
    for (const plan of plans) {
      expect(plan.currency).toBe('TRY');
      expect(plan.features).toContain('Sınırsız randevu yönetimi');
    }
  });

  it('creates the admin with a bcrypt hash that verifies', async () => {
    const admins = await query<{ email: string; password_hash: string; role: string }>(
      'select email, password_hash, role from admin_users');
    expect(admins).toHaveLength(1);
    expect(admins[0].email).toBe(ADMIN.email);
    expect(admins[0].role).toBe('superadmin');
    expect(await bcrypt.compare(ADMIN.password, admins[0].password_hash)).toBe(true);
  });

  it('creates the landing-page content', async () => {
    const keys = await query<{ key: string }>('select key from site_content order by key');
    expect(keys.map((k) => k.key)).toEqual(['detailed_features_section', 'features_section', 'hero', 'logo', 'pricing_section']);
    const [cards] = await query<{ basic: number; detailed: number }>(`select
      count(*) filter (where kind = 'basic')::int as basic, count(*) filter (where kind = 'detailed')::int as detailed
      from feature_cards`);
    expect(cards.basic).toBe(6);
    expect(cards.detailed).toBeGreaterThanOrEqual(6);
    expect(await query('select 1 from testimonials')).toHaveLength(3);
    expect(await query('select 1 from contact_info where is_active')).toHaveLength(1);
  });

  it('creates active salons in the five large cities, plus one inactive', async () => {
    const salons = await query<{ salon_code: string; name: string; city_id: number; is_active: boolean; district_id: number | null }>(
      'select salon_code, name, city_id, district_id, is_active from salons');
    const active = salons.filter((s) => s.is_active);
    expect(active.length).toBeGreaterThanOrEqual(30);
    const cities = new Set(active.map((s) => s.city_id));
    for (const id of [34, 6, 35, 16, 7]) expect(cities).toContain(id);
    for (const salon of salons) {
      expect(salon.salon_code).toMatch(/^[A-Z0-9]{6}$/);
      expect(salon.district_id).not.toBeNull();
    }
    const names = new Map(salons.map((s) => [s.name, s]));
    expect(names.get('Işıl Güzellik Salonu')?.is_active).toBe(true);
    expect(names.get('İnci Kuaför')?.is_active).toBe(true);
    expect(names.get('Çağla Nail Art')?.is_active).toBe(true);
    expect(salons.find((s) => s.salon_code === 'PASIF1')?.is_active).toBe(false);
  });

  it('gives every active salon active services and staff', async () => {
    const bare = await query(`select s.salon_code from salons s where s.is_active and (
      not exists (select 1 from services v where v.salon_id = s.id and v.is_active)
      or not exists (select 1 from staff t where t.salon_id = s.id and t.is_active))`);
    expect(bare).toEqual([]);
    // So every one is listed: salon_is_bookable() counts a staff member without hours rows as working.
    expect(await query('select salon_code from salons where is_active and not salon_is_bookable(id)')).toEqual([]);
    // Exactly two salons rely on the position-name fallback instead of staff_services.
    const withoutMapping = await query(`select s.salon_code from salons s where not exists (
      select 1 from staff_services x join staff t on t.id = x.staff_id where t.salon_id = s.id)`);
    expect(withoutMapping).toHaveLength(2);
    expect(await query('select 1 from service_daily_durations')).not.toHaveLength(0);
  });

  it('seeds reviews only about a completed visit of their author at their salon, written after it (issue 28)', async () => {
    const reviews = await query<{ id: string; ok: boolean }>(`select r.id,
        coalesce(a.status = 'completed' and a.customer_id = r.customer_id and a.salon_id = r.salon_id
          and (a.appointment_date + a.end_time) at time zone 'Europe/Istanbul' < r.created_at, false) as ok
      from salon_reviews r left join appointments a on a.id = r.appointment_id`);
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.filter((r) => !r.ok)).toEqual([]);
  });

  it('keeps average_rating and review_count equal to the approved reviews', async () => {
    const salons = await query<{ id: string; average_rating: string; review_count: number }>(
      'select id, average_rating, review_count from salons');
    const approved = await query<{ salon_id: string; rating: number }>(
      'select salon_id, rating from salon_reviews where approved');
    for (const salon of salons) {
      const ratings = approved.filter((r) => r.salon_id === salon.id).map((r) => r.rating);
      const average = ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100 : 0;
      expect(salon.review_count).toBe(ratings.length);
      expect(Number(salon.average_rating)).toBeCloseTo(average, 2);
    }
    const [statuses] = await query<{ pending: number; rejected: number; approved: number }>(`select
      count(*) filter (where status = 'pending' and approved is null)::int as pending,
      count(*) filter (where status = 'rejected' and approved = false)::int as rejected,
      count(*) filter (where status = 'approved' and approved)::int as approved from salon_reviews`);
    expect(statuses.pending).toBeGreaterThan(0);
    expect(statuses.rejected).toBeGreaterThan(0);
    expect(statuses.approved).toBeGreaterThan(statuses.pending + statuses.rejected);
  });

  it('never overlaps two live appointments of one staff member', async () => {
    const overlaps = await query(`select a.id from appointments a join appointments b
      on a.staff_id = b.staff_id and a.id < b.id and a.appointment_date = b.appointment_date
      and a.start_time < b.end_time and b.start_time < a.end_time
      where a.status in ('scheduled', 'confirmed') and b.status in ('scheduled', 'confirmed')`);
    expect(overlaps).toEqual([]);
  });

  it('places past and upcoming appointments inside opening hours, with the service price and duration', async () => {
    const [dates] = await query<{ past: number; upcoming: number }>(`select
      count(*) filter (where appointment_date < (now() at time zone 'Europe/Istanbul')::date
                       and status in ('completed', 'cancelled'))::int as past,
      count(*) filter (where appointment_date > (now() at time zone 'Europe/Istanbul')::date
                       and status in ('scheduled', 'confirmed'))::int as upcoming
      from appointments`);
    expect(dates.past).toBeGreaterThan(0);
    expect(dates.upcoming).toBeGreaterThan(0);

    const misplaced = await query(`select a.id from appointments a
      join salons s on s.id = a.salon_id join services v on v.id = a.service_id
      left join service_daily_durations d on d.service_id = v.id and d.day_of_week = extract(dow from a.appointment_date)
      where extract(epoch from a.start_time) / 60 < s.open_time_minutes
         or extract(epoch from a.end_time) / 60 > s.close_time_minutes
         or extract(epoch from a.start_time)::int % 1800 <> 0
         or a.end_time - a.start_time <> make_interval(mins => a.total_duration)
         or a.total_duration <> coalesce(d.duration_minutes, v.duration_minutes)
         or a.total_amount <> v.price
         or v.salon_id <> a.salon_id`);
    expect(misplaced).toEqual([]);

    // Where staff_services exists, the staff member gives the booked service.
    const wrongStaff = await query(`select a.id from appointments a
      where exists (select 1 from staff_services x join staff t on t.id = x.staff_id where t.salon_id = a.salon_id)
        and not exists (select 1 from staff_services x where x.staff_id = a.staff_id and x.service_id = a.service_id)`);
    expect(wrongStaff).toEqual([]);
  });

  it('creates the documented demo login with history', async () => {
    const [demo] = await query<{ id: string; first_name: string; last_name: string; password_hash: string }>(
      'select id, first_name, last_name, password_hash from customers where phone = $1', [DEMO_LOGIN.phone]);
    expect(demo).toMatchObject({ first_name: 'Demo', last_name: 'Müşteri' });
    expect(await bcrypt.compare('demo1234', demo.password_hash)).toBe(true);
    expect(await query('select 1 from appointments where customer_id = $1', [demo.id])).not.toHaveLength(0);
    expect(await query('select 1 from salon_reviews where customer_id = $1', [demo.id])).not.toHaveLength(0);
    // Its reviews read unlike any other on their salon's page (a journey finds them by their text).
    expect(await query(`select 1 from salon_reviews r join salon_reviews o
      on o.salon_id = r.salon_id and o.comment = r.comment and o.id <> r.id where r.customer_id = $1`, [demo.id])).toEqual([]);
    expect(await query(`select 1 from customers where first_name = 'Işıl'`)).toHaveLength(1);
    const [{ n }] = await query<{ n: number }>('select count(*)::int as n from customers where salon_id is null');
    expect(n).toBeGreaterThanOrEqual(40);
  });

  it('gives the review-ready customers a completed visit at İnci Kuaför and no review there (the journeys write theirs)', async () => {
    const ready = reviewReadyCustomers(buildDemoCustomers());
    expect(new Set(ready.map((c) => c.phone)).size).toBe(8);
    for (const { phone } of ready) {
      const [row] = await query<{ visits: number; reviews: number }>(`select
          (select count(*)::int from appointments a where a.customer_id = c.id and a.salon_id = s.id and a.status = 'completed') as visits,
          (select count(*)::int from salon_reviews r where r.customer_id = c.id and r.salon_id = s.id) as reviews
        from customers c, salons s where c.phone = $1 and s.salon_code = $2`, [phone, REVIEW_READY_SALON]);
      expect(row.visits).toBeGreaterThan(0);
      expect(row.reviews).toBe(0);
    }
  });

  it('changes nothing when run again', async () => {
    const before = await tableCounts(test.conn);
    await seed(test.conn, { admin: ADMIN, allowGeneratedAdmin: true, log: quiet });
    expect(await tableCounts(test.conn)).toEqual(before);
  });

  it('with onlyIfEmpty on a seeded database seeds nothing again, but creates the configured admin when missing and says so', async () => {
    const before = await tableCounts(test.conn);
    const messages: string[] = [];
    await seed(test.conn, { onlyIfEmpty: true, admin: { email: 'Other@test.local', password: 'x-password-2' }, log: (m) => messages.push(m) });
    expect(messages).toEqual(['Yönetici hesabı oluşturuldu: other@test.local']);
    expect(await tableCounts(test.conn)).toEqual({ ...before, admin_users: before.admin_users + 1 });
    const [admin] = await test.conn.query<{ role: string; password_hash: string }>(`select role, password_hash from admin_users where email = 'other@test.local'`);
    expect(admin.role).toBe('superadmin');
    expect(await bcrypt.compare('x-password-2', admin.password_hash)).toBe(true);

    // "At once" when the admin is there: no password is hashed (the expensive part); counted, not timed.
    const hash = vi.spyOn(bcrypt, 'hash');
    const hashSync = vi.spyOn(bcrypt, 'hashSync');
    try {
      await seed(test.conn, { onlyIfEmpty: true, admin: { email: 'other@test.local', password: 'x-password-2' }, log: quiet });
      expect(hash).not.toHaveBeenCalled();
      expect(hashSync).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
      hashSync.mockRestore();
    }
    expect(await tableCounts(test.conn)).toEqual({ ...before, admin_users: before.admin_users + 1 });
  });
});

describe('seed options (PGlite)', () => {
  const databases: TestDatabase[] = [];
  const fresh = async () => {
    const db = await createMigratedDatabase('pglite');
    databases.push(db);
    return db.conn;
  };
  afterAll(async () => { await Promise.all(databases.map((db) => db.dispose())); });

  it('generates an admin once, prints its password once, and skips the demo on request', async () => {
    const conn = await fresh();
    const messages: string[] = [];
    await seed(conn, { demo: false, allowGeneratedAdmin: true, log: (m) => messages.push(m) });
    expect(messages).toHaveLength(1);
    const password = /şifre (\S+)/.exec(messages[0])?.[1] ?? '';
    expect(password).toHaveLength(16);
    expect(messages[0]).toContain('yalnızca bir kez gösterilir');

    const [admin] = await conn.query<{ email: string; password_hash: string }>('select email, password_hash from admin_users');
    expect(admin.email).toBe(GENERATED_ADMIN_EMAIL);
    expect(await bcrypt.compare(password, admin.password_hash)).toBe(true);
    expect(await conn.query('select 1 from salons')).toHaveLength(0);
    expect(await conn.query('select 1 from subscription_plans')).toHaveLength(3);

    await seed(conn, { demo: false, allowGeneratedAdmin: true, log: (m) => messages.push(m) });
    expect(messages).toHaveLength(1);
    expect(await conn.query('select 1 from admin_users')).toHaveLength(1);
  });

  it('keeps site content an admin edited', async () => {
    const conn = await fresh();
    await seed(conn, { demo: false, log: quiet });
    await conn.query(`update site_content set value = '{"title":"Özel"}' where key = 'hero'`);
    await conn.query(`delete from feature_cards where kind = 'basic' and sort_order > 1`);
    await seed(conn, { demo: false, log: quiet });
    const [hero] = await conn.query<{ value: { title: string } }>(`select value from site_content where key = 'hero'`);
    expect(hero.value).toEqual({ title: 'Özel' });
    expect(await conn.query(`select 1 from feature_cards where kind = 'basic'`)).toHaveLength(1);
  });

  it('dates appointments by the Istanbul calendar and builds the same salons on any day', async () => {
    // 21:30 UTC on 14 March is already 00:30 on 15 March in Istanbul.
    const now = new Date('2026-03-14T21:30:00Z');
    const first = await fresh();
    const second = await fresh();
    await seed(first, { now, log: quiet });
    await seed(second, { now: new Date('2026-07-01T09:00:00Z'), log: quiet });

    const [range] = await first.query<{ past_max: string; upcoming_min: string; first_day: string; last_day: string }>(`select
      max(appointment_date) filter (where status in ('completed', 'cancelled'))::text as past_max,
      min(appointment_date) filter (where status in ('scheduled', 'confirmed'))::text as upcoming_min,
      min(appointment_date)::text as first_day, max(appointment_date)::text as last_day from appointments`);
    // Past ones end yesterday (14th), upcoming ones start tomorrow (16th); 30 days back, 14 ahead.
    expect(range.past_max <= '2026-03-14').toBe(true);
    expect(range.upcoming_min >= '2026-03-16').toBe(true);
    expect(range.first_day >= '2026-02-13').toBe(true);
    expect(range.last_day <= '2026-03-29').toBe(true);
    expect(await first.query(`select 1 from appointments where appointment_date = '2026-03-15'`)).toEqual([]);

    const catalogue = `select s.salon_code, s.name, s.phone, s.open_time_minutes, s.close_time_minutes,
        v.name as service, v.price, v.duration_minutes
      from salons s join services v on v.salon_id = s.id order by s.salon_code, v.name`;
    expect(await second.query(catalogue)).toEqual(await first.query(catalogue));
    const reviews = `select s.salon_code, c.phone, r.rating, r.status, r.comment from salon_reviews r
      join salons s on s.id = r.salon_id join customers c on c.id = r.customer_id order by 1, 2`;
    expect(await second.query(reviews)).toEqual(await first.query(reviews));
  });
});
