// Which salons the public lists show (both engines): only active salons where
// salon_is_bookable() holds. A freshly registered salon (no staff, no services) is in no list,
// count, suggestion or sitemap query, yet its page data exists with bookable: false; it is
// listed once an active staff member gives one of its active services (staff_services). A
// salon whose only staff member has a week of non-working days is not listed. The admin list
// flags the difference in the same query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { parseTableQuery } from '@/platform/http/table-query';
import { ADMIN_SALON_TABLE, listAdminSalons } from '@/features/salons/server/admin-salons';
import { isSalonBookable } from '@/features/booking/server/booking-data';
import {
  findActiveSalonById, findActiveSalons, listActiveSalonIds, listBookableSalonIds, listLocationsWithSalons,
  listServiceSuggestions,
} from '@/features/salons/server/salons';
import { createSalonWithOwner } from '@/features/registration/server/create-salon';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createRegistrationFixture, salonInput, type RegistrationFixture } from './registration-fixtures';

describe.each(databaseKinds)('bookable salons in public lists on %s', (kind) => {
  let test: TestDatabase;
  let f: RegistrationFixture;
  const q = <T = Record<string, string>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);

  /** Where a salon shows up, by the queries behind /salonlar, its city and district pages, search, hero and sitemap. */
  async function listings(salonId: string, name: string) {
    const has = (rows: { id: string }[]) => rows.some((row) => row.id === salonId);
    const locations = await listLocationsWithSalons();
    return {
      all: has(await findActiveSalons()),
      city: has(await findActiveSalons({ cityId: f.cityId })),
      district: has(await findActiveSalons({ cityId: f.cityId, districtId: f.districtId })),
      search: has(await findActiveSalons({ name })),
      sitemap: has(await listBookableSalonIds()),
      cityCount: locations.cities.find((c) => c.id === f.cityId)?.salonCount ?? 0,
      districtCount: locations.districts.find((d) => d.id === f.districtId)?.salonCount ?? 0,
    };
  }
  const hidden = { all: false, city: false, district: false, search: false, sitemap: false, cityCount: 0, districtCount: 0 };
  const shown = { all: true, city: true, district: true, search: true, sitemap: true, cityCount: 1, districtCount: 1 };

  async function register(name: string): Promise<string> {
    const input = salonInput(f);
    const created = await createSalonWithOwner(test.conn.db, { ...input, salon: { ...input.salon, name } });
    if (!created.ok) throw new Error('expected a salon');
    return created.salonId;
  }
  const addStaff = async (salonId: string, active = true) =>
    (await q<{ id: string }>(`insert into staff (salon_id, first_name, is_active) values ($1, 'Selin', $2) returning id`, [salonId, active]))[0].id;
  const addService = async (salonId: string, name: string, active = true) =>
    (await q<{ id: string }>(`insert into services (salon_id, name, price, duration_minutes, is_active) values ($1, $2, 350, 45, $3) returning id`,
      [salonId, name, active]))[0].id;
  const give = (staffId: string, serviceId: string) => q(`insert into staff_services (staff_id, service_id) values ($1, $2)`, [staffId, serviceId]);

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createRegistrationFixture(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  it('lists a registered salon only once an active staff member gives one of its active services', async () => {
    const salonId = await register('Yeni Açılan Kuaför');
    // Registered: active, its page exists, but it is in no list.
    expect(await listings(salonId, 'yeni açılan')).toEqual(hidden);
    expect((await listActiveSalonIds()).map((s) => s.id)).toContain(salonId);
    expect(await findActiveSalonById(salonId)).toMatchObject({ name: 'Yeni Açılan Kuaför', bookable: false, categories: [] });
    expect(await isSalonBookable(salonId)).toBe(false);

    // Half set up: an inactive service and an inactive staff member, mapped, change nothing.
    const oldHand = await addStaff(salonId, false);
    const hidden1 = await addService(salonId, 'Ombre', false);
    await give(oldHand, hidden1);
    const colour = await addService(salonId, 'Boya');
    await give(oldHand, colour);
    expect(await listings(salonId, 'yeni açılan')).toEqual(hidden);

    // A service nobody active gives is not enough either, once the salon maps its services.
    const selin = await addStaff(salonId);
    expect(await listings(salonId, 'yeni açılan')).toEqual(hidden);

    await give(selin, colour);
    expect(await listings(salonId, 'yeni açılan')).toEqual(shown);
    expect(await findActiveSalons({ service: 'boya' })).toEqual([expect.objectContaining({ id: salonId })]);
    expect((await listServiceSuggestions()).map((s) => s.name)).toContain('Boya');
    expect(await findActiveSalonById(salonId)).toMatchObject({ bookable: true });
    expect(await isSalonBookable(salonId)).toBe(true);

    // Deactivating the only giver takes it out again (the panel revalidates the lists).
    await q(`update staff set is_active = false where id = $1`, [selin]);
    expect(await listings(salonId, 'yeni açılan')).toEqual(hidden);
    expect((await listServiceSuggestions()).map((s) => s.name)).not.toContain('Boya');
    await q(`update staff set is_active = true where id = $1`, [selin]);
  });

  it('does not list a salon whose only staff member works no day of the week', async () => {
    const salonId = await register('Kapalı Hafta Salonu');
    const staffId = await addStaff(salonId);
    await give(staffId, await addService(salonId, 'Manikür'));
    await q(`insert into staff_working_hours (staff_id, day_of_week, is_working, start_minutes, end_minutes)
             select $1, d, false, 540, 1080 from generate_series(0, 6) d`, [staffId]);
    const before = await listLocationsWithSalons();
    expect(await listings(salonId, 'kapalı hafta')).toMatchObject({ ...hidden, cityCount: expect.any(Number), districtCount: expect.any(Number) });
    expect(await findActiveSalonById(salonId)).toMatchObject({ bookable: false });

    // One working day is enough.
    await q(`update staff_working_hours set is_working = true where staff_id = $1 and day_of_week = 3`, [staffId]);
    expect(await listings(salonId, 'kapalı hafta')).toMatchObject({ all: true, city: true, district: true, search: true, sitemap: true });
    const after = await listLocationsWithSalons();
    const cityCount = (l: typeof before) => l.cities.find((c) => c.id === f.cityId)?.salonCount ?? 0;
    expect(cityCount(after)).toBe(cityCount(before) + 1);
  });

  it('flags an active salon that is not bookable in the admin list', async () => {
    const waiting = await register('Kurulum Bekleyen Salon');
    const page = await listAdminSalons(parseTableQuery({ q: 'Kurulum Bekleyen' }, ADMIN_SALON_TABLE));
    expect(page.rows.find((r) => r.id === waiting)).toMatchObject({ isActive: true, bookable: false });
    const ready = (await listAdminSalons(parseTableQuery({ q: 'Yeni Açılan' }, ADMIN_SALON_TABLE))).rows[0];
    expect(ready).toMatchObject({ name: 'Yeni Açılan Kuaför', bookable: true });
  });
});
