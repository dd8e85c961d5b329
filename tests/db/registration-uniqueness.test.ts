// Issue 24, item 7, on a real database: owners' usernames are unique whatever their case (users
// added on a team screen stay outside), the salon's phone and e-mail are checked against salons
// as well as owners, and a salon name already in the district is found (a warning only).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSalonContactTaken, isSalonNameInDistrict, takenSalonContactField } from '@/features/registration/server/registrations';
import { MIGRATIONS_DIR } from '@/platform/db/migrate';
import { createSalonWithOwner, takenOwnerField } from '@/features/registration/server/create-salon';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createRegistrationFixture, salonInput, type RegistrationFixture } from './registration-fixtures';

const MIGRATION = readFileSync(path.join(MIGRATIONS_DIR, '20261125070000_registration_uniqueness.sql'), 'utf8');

describe.each(databaseKinds)('registration uniqueness on %s', (kind) => {
  let test: TestDatabase;
  let f: RegistrationFixture;
  const q = <T = Record<string, unknown>>(s: string, p: unknown[] = []) => test.conn.query<T>(s, p);
  const indexDef = async () => (await q<{ indexdef: string }>(`select indexdef from pg_indexes where indexname = 'users_username_key'`))[0]?.indexdef ?? '';

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    f = await createRegistrationFixture(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  it('refuses an owner whose username differs from another owner\'s only in case', async () => {
    const first = await createSalonWithOwner(test.conn.db, salonInput(f, { username: 'sahip_y1' }));
    expect(first.ok).toBe(true);
    const salons = Number((await q<{ n: string }>(`select count(*) n from salons`))[0].n);
    expect(await createSalonWithOwner(test.conn.db, salonInput(f, { username: 'SAHIP_Y1' }))).toEqual({ ok: false, clash: 'username' });
    expect(await createSalonWithOwner(test.conn.db, salonInput(f, { username: 'Sahip_Y1' }))).toEqual({ ok: false, clash: 'username' });
    expect(Number((await q<{ n: string }>(`select count(*) n from salons`))[0].n)).toBe(salons); // nothing left behind
  });

  it('the live check agrees: any case of an owner\'s name is taken, a team member\'s name is not', async () => {
    const owner = await createSalonWithOwner(test.conn.db, salonInput(f, { username: 'ekip_sahibi' }));
    if (!owner.ok) throw new Error('expected a salon');
    // A user added on the team screen: unique within the salon only.
    await q(`insert into users (username, password_hash, first_name, last_name, salon_id, added_in_panel)
             values ('Kasiyer_Ece', $1, 'Ece', 'Kaya', $2, true)`, [f.passwordHash, owner.salonId]);
    expect(await takenOwnerField(test.conn.db, 'username', 'EKIP_SAHIBI')).toBe(true);
    expect(await takenOwnerField(test.conn.db, 'username', 'ekip_sahibi')).toBe(true);
    expect(await takenOwnerField(test.conn.db, 'username', 'kasiyer_ece')).toBe(false);
    // …and a new owner may take it, whatever its case.
    expect((await createSalonWithOwner(test.conn.db, salonInput(f, { username: 'KASIYER_ECE' }))).ok).toBe(true);
  });

  it('checks the salon\'s phone and e-mail against other salons, not only owners', async () => {
    const input = salonInput(f);
    input.salon.email = 'Iletisim@Ayna.example';
    input.salon.phone = '02165550101'; // the salon's line, not its owner's mobile
    const created = await createSalonWithOwner(test.conn.db, input);
    expect(created.ok).toBe(true);
    // No owner has these values: only the salon does.
    expect(await takenOwnerField(test.conn.db, 'email', 'iletisim@ayna.example')).toBe(false);
    expect(await takenOwnerField(test.conn.db, 'phone', '02165550101')).toBe(false);
    expect(await isSalonContactTaken('email', 'iletisim@ayna.example', test.conn.db)).toBe(true);
    expect(await isSalonContactTaken('phone', '02165550101', test.conn.db)).toBe(true);
    // An owner's value counts too.
    expect(await isSalonContactTaken('email', input.owner.email, test.conn.db)).toBe(true);
    expect(await takenSalonContactField({ phone: '02165550199', email: 'iletisim@ayna.example' }, test.conn.db)).toBe('email');
    expect(await takenSalonContactField({ phone: '02165550199', email: 'yeni@ayna.example' }, test.conn.db)).toBeNull();
  });

  it('finds a salon name already in the district as people read it, and only in that district', async () => {
    const input = salonInput(f);
    input.salon.name = 'Işıl Güzellik Salonu';
    expect((await createSalonWithOwner(test.conn.db, input)).ok).toBe(true);
    expect(await isSalonNameInDistrict('IŞIL GÜZELLİK SALONU', f.districtId, test.conn.db)).toBe(true);
    expect(await isSalonNameInDistrict('  ışıl   güzellik salonu ', f.districtId, test.conn.db)).toBe(true);
    expect(await isSalonNameInDistrict('Isil Guzellik Salonu', f.districtId, test.conn.db)).toBe(false);
    const [other] = await q<{ id: number }>(`insert into districts (city_id, name, slug) values (34, 'Üsküdar', 'uskudar')
      on conflict (city_id, name) do update set slug = excluded.slug returning id`);
    expect(await isSalonNameInDistrict('Işıl Güzellik Salonu', other.id, test.conn.db)).toBe(false);
  });

  it('the migration never fails on old owners that differ only in case, and applies once they are renamed', async () => {
    expect(await indexDef()).toMatch(/lower\(username\)/i);
    await q(`drop index users_username_key`);
    await q(`create unique index users_username_key on users(username) where not added_in_panel`);
    const a = await createSalonWithOwner(test.conn.db, salonInput(f, { username: 'eski_sahip' }));
    const b = await createSalonWithOwner(test.conn.db, salonInput(f, { username: 'ESKI_SAHIP' }));
    expect(a.ok && b.ok).toBe(true);
    await test.conn.execScript(MIGRATION);
    expect(await indexDef()).not.toMatch(/lower\(/i);
    await q(`update users set username = 'eski_sahip_2' where username = 'ESKI_SAHIP'`);
    await test.conn.execScript(MIGRATION);
    await test.conn.execScript(MIGRATION);
    expect(await indexDef()).toMatch(/lower\(username\)/i);
  });
});
