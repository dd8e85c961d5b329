// createSalonWithOwner on a real database: one transaction for salon, roles, owner,
// subscription and welcome e-mail; the UNIQUE constraints decide races.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salons as salonsTable } from '@/platform/db/schema';
import { createSalonWithOwner } from '@/features/registration/server/create-salon';
import { SALON_CODE_ALPHABET, SALON_CODE_FAILED } from '@/features/registration/rules/salon-code';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createRegistrationFixture, salonInput, type RegistrationFixture } from './registration-fixtures';

describe.each(databaseKinds)('salon registration on %s', (kind) => {
  let test: TestDatabase;
  let f: RegistrationFixture;
  const q = <T = Record<string, unknown>>(s: string, p: unknown[] = []) => test.conn.query<T>(s, p);
  const count = async (table: string) => Number((await q<{ n: string }>(`select count(*) as n from ${table}`))[0].n);

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    f = await createRegistrationFixture(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  it('writes the salon, its three roles, the owner with the admin role, the trial and the welcome mail', async () => {
    const input = salonInput(f);
    const now = new Date('2026-03-10T12:00:00Z');
    const result = await createSalonWithOwner(test.conn.db, { ...input, now });
    if (!result.ok) throw new Error('expected a salon');
    expect(result.salonCode).toMatch(/^[A-Z0-9]{6}$/);

    const [salon] = await q(`select * from salons where id = $1`, [result.salonId]);
    expect(salon).toMatchObject({
      salon_code: result.salonCode, name: input.salon.name, open_time_minutes: 540, close_time_minutes: 1080,
      currency: 'TRY', is_active: true, city_id: f.cityId, district_id: f.districtId, phone: input.salon.phone,
    });
    expect(Number(salon.tax_rate)).toBe(20);

    const roles = await q<{ name: string; description: string; id: string }>(`select id, name, description from user_roles where salon_id = $1 order by name`, [result.salonId]);
    expect(roles.map((r) => r.name)).toEqual(['admin', 'kasiyer', 'personel']);
    const [owner] = await q<{ username: string; password_hash: string; role_id: string; salon_id: string }>(`select * from users where id = $1`, [result.ownerId]);
    expect(owner.username).toBe(input.owner.username);
    expect(owner.password_hash).toMatch(/^\$2[aby]\$10\$/);
    expect(owner.role_id).toBe(roles.find((r) => r.name === 'admin')!.id);

    const [sub] = await q<{ type: string; start_date: Date; end_date: Date; paytr_merchant_oid: string | null; is_active: boolean }>(
      `select * from subscriptions where salon_id = $1`, [result.salonId]);
    expect(sub).toMatchObject({ type: 'trial', paytr_merchant_oid: null, is_active: true });
    expect(new Date(sub.end_date).toISOString()).toBe('2026-03-24T12:00:00.000Z');

    const mails = await q<{ to_email: string; body: string }>(`select to_email, body from email_outbox where to_email = $1`, [input.owner.email]);
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain(result.salonCode);
  });

  it('records the PayTR order and payment date on a paid subscription', async () => {
    const paidAt = new Date('2026-03-10T12:05:00Z');
    const input = { ...salonInput(f), plan: { ...f.plans.yearly, interval: 'yearly' as const }, payment: { merchantOid: 'SR123ABC', paidAt }, now: paidAt };
    const result = await createSalonWithOwner(test.conn.db, input);
    if (!result.ok) throw new Error('expected a salon');
    const [sub] = await q<{ type: string; paytr_merchant_oid: string; paytr_payment_date: Date; end_date: Date }>(
      `select * from subscriptions where salon_id = $1`, [result.salonId]);
    expect(sub.paytr_merchant_oid).toBe('SR123ABC');
    expect(new Date(sub.paytr_payment_date).toISOString()).toBe(paidAt.toISOString());
    expect(new Date(sub.end_date).toISOString()).toBe('2027-03-10T12:05:00.000Z');
  });

  it('leaves no row behind when the last write fails', async () => {
    const before = await Promise.all(['salons', 'user_roles', 'users', 'subscriptions', 'email_outbox'].map(count));
    // A plan id that does not exist: the subscription insert (the last write) violates its foreign key.
    const input = { ...salonInput(f), plan: { id: '00000000-0000-4000-8000-000000000000', name: 'Yok', interval: 'monthly' as const } };
    await expect(createSalonWithOwner(test.conn.db, input)).rejects.toThrow();
    const after = await Promise.all(['salons', 'user_roles', 'users', 'subscriptions', 'email_outbox'].map(count));
    expect(after).toEqual(before);
  });

  it('answers a clash on username, e-mail or phone as a typed result and writes nothing', async () => {
    const first = salonInput(f);
    expect((await createSalonWithOwner(test.conn.db, first)).ok).toBe(true);
    const salons = await count('salons');
    expect(await createSalonWithOwner(test.conn.db, salonInput(f, { username: first.owner.username }))).toEqual({ ok: false, clash: 'username' });
    expect(await createSalonWithOwner(test.conn.db, salonInput(f, { email: first.owner.email }))).toEqual({ ok: false, clash: 'email' });
    expect(await createSalonWithOwner(test.conn.db, salonInput(f, { phone: first.owner.phone }))).toEqual({ ok: false, clash: 'phone' });
    expect(await count('salons')).toBe(salons);
  });

  it('gives one salon and one clash when two owners race for one username', async () => {
    const salons = await count('salons');
    const results = await Promise.all([
      createSalonWithOwner(test.conn.db, salonInput(f, { username: 'yarisan' })),
      createSalonWithOwner(test.conn.db, salonInput(f, { username: 'yarisan' })),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, clash: 'username' }]);
    expect(await count('salons')).toBe(salons + 1);
  });

  it('retries a taken salon code and fails after 10 collisions with nothing written', async () => {
    const existing = salonInput(f);
    const taken = await createSalonWithOwner(test.conn.db, existing);
    if (!taken.ok) throw new Error('expected a salon');
    const spell = (codes: string) => { let i = 0; return () => SALON_CODE_ALPHABET.indexOf(codes[i++ % codes.length]); };

    const retried = await createSalonWithOwner(test.conn.db, { ...salonInput(f), random: spell(`${taken.salonCode}ZZ9ZZ9`) });
    expect(retried).toMatchObject({ ok: true, salonCode: 'ZZ9ZZ9' });

    const salons = await count('salons');
    await expect(createSalonWithOwner(test.conn.db, { ...salonInput(f), random: spell(taken.salonCode) })).rejects.toThrow(SALON_CODE_FAILED);
    expect(await count('salons')).toBe(salons);
  });

  it('keeps the caller\'s transaction usable after a clash (nested savepoint)', async () => {
    const first = salonInput(f);
    await createSalonWithOwner(test.conn.db, first);
    const outcome = await test.conn.db.transaction(async (tx) => {
      const r = await createSalonWithOwner(tx, salonInput(f, { username: first.owner.username }));
      // An aborted transaction would refuse this statement.
      const n = await tx.$count(salonsTable);
      return { r, n };
    }).catch((e) => ({ error: String(e) }));
    expect(outcome).toMatchObject({ r: { ok: false, clash: 'username' }, n: await count('salons') });
  });
});
