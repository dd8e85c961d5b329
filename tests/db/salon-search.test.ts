// Public salon queries on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set): Turkish case-folding name search, city/district/service filters, inactive salons
// never shown, the 50-result limit, and one salon's services grouped by category. Every
// salon here is bookable (a staff member, a service); tests/db/salon-bookable.test.ts covers
// the ones that are not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { listCities, listDistricts, findCityBySlug, findDistrictBySlug } from '@/features/salons/server/places';
import {
  findActiveSalonById, findActiveSalons, listActiveSalonIds, listBookableSalonIds, listLocationsWithSalons,
  listServiceSuggestions, SALON_SEARCH_LIMIT,
} from '@/features/salons/server/salons';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe.each(databaseKinds)('public salon queries on %s', (kind) => {
  let test: TestDatabase;
  const ids: Record<string, string> = {};
  let kadikoy: number;
  let besiktas: number;
  let cankaya: number;
  let incisHaircut: string;
  const q = <T = Record<string, string>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);

  async function addSalon(code: string, name: string, cityId: number | null, districtId: number | null, active = true) {
    const [{ id }] = await q(
      `insert into salons (salon_code, name, address, phone, email, city_id, district_id, is_active, open_time_minutes, close_time_minutes)
       values ($1, $2, 'Moda Cad. No:1', '02161234567', 'salon@example.com', $3, $4, $5, 600, 1230) returning id`,
      [code, name, cityId, districtId, active],
    );
    ids[name] = id;
    return id;
  }

  async function addService(salonId: string, name: string, categoryId: string | null, price = 300, active = true) {
    const [{ id }] = await q(
      `insert into services (salon_id, category_id, name, price, duration_minutes, is_active) values ($1, $2, $3, $4, 45, $5) returning id`,
      [salonId, categoryId, name, price, active],
    );
    return id;
  }

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    await q(`insert into cities (id, name, plate_code, slug) values
      (34, 'İstanbul', '34', 'istanbul'), (6, 'Ankara', '06', 'ankara'), (17, 'Çanakkale', '17', 'canakkale'),
      (35, 'İzmir', '35', 'izmir')`);
    [{ id: kadikoy } , { id: besiktas }, { id: cankaya }] = await q<{ id: number }>(
      `insert into districts (city_id, name, slug) values (34, 'Kadıköy', 'kadikoy'), (34, 'Beşiktaş', 'besiktas'),
       (6, 'Çankaya', 'cankaya'), (34, 'Üsküdar', 'uskudar') returning id`,
    );

    const isil = await addSalon('DEMO01', 'Işıl Güzellik Salonu', 34, kadikoy);
    const inci = await addSalon('DEMO02', 'İnci Kuaför', 34, besiktas);
    const cagla = await addSalon('DEMO03', 'Çağla Nail Art', 6, cankaya);
    await addSalon('DEMO04', 'İstanbul Saç Tasarım', 34, kadikoy);
    await addSalon('DEMO05', 'ISTANBUL BERBER', 34, besiktas);
    const passive = await addSalon('PASIF1', 'Işıltı Kuaför', 34, kadikoy, false);

    const [{ id: hair }] = await q(`insert into service_categories (salon_id, name) values ($1, 'Saç') returning id`, [isil]);
    const [{ id: emptyCategory }] = await q(`insert into service_categories (salon_id, name) values ($1, 'Makyaj') returning id`, [isil]);
    void emptyCategory;
    await addService(isil, 'Saç Kesimi', hair, 450);
    await addService(isil, 'Fön', hair, 250);
    await addService(isil, 'Kaş Alımı', null, 150);
    await addService(isil, 'Gizli Hizmet', hair, 100, false);
    incisHaircut = await addService(inci, 'SAÇ KESİMİ', null, 500);
    await addService(cagla, 'Manikür', null, 350);
    await addService(cagla, 'Çocuk Saç Kesimi', null, 200);
    await addService(passive, 'Saç Kesimi', null, 300);

    // 55 more active salons whose names all contain 'Zümrüt', to check the search limit.
    for (let i = 1; i <= 55; i++) {
      await addSalon(`Z${String(i).padStart(5, '0')}`, `Zümrüt Kuaför ${String(i).padStart(2, '0')}`, 35, null);
    }
    // Lists show only bookable salons: one active staff member each (no staff_services rows,
    // so they give every service) and a service for salons that have none yet.
    await q(`insert into staff (salon_id, first_name, last_name) select id, 'Ayşe', 'Demir' from salons`);
    await q(`insert into services (salon_id, name, price, duration_minutes)
             select s.id, 'Cilt Bakımı', 400, 60 from salons s where not exists (select 1 from services v where v.salon_id = s.id)`);
  });
  afterAll(async () => { await test?.dispose(); });

  it('finds the same salons for Işıl / ışıl / IŞIL / isil', async () => {
    for (const query of ['Işıl', 'ışıl', 'IŞIL', 'isil', 'IŞIL güzellik']) {
      expect(names(await findActiveSalons({ name: query })), query).toEqual(['Işıl Güzellik Salonu']);
    }
  });

  it('finds the same salons for İstanbul / istanbul / ISTANBUL and İnci / inci / İNCİ', async () => {
    const expected = ['ISTANBUL BERBER', 'İstanbul Saç Tasarım'];
    for (const query of ['İstanbul', 'istanbul', 'ISTANBUL', 'İSTANBUL']) {
      expect(names(await findActiveSalons({ name: query })).sort(), query).toEqual([...expected].sort());
    }
    for (const query of ['İnci', 'inci', 'İNCİ', 'INCI']) {
      expect(names(await findActiveSalons({ name: query })), query).toEqual(['İnci Kuaför']);
    }
  });

  it('treats % and _ in the search text literally', async () => {
    expect(await findActiveSalons({ name: '%' })).toEqual([]);
    expect(await findActiveSalons({ name: '_' })).toEqual([]);
  });

  it('never returns an inactive salon', async () => {
    expect(names(await findActiveSalons({ name: 'Işıltı' }))).toEqual([]);
    expect(names(await findActiveSalons({ cityId: 34 }))).not.toContain('Işıltı Kuaför');
    expect(await findActiveSalonById(ids['Işıltı Kuaför'])).toBeNull();
    expect((await listActiveSalonIds()).map((s) => s.id)).not.toContain(ids['Işıltı Kuaför']);
    expect((await listBookableSalonIds()).map((s) => s.id)).not.toContain(ids['Işıltı Kuaför']);
  });

  it('limits a name search to 50 results', async () => {
    expect(await findActiveSalons({ name: 'ZÜMRÜT' })).toHaveLength(SALON_SEARCH_LIMIT);
    expect(await findActiveSalons({ cityId: 35 })).toHaveLength(55); // a city list is not a search
  });

  it('lists active salons ordered by name with city and district, filtered by city and district', async () => {
    const istanbul = await findActiveSalons({ cityId: 34 });
    // Turkish alphabetical order: I (ı) before İ, whatever the database's collation.
    expect(names(istanbul)).toEqual(['ISTANBUL BERBER', 'Işıl Güzellik Salonu', 'İnci Kuaför', 'İstanbul Saç Tasarım']);
    const isil = istanbul.find((s) => s.name === 'Işıl Güzellik Salonu');
    expect(isil).toMatchObject({
      address: 'Moda Cad. No:1',
      averageRating: 0,
      reviewCount: 0,
      city: { id: 34, name: 'İstanbul', slug: 'istanbul' },
      district: { id: kadikoy, name: 'Kadıköy', slug: 'kadikoy' },
    });
    expect(names(await findActiveSalons({ cityId: 34, districtId: kadikoy }))).toEqual(['Işıl Güzellik Salonu', 'İstanbul Saç Tasarım']);
    expect(names(await findActiveSalons({ cityId: 6 }))).toEqual(['Çağla Nail Art']);
    expect(await findActiveSalons({ cityId: 17 })).toEqual([]);
  });

  it('filters by service: every salon offering a service with that name, case-folded', async () => {
    // serviceId of İnci's 'SAÇ KESİMİ' also finds Işıl's 'Saç Kesimi' (services are per salon).
    expect(names(await findActiveSalons({ serviceId: incisHaircut }))).toEqual(['Işıl Güzellik Salonu', 'İnci Kuaför']);
    expect(names(await findActiveSalons({ serviceId: incisHaircut, cityId: 34, districtId: besiktas }))).toEqual(['İnci Kuaför']);
    expect(names(await findActiveSalons({ service: 'sac kesimi' }))).toEqual(['Işıl Güzellik Salonu', 'İnci Kuaför']);
    // One rule for name and id: 'Çocuk Saç Kesimi' is another service, not a match for 'Saç Kesimi'.
    expect(names(await findActiveSalons({ service: 'Saç Kesimi' }))).toEqual(names(await findActiveSalons({ serviceId: incisHaircut })));
    expect(names(await findActiveSalons({ service: 'Çocuk Saç Kesimi' }))).toEqual(['Çağla Nail Art']);
    expect(names(await findActiveSalons({ service: 'Saç' }))).toEqual([]);
    expect(names(await findActiveSalons({ service: 'MANİKÜR' }))).toEqual(['Çağla Nail Art']);
    // An inactive service does not count.
    expect(names(await findActiveSalons({ service: 'Gizli Hizmet' }))).toEqual([]);
    // An unknown id with a name falls back to the name; without one it matches nothing.
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(names(await findActiveSalons({ serviceId: unknown, service: 'Fön' }))).toEqual(['Işıl Güzellik Salonu']);
    expect(await findActiveSalons({ serviceId: unknown })).toEqual([]);
  });

  it('returns one salon with its active services grouped by category, Diğer last', async () => {
    const salon = await findActiveSalonById(ids['Işıl Güzellik Salonu']);
    expect(salon).toMatchObject({
      name: 'Işıl Güzellik Salonu', bookable: true, phone: '02161234567', email: 'salon@example.com',
      openTimeMinutes: 600, closeTimeMinutes: 1230,
      city: { name: 'İstanbul' }, district: { name: 'Kadıköy' },
    });
    expect(salon?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(salon?.categories.map((c) => [c.name, c.services.map((s) => s.name)])).toEqual([
      ['Makyaj', []],
      ['Saç', ['Fön', 'Saç Kesimi']],
      ['Diğer', ['Kaş Alımı']],
    ]);
    expect(salon?.categories[1].services[1]).toMatchObject({ price: 450, durationMinutes: 45 });
  });

  it('answers null for an unknown or malformed salon id', async () => {
    expect(await findActiveSalonById('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await findActiveSalonById('not-a-uuid')).toBeNull();
    expect(await findActiveSalonById("1' or '1'='1")).toBeNull();
  });

  it('suggests distinct service names of active salons', async () => {
    const suggestions = (await listServiceSuggestions()).map((s) => s.name);
    expect(suggestions).toEqual(expect.arrayContaining(['Fön', 'Kaş Alımı', 'Manikür', 'Saç Kesimi', 'SAÇ KESİMİ']));
    expect(suggestions).not.toContain('Gizli Hizmet');
  });

  it('lists cities and districts that have active salons, with counts', async () => {
    const { cities, districts } = await listLocationsWithSalons();
    expect(cities.map((c) => [c.slug, c.salonCount])).toEqual([['ankara', 1], ['istanbul', 4], ['izmir', 55]]);
    expect(districts.map((d) => [d.slug, d.salonCount])).toEqual([['besiktas', 2], ['cankaya', 1], ['kadikoy', 2]]);
  });

  it('lists cities and districts in Turkish alphabetical order and finds them by slug', async () => {
    expect((await listCities()).map((c) => c.name)).toEqual(['Ankara', 'Çanakkale', 'İstanbul', 'İzmir']);
    expect((await listDistricts(34)).map((d) => d.name)).toEqual(['Beşiktaş', 'Kadıköy', 'Üsküdar']);
    expect(await findCityBySlug('istanbul')).toMatchObject({ id: 34, name: 'İstanbul' });
    expect(await findCityBySlug('yok')).toBeNull();
    expect(await findDistrictBySlug(34, 'kadikoy')).toMatchObject({ id: kadikoy, name: 'Kadıköy' });
    expect(await findDistrictBySlug(6, 'kadikoy')).toBeNull();
  });
});
