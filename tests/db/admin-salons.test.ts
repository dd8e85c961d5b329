// Salons, subscriptions and plans of the back-office on a real database (both engines):
// creation in one transaction with the admin's fields, owner clashes answered per field,
// edit, active toggle, the cascading delete, the salon's current subscription and the
// figures, saving and cancelling subscriptions, default plans, and in-use plans kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { adminClashMessage, createSalonSchema, type CreateSalonInput } from '@/features/salons/schema.salon';
import { planInUseMessage, planSchema } from '@/features/subscriptions/schema.plan';
import { subscriptionSchema } from '@/features/subscriptions/schema.admin';
import { parseTableQuery } from '@/platform/http/table-query';
import {
  ADMIN_SALON_TABLE, createAdminSalon, deleteAdminSalon, listAdminSalons, salonStats, setAdminSalonActive, updateAdminSalon,
} from '@/features/salons/server/admin-salons';
import { ADMIN_SUBSCRIPTION_TABLE, cancelSubscription, listAdminSubscriptions, saveSubscription, subscriptionFigures } from '@/features/subscriptions/server/admin-subscriptions';
import { createPlan, deletePlan, ensureDefaultPlans, listAdminPlans, setPlanActive, updatePlan } from '@/features/subscriptions/server/plans';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createRegistrationFixture, type RegistrationFixture } from './registration-fixtures';

const NOW = new Date('2026-11-22T07:00:00Z'); // 10:00 in Istanbul

describe.each(databaseKinds)('admin salons, subscriptions and plans on %s', (kind) => {
  let test: TestDatabase;
  let f: RegistrationFixture;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);
  let n = 0;
  function form(over: Record<string, unknown> = {}): CreateSalonInput {
    n += 1;
    return createSalonSchema.parse({
      name: `Işıl Güzellik ${n}`, address: 'Moda Cad. 1', cityId: String(f.cityId), districtId: String(f.districtId),
      phone: `0532${String(2000000 + n)}`, email: `salon${n}@example.com`, openTime: '10:00', closeTime: '20:30',
      currency: 'EUR', taxRate: '8,5', isActive: true, logoKey: null, planId: f.plans.monthly.id,
      ownerUsername: `sahip${n}`, ownerPassword: 'gizli1', ownerEmail: `sahip${n}@example.com`,
      ownerFirstName: 'Işıl', ownerLastName: 'Çelik', ownerPhone: `0533${String(2000000 + n)}`, ...over,
    });
  }
  const plan = () => ({ ...f.plans.monthly, interval: 'monthly' as const });

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createRegistrationFixture(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  it('validates the admin salon form with the spec\'s messages', () => {
    const base = { ...form(), cityId: '34', districtId: '1', taxRate: '18', openTime: '09:00', closeTime: '18:00', planId: f.plans.trial.id } as Record<string, unknown>;
    const issues = (over: Record<string, unknown>) => createSalonSchema.safeParse({ ...base, ...over }).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ name: ' ' })).toContain('Salon adı gereklidir');
    expect(issues({ ownerUsername: '' })).toContain('Kullanıcı adı gereklidir');
    expect(issues({ ownerPassword: '12345' })).toContain('Şifre en az 6 karakter olmalıdır');
    expect(issues({ taxRate: '100.01' })).toContain('Vergi oranı 0 ile 100 arasında olmalıdır');
    expect(issues({ taxRate: '12.345' })).toContain('Vergi oranı 0 ile 100 arasında olmalıdır');
    expect(issues({ closeTime: '08:00' })).toContain('Kapanış saati açılış saatinden sonra olmalıdır');
    expect(issues({ taxRate: '100' })).toEqual([]);
    // The modal hands the action the parsed values, which the server parses again: same result.
    const once = createSalonSchema.parse(base);
    expect(createSalonSchema.parse(once)).toEqual(once);
    const plan = planSchema.parse({ name: 'Pro', description: '', price: '279.90', currency: 'TRY', interval: 'yearly', features: ['A'], active: true });
    expect(planSchema.parse(plan)).toEqual(plan);
  });

  it('creates salon, default roles, owner and subscription in one transaction with the form\'s hours, currency and tax', async () => {
    const input = form();
    const created = await createAdminSalon({ ...input, passwordHash: f.passwordHash }, plan(), NOW);
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const [salon] = await q(`select name, open_time_minutes, close_time_minutes, currency, tax_rate::text as tax, is_active, owner_name from salons where id = $1`, [created.salonId]);
    expect(salon).toEqual({ name: input.name, open_time_minutes: 600, close_time_minutes: 1230, currency: 'EUR', tax: '8.50', is_active: true, owner_name: 'Işıl Çelik' });
    const roles = await q<{ name: string }>(`select name from user_roles where salon_id = $1 order by name`, [created.salonId]);
    expect(roles.map((r) => r.name)).toEqual(['admin', 'kasiyer', 'personel']);
    const [owner] = await q(`select u.username, r.name as role from users u join user_roles r on r.id = u.role_id where u.salon_id = $1`, [created.salonId]);
    expect(owner).toEqual({ username: input.ownerUsername, role: 'admin' });
    const [sub] = await q<{ type: string; end_date: Date }>(`select type, end_date from subscriptions where salon_id = $1`, [created.salonId]);
    expect(sub.type).toBe('monthly');
  });

  it('answers each owner clash with the spec\'s message and leaves nothing behind', async () => {
    const first = form();
    await createAdminSalon({ ...first, passwordHash: f.passwordHash }, plan(), NOW);
    const [{ before }] = await q<{ before: number }>(`select count(*)::int as before from salons`);
    for (const [field, over] of [
      ['username', { ownerUsername: first.ownerUsername }],
      ['email', { ownerEmail: first.ownerEmail }],
      ['phone', { ownerPhone: first.ownerPhone }],
    ] as const) {
      const result = await createAdminSalon({ ...form(over), passwordHash: f.passwordHash }, plan(), NOW);
      expect(result).toEqual({ ok: false, clash: field });
    }
    const [{ after }] = await q<{ after: number }>(`select count(*)::int as after from salons`);
    expect(after).toBe(before);
    expect(adminClashMessage('username', 'ayse')).toBe('Kullanıcı adı "ayse" zaten kullanılıyor. Lütfen farklı bir kullanıcı adı seçin.');
    expect(adminClashMessage('email', 'a@b.co')).toBe('Email adresi "a@b.co" zaten kullanılıyor. Lütfen farklı bir email adresi kullanın.');
    expect(adminClashMessage('phone', '05551112233')).toBe('Telefon numarası "05551112233" zaten kullanılıyor. Lütfen farklı bir telefon numarası kullanın.');
  });

  it('edits, toggles, lists with the current subscription and counts the figures', async () => {
    const created = await createAdminSalon({ ...form({ name: 'Çiçek Kuaför' }), passwordHash: f.passwordHash }, plan(), NOW);
    if (!created.ok) throw new Error('not created');
    const edit = { ...form({ name: 'Çiçek Kuaför Moda' }), id: created.salonId };
    expect(await updateAdminSalon(edit, NOW)).toBe(true);
    expect(await setAdminSalonActive(created.salonId, false, NOW)).toBe(true);
    const page = await listAdminSalons(parseTableQuery({ q: 'CICEK', filter: 'passive' }, ADMIN_SALON_TABLE));
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ name: 'Çiçek Kuaför Moda', isActive: false, cityName: 'İstanbul', districtName: 'Kadıköy', subscription: { type: 'monthly', isActive: true, planName: f.plans.monthly.name } });
    expect((await listAdminSalons(parseTableQuery({ q: 'çiçek', filter: 'active' }, ADMIN_SALON_TABLE))).total).toBe(0);
    expect((await listAdminSalons(parseTableQuery({ q: page.rows[0].salonCode }, ADMIN_SALON_TABLE))).rows.map((r) => r.id)).toEqual([created.salonId]);
    const stats = await salonStats(NOW);
    const [{ total, active }] = await q<{ total: number; active: number }>(`select count(*)::int as total, (count(*) filter (where is_active))::int as active from salons`);
    expect(stats).toMatchObject({ total, active, passive: total - active });
  });

  it('saves, replaces and cancels a salon\'s subscription; the figures follow', async () => {
    const created = await createAdminSalon({ ...form(), passwordHash: f.passwordHash }, plan(), NOW);
    if (!created.ok) throw new Error('not created');
    const before = await subscriptionFigures(NOW);
    const input = subscriptionSchema.parse({ salonId: created.salonId, planId: f.plans.trial.id, type: 'trial', startDate: '2026-11-01', endDate: '2026-11-15' });
    const saved = await saveSubscription(input, NOW);
    expect(saved.ok).toBe(true);
    // The new one is the only active one; it ended on 15 Nov, so it counts as expired.
    const active = await q<{ type: string }>(`select type from subscriptions where salon_id = $1 and is_active`, [created.salonId]);
    expect(active).toEqual([{ type: 'trial' }]);
    expect(await subscriptionFigures(NOW)).toMatchObject({ active: before.active - 1, expired: before.expired + 1 });
    const expired = await listAdminSubscriptions(parseTableQuery({ filter: 'expired' }, ADMIN_SUBSCRIPTION_TABLE), NOW);
    expect(expired.rows.map((r) => r.salonId)).toContain(created.salonId);
    if (!saved.ok) return;
    // Edited to end in 5 days: active and expiring soon.
    expect((await saveSubscription({ ...input, id: saved.data.id, endDate: '2026-11-27' }, NOW)).ok).toBe(true);
    expect(await subscriptionFigures(NOW)).toMatchObject({ active: before.active, expired: before.expired, expiringSoon: before.expiringSoon + 1 });
    expect(await cancelSubscription(saved.data.id)).toEqual({ salonId: created.salonId });
    expect(await subscriptionFigures(NOW)).toMatchObject({ active: before.active - 1, expiringSoon: before.expiringSoon });
    expect(subscriptionSchema.safeParse({ ...input, endDate: '' }).error?.issues[0].message).toBe('Bitiş tarihi gereklidir');
    expect(subscriptionSchema.safeParse({ ...input, startDate: '' }).error?.issues[0].message).toBe('Başlangıç tarihi gereklidir');
    expect(await saveSubscription({ ...input, salonId: '00000000-0000-4000-8000-000000000000' }, NOW))
      .toEqual({ ok: false, error: 'Abonelik oluşturulurken hata oluştu', status: 404 });
  });

  it('deletes a salon with everything that belongs to it', async () => {
    const created = await createAdminSalon({ ...form(), passwordHash: f.passwordHash }, plan(), NOW);
    if (!created.ok) throw new Error('not created');
    const id = created.salonId;
    const [{ id: staffId }] = await q<{ id: string }>(`insert into staff (salon_id, first_name) values ($1, 'Ece') returning id`, [id]);
    const [{ id: serviceId }] = await q<{ id: string }>(`insert into services (salon_id, name, price, duration_minutes) values ($1, 'Kesim', 100, 30) returning id`, [id]);
    const [{ id: customerId }] = await q<{ id: string }>(`insert into customers (phone, first_name, salon_id) values ('05559998877', 'Deniz', $1) returning id`, [id]);
    await q(`insert into products (salon_id, name) values ($1, 'Şampuan')`, [id]);
    await q(`insert into appointments (salon_id, customer_name, customer_phone, staff_id, service_id, appointment_date, start_time) values ($1, 'Deniz', '05559998877', $2, $3, '2026-12-01', '10:00')`, [id, staffId, serviceId]);
    await q(`insert into salon_reviews (salon_id, customer_id, rating, comment) values ($1, $2, 5, 'Süper')`, [id, customerId]);
    expect(await deleteAdminSalon(id)).toMatchObject({ name: expect.any(String) });
    for (const table of ['user_roles', 'users', 'appointments', 'services', 'staff', 'customers', 'products', 'salon_reviews', 'subscriptions']) {
      const [{ left }] = await q<{ left: number }>(`select count(*)::int as left from ${table} where salon_id = $1`, [id]);
      expect(left, table).toBe(0);
    }
    expect(await deleteAdminSalon(id)).toBeNull();
  });

  it('plans: defaults when none exist, the modal rules, and an in-use plan is kept', async () => {
    expect(await ensureDefaultPlans()).toBe(0);
    const parsed = planSchema.parse({ name: ' Pro ', description: '', price: '49,90', currency: 'USD', interval: 'monthly', features: ['A', ' ', 'B '], active: true });
    expect(parsed).toMatchObject({ name: 'Pro', description: null, price: 49.9, features: ['A', 'B'] });
    expect(planSchema.safeParse({ ...parsed, price: '', features: [] }).error?.issues[0].message).toBe('Plan adı ve fiyat zorunludur');
    expect(planSchema.safeParse({ ...parsed, name: '', price: '1', features: [] }).error?.issues[0].message).toBe('Plan adı ve fiyat zorunludur');
    expect(planSchema.safeParse({ ...parsed, price: '-1', features: [] }).success).toBe(false);
    expect(planSchema.safeParse({ ...parsed, price: '1.999', features: [] }).success).toBe(false);
    const { id } = await createPlan(parsed, NOW);
    expect(await updatePlan(id, { ...parsed, price: 59.9 }, NOW)).toBe(true);
    expect(await setPlanActive(id, false, NOW)).toBe(true);
    const listed = (await listAdminPlans('pro')).find((p) => p.id === id);
    expect(listed).toMatchObject({ price: 59.9, active: false, currency: 'USD', features: ['A', 'B'], subscriptionCount: 0 });
    expect(await deletePlan(id)).toEqual({ ok: true, data: { name: 'Pro' } });
    const [{ uses }] = await q<{ uses: number }>(
      `select (select count(*) from subscriptions where plan_id = $1) + (select count(*) from pending_registrations where plan_id = $1) as uses`, [f.plans.monthly.id]);
    expect(Number(uses)).toBeGreaterThan(0);
    expect(await deletePlan(f.plans.monthly.id)).toEqual({ ok: false, error: planInUseMessage(f.plans.monthly.name, Number(uses)), status: 409 });
    await q(`delete from subscriptions`);
    await q(`delete from subscription_plans`);
    expect(await ensureDefaultPlans()).toBe(3);
    expect((await listAdminPlans()).map((p) => [p.interval, p.price]).sort()).toEqual([['monthly', 29.9], ['trial', 0], ['yearly', 299.9]]);
  });
});
