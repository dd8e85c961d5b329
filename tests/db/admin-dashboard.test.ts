// The dashboard's figures, chart, feed and the notification bell's data on a real database:
// each figure equals what the tables say, months and days are Istanbul's, the feed takes 5
// per source and 8 in all, the activities list filters, searches (Turkish-insensitive) and pages,
// and shows the admin activity log under its own filter (who, what, when).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { appointmentsPerDay, CHART_DAYS, dashboardStats, istanbulMonth } from '@/features/back-office/server/dashboard';
import { insertAdminActivity } from '@/platform/access/admin-activity';
import { listActivities, recentActivities } from '@/features/back-office/server/feed';
import { loadAdminNotifications } from '@/features/back-office/server/notifications';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

type Row = Record<string, string>;
const NOW = new Date('2026-11-22T09:00:00Z'); // 12:00 in Istanbul

describe('Istanbul month', () => {
  it('follows the Istanbul calendar at month and year ends', () => {
    expect(istanbulMonth(new Date('2026-11-22T09:00:00Z'))).toEqual({ first: '2026-11-01', last: '2026-11-30' });
    expect(istanbulMonth(new Date('2026-11-30T21:30:00Z'))).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(istanbulMonth(new Date('2028-02-10T00:00:00Z'))).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });
});

describe.each(databaseKinds)('admin dashboard data on %s', (kind) => {
  let test: TestDatabase;
  const q = (text: string, params: unknown[] = []) => test.conn.query<Row>(text, params);
  let seq = 0;
  const at = (minutesAgo: number) => new Date(NOW.getTime() - minutesAgo * 60_000).toISOString();
  async function salon(name: string, active = true) {
    seq += 1;
    const [{ id }] = await q(`insert into salons (salon_code, name, is_active) values ($1, $2, $3) returning id`, [`D${String(seq).padStart(5, '0')}`, name, active]);
    return id;
  }
  async function customer(first: string, last: string, minutesAgo: number) {
    seq += 1;
    const [{ id }] = await q(`insert into customers (phone, first_name, last_name, created_at) values ($1, $2, $3, $4) returning id`,
      [`0555${String(seq).padStart(7, '0')}`, first, last, at(minutesAgo)]);
    return id;
  }
  async function appointment(salonId: string, name: string, date: string, minutesAgo: number, status = 'scheduled') {
    await q(`insert into appointments (salon_id, customer_name, customer_phone, appointment_date, start_time, status, created_at)
             values ($1, $2, '05550000000', $3, '10:00', $4, $5)`, [salonId, name, date, status, at(minutesAgo)]);
  }
  async function review(salonId: string, customerId: string, rating: number, approved: boolean | null, minutesAgo: number) {
    const status = approved === null ? 'pending' : approved ? 'approved' : 'rejected';
    await q(`insert into salon_reviews (salon_id, customer_id, rating, comment, approved, status, created_at) values ($1, $2, $3, 'Güzel', $4, $5, $6)`,
      [salonId, customerId, rating, approved, status, at(minutesAgo)]);
  }

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  it('says nothing happened on an empty database', async () => {
    expect(await dashboardStats(NOW)).toEqual({ activeSalons: 0, customers: 0, appointmentsThisMonth: 0, averageRating: null });
    expect(await recentActivities()).toEqual([]);
    const days = await appointmentsPerDay(NOW);
    expect(days).toHaveLength(CHART_DAYS);
    expect(days.every((d) => d.count === 0)).toBe(true);
    expect(await loadAdminNotifications({ includeRegistrations: true }, NOW)).toEqual({ total: 0, items: [] });
  });

  it('counts active salons, customers, this Istanbul month\'s appointments and the approved average', async () => {
    const open = await salon('Şule Güzellik');
    await salon('Kapalı Salon', false);
    const a = await customer('Şule', 'Yıldız', 10);
    const b = await customer('Ahmet', 'Kaya', 20);
    const c = await customer('Ceren', 'Ak', 30);
    await appointment(open, 'Şule Yıldız', '2026-11-01', 40);
    await appointment(open, 'Ahmet Kaya', '2026-11-30', 50, 'cancelled');
    await appointment(open, 'Ceren Ak', '2026-10-31', 60); // last month
    await appointment(open, 'Deniz Er', '2026-12-01', 70); // next month
    await appointment(open, 'Ece Su', '2026-11-22', 80);
    await appointment(open, 'Ece Su', '2026-11-22', 90, 'completed');
    await review(open, a, 5, true, 15);
    await review(open, b, 4, true, 25);
    await review(open, c, 1, false, 35); // rejected: not in the average
    const stats = await dashboardStats(NOW);
    expect(stats).toEqual({ activeSalons: 1, customers: 3, appointmentsThisMonth: 4, averageRating: 4.5 });

    const days = await appointmentsPerDay(NOW);
    expect(days[0].date).toBe('2026-10-24');
    expect(days.at(-1)).toEqual({ date: '2026-11-22', count: 2 });
    expect(days.find((d) => d.date === '2026-10-31')?.count).toBe(1);
    expect(days.find((d) => d.date === '2026-11-01')?.count).toBe(1);
    expect(days.reduce((s, d) => s + d.count, 0)).toBe(4); // 30 Nov and 1 Dec are after today
  });

  it('takes the 5 newest of each source and shows the 8 newest of those', async () => {
    const open = await salon('Akış Salonu');
    for (let i = 0; i < 7; i++) await customer(`Yeni${i}`, 'Müşteri', 1 + i);          // 1..7 minutes ago
    for (let i = 0; i < 7; i++) await appointment(open, `Randevu${i}`, '2026-11-25', 100 + i);
    const recent = await recentActivities();
    expect(recent).toHaveLength(8);
    // The 5 newest customers, then the newest review (15 min), then the 2 newest appointments... by time.
    expect(recent.slice(0, 5).map((r) => r.title)).toEqual(['Yeni0 Müşteri', 'Yeni1 Müşteri', 'Yeni2 Müşteri', 'Yeni3 Müşteri', 'Yeni4 Müşteri']);
    expect(recent[5]).toMatchObject({ kind: 'review', title: 'Şule Yıldız → Şule Güzellik', status: 'approved' });
    expect(recent.map((r) => r.at.getTime())).toEqual([...recent.map((r) => r.at.getTime())].sort((x, y) => y - x));
  });

  it('filters, searches Turkish-insensitively and pages the activities list', async () => {
    const all = await listActivities({ filter: 'all', q: '', page: 1, pageSize: 5 });
    const [{ n }] = await q(`select ((select count(*) from customers) + (select count(*) from salon_reviews) + (select count(*) from appointments))::int as n`);
    expect(all.total).toBe(Number(n));
    expect(all.rows).toHaveLength(5);
    const page2 = await listActivities({ filter: 'all', q: '', page: 2, pageSize: 5 });
    expect(page2.rows[0].at.getTime()).toBeLessThanOrEqual(all.rows[4].at.getTime());
    expect(new Set([...all.rows, ...page2.rows].map((r) => r.id)).size).toBe(10);

    const reviews = await listActivities({ filter: 'reviews', q: '', page: 1, pageSize: 20 });
    expect(reviews.rows.every((r) => r.kind === 'review')).toBe(true);
    expect(reviews.total).toBe(3);
    expect(reviews.counts).toMatchObject({ reviews: 3, customers: 10, appointments: 13 });

    // 'YILDIZ' finds 'Yıldız' (dotless ı), in names and in the salon shown in a detail.
    const search = await listActivities({ filter: 'all', q: 'YILDIZ', page: 1, pageSize: 20 });
    expect(search.rows.map((r) => `${r.kind}:${r.title}`).sort()).toEqual([
      'appointment:Şule Yıldız', 'customer:Şule Yıldız', 'review:Şule Yıldız → Şule Güzellik',
    ]);
    const bySalon = await listActivities({ filter: 'appointments', q: 'sule guzellik', page: 1, pageSize: 20 });
    expect(bySalon.total).toBe(6);
    expect(bySalon.counts).toMatchObject({ appointments: 6, reviews: 3, customers: 0 });
    expect((await listActivities({ filter: 'all', q: '100%', page: 1, pageSize: 20 })).total).toBe(0);
  });

  it('shows the admin activity log under \'Yönetici işlemleri\': who, what and when, searched and paged like the rest', async () => {
    const [{ id: ayse }] = await q(`insert into admin_users (email, password_hash, full_name, role) values ('ayse@salonrandevu.test', 'x', 'Ayşe Yılmaz', 'admin') returning id`);
    const [{ id: bora }] = await q(`insert into admin_users (email, password_hash, role) values ('bora@salonrandevu.test', 'x', 'moderator') returning id`);
    // Written the way platform/access/admin-action.ts writes every action's row.
    const client = { ipAddress: '203.0.113.7', userAgent: 'test' };
    await insertAdminActivity({ adminId: ayse, action: 'PLAN_UPDATE', targetType: 'subscription_plan', targetId: 'p1', description: 'Yıllık Plan (299.9 TRY)', ...client }, new Date(at(0.5)));
    await insertAdminActivity({ adminId: bora, action: 'SALON_DELETE', targetType: 'salon', targetId: 's1', description: 'Uludağ Masaj & Spa', ...client }, new Date(at(4)));
    await insertAdminActivity({ adminId: bora, action: 'LOGIN', description: 'bora@salonrandevu.test giriş yaptı', ...client }, new Date(at(6)));

    const admin = await listActivities({ filter: 'admin', q: '', page: 1, pageSize: 20 });
    expect(admin.total).toBe(3);
    expect(admin.rows.map((r) => ({ kind: r.kind, title: r.title, detail: r.detail, at: r.at.toISOString() }))).toEqual([
      { kind: 'admin', title: 'Ayşe Yılmaz (ayse@salonrandevu.test)', detail: 'Planı / fiyatı güncelledi · Yıllık Plan (299.9 TRY)', at: at(0.5) },
      { kind: 'admin', title: 'bora@salonrandevu.test', detail: 'Salonu sildi · Uludağ Masaj & Spa', at: at(4) },
      { kind: 'admin', title: 'bora@salonrandevu.test', detail: 'Giriş yaptı · bora@salonrandevu.test giriş yaptı', at: at(6) },
    ]);
    // Alongside the other kinds under 'Tümü', counted in every tab, newest first.
    const all = await listActivities({ filter: 'all', q: '', page: 1, pageSize: 3 });
    expect(all.counts.admin).toBe(3);
    expect(all.counts.all).toBe(all.counts.customers + all.counts.reviews + all.counts.appointments + 3);
    expect(all.rows[0]).toMatchObject({ kind: 'admin', title: 'Ayşe Yılmaz (ayse@salonrandevu.test)' });
    // Paged like the rest.
    const second = await listActivities({ filter: 'admin', q: '', page: 2, pageSize: 2 });
    expect(second.rows.map((r) => r.title)).toEqual(['bora@salonrandevu.test']);
    expect(second.total).toBe(3);
    // Searched by who and by what (the Turkish label too), Turkish-insensitively.
    expect((await listActivities({ filter: 'all', q: 'AYSE', page: 1, pageSize: 20 })).rows.filter((r) => r.kind === 'admin')).toHaveLength(1);
    expect((await listActivities({ filter: 'admin', q: 'fiyat', page: 1, pageSize: 20 })).rows.map((r) => r.detail)).toEqual(['Planı / fiyatı güncelledi · Yıllık Plan (299.9 TRY)']);
    expect((await listActivities({ filter: 'admin', q: 'uludag', page: 1, pageSize: 20 })).total).toBe(1);
    // Moderators' list leaves the admin log out (loadActivities passes adminLog for admins and up).
    const moderator = await listActivities({ filter: 'all', q: '', page: 1, pageSize: 100 }, { adminLog: false });
    expect(moderator.rows.some((r) => r.kind === 'admin')).toBe(false);
    expect(moderator.counts.admin).toBe(0);
    expect(moderator.total).toBe(all.total - 3);
    // The dashboard keeps its three sources (spec 2 §2).
    expect((await recentActivities()).some((r) => r.kind === 'admin')).toBe(false);
  });

  it('names the salon an admin action touched, never its id, and links the record (issue 29)', async () => {
    const [{ id: cem }] = await q(`insert into admin_users (email, password_hash, role) values ('cem@salonrandevu.test', 'x', 'admin') returning id`);
    const salonId = await salon('Moda Kuaför Evi');
    const [{ id: subscriptionId }] = await q(`insert into subscriptions (salon_id, type, start_date, end_date, is_active)
      values ($1, 'monthly', now(), now() + interval '30 days', true) returning id`, [salonId]);
    const client = { ipAddress: '203.0.113.8', userAgent: 'test' };
    // As the subscription modal and review moderation write them; the second is a review since deleted.
    await insertAdminActivity({ adminId: cem, action: 'SUBSCRIPTION_UPDATE', targetType: 'subscription', targetId: subscriptionId,
      description: `Salon ${salonId}: Aylık, 27.11.2026 – 27.12.2026`, ...client }, new Date(at(0.1)));
    await insertAdminActivity({ adminId: cem, action: 'REVIEW_DELETE', targetType: 'salon_review', targetId: '00000000-0000-4000-8000-000000000001',
      description: `Salon ${salonId}`, ...client }, new Date(at(0.2)));
    const rows = (await listActivities({ filter: 'admin', q: 'moda kuafor', page: 1, pageSize: 20 })).rows;
    expect(rows.map((r) => ({ detail: r.detail, href: r.href }))).toEqual([
      { detail: 'Aboneliği düzenledi · Moda Kuaför Evi · Aylık, 27.11.2026 – 27.12.2026', href: `/admin/subscriptions?q=${encodeURIComponent('Moda Kuaför Evi').replaceAll('%20', '+')}` },
      { detail: 'Yorumu sildi · Moda Kuaför Evi', href: `/admin/reviews?q=${encodeURIComponent('Moda Kuaför Evi').replaceAll('%20', '+')}` },
    ]);
    expect(JSON.stringify(rows)).not.toContain(salonId);
  });

  it('tells the bell about new messages and pending reviews, and registrations only to admins', async () => {
    const open = await salon('Bildirim Salonu');
    for (let i = 0; i < 4; i++) await q(`insert into contact_messages (name, email, message, created_at) values ($1, 'a@b.c', 'Merhaba', $2)`, [`Kişi ${i}`, at(i)]);
    await q(`insert into contact_messages (name, email, message, status) values ('Okunmuş', 'a@b.c', 'x', 'read')`);
    const cust = await customer('Yorumcu', 'Kişi', 200);
    await review(open, cust, 3, null, 5);
    const [{ id: plan }] = await q(`insert into subscription_plans (name, price) values ('Aylık', 29.9) returning id`);
    await q(`insert into pending_registrations (merchant_oid, salon_data, owner_data, plan_id, payment_amount, status, completed_at)
             values ('OK1', '{"name":"Yeni Salon"}', '{}', $1, 2990, 'completed', $2)`, [plan, at(0.5)]);
    await q(`insert into pending_registrations (merchant_oid, salon_data, owner_data, plan_id, payment_amount, status, created_at)
             values ('FAIL1', '{"name":"Başarısız Salon"}', '{}', $1, 2990, 'failed', $2)`, [plan, at(2)]);

    const moderator = await loadAdminNotifications({ includeRegistrations: false }, NOW);
    expect(moderator.total).toBe(5);
    expect(moderator.items).toHaveLength(5);
    expect(moderator.items.map((i) => i.kind).sort()).toEqual(['contact', 'contact', 'contact', 'contact', 'review'].sort());
    const admin = await loadAdminNotifications({ includeRegistrations: true }, NOW);
    expect(admin.total).toBe(7);
    expect(admin.items).toHaveLength(5);
    expect(admin.items.slice(0, 3).map((i) => `${i.kind}:${i.detail}`)).toEqual(['contact:Kişi 0', 'registration:Yeni Salon', 'contact:Kişi 1']);
  });
});
