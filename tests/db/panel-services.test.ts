// Services and categories of the salon panel on a real database (both engines): the shared
// schema's messages, create and edit with per-weekday durations stored in
// service_daily_durations and read back, the listing grouped by category in sort order with
// future appointment counts, reorder within a category, (de)activation, delete refused into
// deactivation when appointments exist, categories (own, shared, duplicate names, delete
// falling back to 'Diğer'), and every function answering not-found for another salon's rows
// without changing them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import {
  createPanelService, deletePanelService, listPanelServices, movePanelService, setPanelServiceActive, updatePanelService,
  type PanelService,
} from '@/features/services/server/services';
import { createPanelCategory, deletePanelCategory, renamePanelCategory } from '@/features/services/server/service-categories';
import {
  CATEGORY_NOT_FOUND_MESSAGE, categoryCreateSchema, categoryFormSchema, serviceCreateSchema, serviceFormSchema, serviceUpdateSchema,
  SERVICE_DURATION_MESSAGE, SERVICE_MESSAGES, SERVICE_NOT_FOUND_MESSAGE, SERVICE_PRICE_MESSAGE, type ServiceInput,
} from '@/features/services/schema';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

const NOW = new Date('2026-11-22T21:30:00Z'); // 23 Nov 00:30 in Istanbul: 'today' is the 23rd there
const TODAY = '2026-11-23';
const SAME = ['', '', '', '', '', '', ''];
// The refusals as the panel shows them (message, field, status).
const SERVICE_NOT_FOUND = { ok: false, error: SERVICE_NOT_FOUND_MESSAGE, status: 404 };
const CATEGORY_NOT_FOUND = { ok: false, error: CATEGORY_NOT_FOUND_MESSAGE, status: 404 };
const CHOSEN_CATEGORY_NOT_FOUND = { ok: false, error: CATEGORY_NOT_FOUND_MESSAGE, fieldErrors: { categoryId: CATEGORY_NOT_FOUND_MESSAGE }, status: 404 };
const NAME_TAKEN = { ok: false, error: SERVICE_MESSAGES.categoryExists, fieldErrors: { name: SERVICE_MESSAGES.categoryExists }, status: 409 };
const SHARED = { ok: false, error: SERVICE_MESSAGES.categoryShared, status: 403 };

describe.each(databaseKinds)('panel services and categories on %s', (kind) => {
  let test: TestDatabase;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);
  let seq = 0;
  let salonA: string;
  let salonB: string;
  let sharedCategory: string;

  async function salon(name: string) {
    seq += 1;
    const [{ id }] = await q<{ id: string }>(`insert into salons (salon_code, name) values ($1, $2) returning id`, [`P${String(seq).padStart(5, '0')}`, name]);
    return id;
  }
  function input(over: Record<string, unknown> = {}): ServiceInput {
    seq += 1;
    return serviceCreateSchema.parse({ name: `Hizmet ${seq}`, categoryId: '', description: '', price: '100', durationMinutes: '30', dailyDurations: SAME, ...over });
  }
  async function service(salonId: string, over: Record<string, unknown> = {}) {
    const created = await createPanelService(salonId, input(over));
    if (!created.ok) throw new Error(`not created: ${created.error}`);
    return created.data.id;
  }
  async function category(salonId: string, name: string) {
    const created = await createPanelCategory(salonId, name);
    if (!created.ok) throw new Error(`not created: ${created.error}`);
    return created.data.id;
  }
  async function appointment(salonId: string, serviceId: string, date: string, status = 'scheduled') {
    seq += 1;
    await q(`insert into appointments (salon_id, customer_name, customer_phone, service_id, appointment_date, start_time, end_time, status)
             values ($1, 'Ayşe Yılmaz', '05551234567', $2, $3, $4, $5, $6)`,
    [salonId, serviceId, date, `${String(8 + (seq % 10)).padStart(2, '0')}:00`, `${String(8 + (seq % 10)).padStart(2, '0')}:30`, status]);
  }
  const find = (list: Awaited<ReturnType<typeof listPanelServices>>, id: string): PanelService | undefined =>
    list.groups.flatMap((g) => g.services).find((s) => s.id === id);
  const durationsOf = (serviceId: string) => q<{ day: number; minutes: number; active: boolean }>(
    `select day_of_week as day, duration_minutes as minutes, is_active as active from service_daily_durations where service_id = $1 order by day_of_week`, [serviceId]);

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    salonA = await salon('Işıl Güzellik');
    salonB = await salon('Çiçek Kuaför');
    [{ id: sharedCategory }] = await q<{ id: string }>(`insert into service_categories (salon_id, name, sort_order) values (null, 'Ortak Bakım', 50) returning id`);
  });
  afterAll(async () => { await test?.dispose(); });

  it('validates the service form with Turkish messages, and parses its own output to itself', () => {
    const base = { name: 'Saç Kesimi', categoryId: '', description: '', price: '150,5', durationMinutes: '45', dailyDurations: ['', '60', '', '', '', '', '90'] };
    const issues = (over: Record<string, unknown>) => serviceCreateSchema.safeParse({ ...base, ...over }).error?.issues.map((i) => i.message) ?? [];
    expect(issues({})).toEqual([]);
    expect(issues({ name: '  ' })).toContain('Hizmet adı gereklidir');
    expect(issues({ name: 'a\u0000b' })).toContain('Metin geçersiz karakterler içeriyor');
    expect(issues({ price: '' })).toContain('Fiyat gereklidir');
    expect(issues({ price: '-1' })).toContain(SERVICE_PRICE_MESSAGE);
    expect(issues({ price: '10.555' })).toContain(SERVICE_PRICE_MESSAGE);
    expect(issues({ durationMinutes: '' })).toContain('Süre gereklidir');
    expect(issues({ durationMinutes: '7' })).toContain(SERVICE_DURATION_MESSAGE);
    expect(issues({ durationMinutes: '485' })).toContain(SERVICE_DURATION_MESSAGE);
    expect(issues({ durationMinutes: '0' })).toContain(SERVICE_DURATION_MESSAGE);
    expect(issues({ dailyDurations: ['', '', '', '', '', '', '3'] })).toContain(SERVICE_DURATION_MESSAGE);
    expect(issues({ dailyDurations: ['', ''] })).toContain('Günlük süreler geçersiz');
    expect(issues({ categoryId: 'not-a-uuid' })).toContain('Kategori bulunamadı');
    expect(serviceUpdateSchema.safeParse({ ...base, id: '42' }).error?.issues[0].message).toBe('Hizmet bulunamadı');
    expect(categoryCreateSchema.safeParse({ name: ' ' }).error?.issues[0].message).toBe('Kategori adı gereklidir');
    const once = serviceCreateSchema.parse(base);
    expect(once).toMatchObject({ price: 150.5, durationMinutes: 45, categoryId: null, description: null, dailyDurations: [null, 60, null, null, null, null, 90] });
    expect(serviceCreateSchema.parse(once)).toEqual(once);
    // The dialog's one form: a blank id is a new service, a real one an edit; the actions get the same values.
    const id = '7d3c5a8e-2b1f-4c6d-9e0a-1b2c3d4e5f60';
    const fromForm = serviceFormSchema.parse({ ...base, id });
    expect(serviceUpdateSchema.parse(fromForm)).toEqual(fromForm);
    expect(serviceFormSchema.parse({ ...base, id: '' }).id).toBe('');
    expect(serviceFormSchema.safeParse({ ...base, id: 'x' }).error?.issues[0].message).toBe('Hizmet bulunamadı');
    expect(categoryFormSchema.parse({ id: '', name: ' Saç ' })).toEqual({ id: '', name: 'Saç' });
  });

  it('creates and edits a service with its per-weekday durations stored and read back', async () => {
    const hair = await category(salonA, 'Saç');
    const created = await createPanelService(salonA, input({ name: 'Saç Kesimi', categoryId: hair, description: 'Yıkama dahil', price: '250.5', durationMinutes: '45', dailyDurations: ['', '60', '', '', '', '', '90'] }));
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(await durationsOf(created.data.id)).toEqual([{ day: 1, minutes: 60, active: true }, { day: 6, minutes: 90, active: true }]);
    let read = find(await listPanelServices(salonA, NOW), created.data.id);
    expect(read).toMatchObject({ name: 'Saç Kesimi', categoryId: hair, description: 'Yıkama dahil', price: 250.5, durationMinutes: 45, isActive: true,
      dailyDurations: [{ dayOfWeek: 1, durationMinutes: 60 }, { dayOfWeek: 6, durationMinutes: 90 }], futureAppointmentCount: 0, hasAppointments: false });

    // An inactive row written by another client is replaced, not duplicated (unique per day).
    await q(`insert into service_daily_durations (service_id, day_of_week, duration_minutes, is_active) values ($1, 3, 120, false)`, [created.data.id]);
    expect(find(await listPanelServices(salonA, NOW), created.data.id)?.dailyDurations.map((d) => d.dayOfWeek)).toEqual([1, 6]);

    const edited = await updatePanelService(salonA, created.data.id, input({ name: 'Saç Kesimi ve Fön', categoryId: sharedCategory, description: '', price: '300', durationMinutes: '60', dailyDurations: ['', '', '', '75', '', '', '90'] }));
    expect(edited).toEqual({ ok: true, data: { id: created.data.id } });
    expect(await durationsOf(created.data.id)).toEqual([{ day: 3, minutes: 75, active: true }, { day: 6, minutes: 90, active: true }]);
    read = find(await listPanelServices(salonA, NOW), created.data.id);
    expect(read).toMatchObject({ name: 'Saç Kesimi ve Fön', categoryId: sharedCategory, description: null, price: 300, durationMinutes: 60 });

    await updatePanelService(salonA, created.data.id, input({ name: 'Saç Kesimi ve Fön', dailyDurations: SAME }));
    expect(await durationsOf(created.data.id)).toEqual([]);
    expect(find(await listPanelServices(salonA, NOW), created.data.id)).toMatchObject({ categoryId: null, dailyDurations: [] });
  });

  it('lists by category in sort order with \'Diğer\' last and counts live appointments from today (Istanbul) on', async () => {
    const salonId = await salon('Liste Salonu');
    const nails = await category(salonId, 'Tırnak');
    const brows = await category(salonId, 'Kaş');
    await category(salonId, 'Boş Kategori');
    const b1 = await service(salonId, { categoryId: brows, name: 'Kaş Alma' });
    const n1 = await service(salonId, { categoryId: nails, name: 'Manikür' });
    const n2 = await service(salonId, { categoryId: nails, name: 'Pedikür' });
    const o1 = await service(salonId, { name: 'Danışmanlık' });
    const s1 = await service(salonId, { categoryId: sharedCategory, name: 'Cilt Bakımı' });
    await appointment(salonId, n1, TODAY);
    await appointment(salonId, n1, '2026-12-01', 'confirmed');
    await appointment(salonId, n1, '2026-12-02', 'cancelled');
    await appointment(salonId, n1, '2026-11-22'); // yesterday in Istanbul, though the same UTC day as NOW
    const list = await listPanelServices(salonId, NOW);
    expect(list.groups.map((g) => g.category?.name ?? 'Diğer')).toEqual(['Tırnak', 'Kaş', 'Ortak Bakım', 'Diğer']);
    expect(list.groups[0].services.map((s) => s.id)).toEqual([n1, n2]);
    expect(list.groups.map((g) => g.services.map((s) => s.id))).toEqual([[n1, n2], [b1], [s1], [o1]]);
    expect(find(list, n1)).toMatchObject({ futureAppointmentCount: 2, hasAppointments: true });
    expect(list.categories.map((c) => [c.name, c.shared, c.serviceCount])).toEqual([
      ['Tırnak', false, 2], ['Kaş', false, 1], ['Boş Kategori', false, 0], ['Ortak Bakım', true, 1],
    ]);
    // Another salon's categories and services never show.
    await category(salonB, 'B Kategorisi');
    expect((await listPanelServices(salonId, NOW)).categories.map((c) => c.name)).not.toContain('B Kategorisi');
  });

  it('moves a service up and down within its category only, keyboard-sized steps', async () => {
    const salonId = await salon('Sıra Salonu');
    const cat = await category(salonId, 'Saç');
    const [a, b, c] = [await service(salonId, { categoryId: cat }), await service(salonId, { categoryId: cat }), await service(salonId, { categoryId: cat })];
    const other = await service(salonId);
    // Rows written elsewhere may all have sort_order 0: the first move numbers the group.
    await q(`update services set sort_order = 0 where salon_id = $1`, [salonId]);
    const order = async () => (await listPanelServices(salonId, NOW)).groups.map((g) => g.services.map((s) => s.id));
    const initial = (await order())[0];
    expect(await movePanelService(salonId, initial[2], 'up')).toBe(true);
    expect((await order())[0]).toEqual([initial[0], initial[2], initial[1]]);
    expect(await movePanelService(salonId, initial[0], 'up')).toBe(true); // already first: nothing changes
    expect(await movePanelService(salonId, initial[1], 'down')).toBe(true); // already last
    expect((await order())[0]).toEqual([initial[0], initial[2], initial[1]]);
    expect(await movePanelService(salonId, initial[0], 'down')).toBe(true);
    expect(await order()).toEqual([[initial[2], initial[0], initial[1]], [other]]);
    expect(new Set(initial)).toEqual(new Set([a, b, c]));
    const orders = await q<{ sort_order: number }>(`select sort_order from services where category_id = $1 order by sort_order`, [cat]);
    expect(orders.map((r) => r.sort_order)).toEqual([1, 2, 3]);
  });

  it('deactivates and reactivates', async () => {
    const id = await service(salonA);
    expect(await setPanelServiceActive(salonA, id, false)).toBe(true);
    expect(find(await listPanelServices(salonA, NOW), id)?.isActive).toBe(false);
    expect(await setPanelServiceActive(salonA, id, true)).toBe(true);
    expect(find(await listPanelServices(salonA, NOW), id)?.isActive).toBe(true);
  });

  it('deletes only a service without appointments; one with future appointments is deactivated instead', async () => {
    const free = await service(salonA, { dailyDurations: ['', '60', '', '', '', '', ''] });
    expect(await deletePanelService(salonA, free, NOW)).toMatchObject({ ok: true, data: { outcome: 'deleted' } });
    expect(await q(`select id from services where id = $1`, [free])).toEqual([]);
    expect(await durationsOf(free)).toEqual([]);

    const booked = await service(salonA);
    await appointment(salonA, booked, '2026-12-05');
    expect(await deletePanelService(salonA, booked, NOW)).toMatchObject({ ok: true, data: { outcome: 'deactivated', reason: 'future', futureAppointmentCount: 1 } });
    const [row] = await q<{ is_active: boolean }>(`select is_active from services where id = $1`, [booked]);
    expect(row.is_active).toBe(false);
    const [appt] = await q<{ service_id: string }>(`select service_id from appointments where service_id = $1`, [booked]);
    expect(appt.service_id).toBe(booked);

    const history = await service(salonA);
    await appointment(salonA, history, '2026-10-01', 'completed');
    await appointment(salonA, history, '2026-12-10', 'cancelled');
    expect(await deletePanelService(salonA, history, NOW)).toMatchObject({ ok: true, data: { outcome: 'deactivated', reason: 'history', futureAppointmentCount: 0 } });
    expect(await q(`select id from services where id = $1 and not is_active`, [history])).toHaveLength(1);
  });

  it('creates, renames and deletes the salon\'s own categories; shared ones are chosen but never edited', async () => {
    const salonId = await salon('Kategori Salonu');
    const makeup = await category(salonId, 'Makyaj');
    expect(await createPanelCategory(salonId, 'MAKYAJ')).toEqual(NAME_TAKEN);
    expect(await createPanelCategory(salonId, 'ortak bakim')).toEqual(NAME_TAKEN);
    expect((await createPanelCategory(salonB, 'Makyaj')).ok).toBe(true); // another salon may use the name
    const skin = await category(salonId, 'Cilt');
    expect(await renamePanelCategory(salonId, skin, 'makyaj')).toEqual(NAME_TAKEN);
    expect(await renamePanelCategory(salonId, makeup, 'Gelin Makyajı')).toEqual({ ok: true, data: { id: makeup } });
    expect(await renamePanelCategory(salonId, makeup, 'Gelin makyajı')).toEqual({ ok: true, data: { id: makeup } }); // its own name, recased
    expect(await renamePanelCategory(salonId, sharedCategory, 'Benim')).toEqual(SHARED);
    expect(await deletePanelCategory(salonId, sharedCategory)).toEqual(SHARED);
    const [shared] = await q<{ name: string }>(`select name from service_categories where id = $1`, [sharedCategory]);
    expect(shared.name).toBe('Ortak Bakım');

    const before = await service(salonId, { name: 'Danışmanlık' });
    const m1 = await service(salonId, { categoryId: makeup, name: 'Günlük Makyaj' });
    const m2 = await service(salonId, { categoryId: makeup, name: 'Gece Makyajı' });
    expect(await deletePanelCategory(salonId, makeup)).toEqual({ ok: true, data: { name: 'Gelin makyajı', movedServices: 2 } });
    const list = await listPanelServices(salonId, NOW);
    expect(list.groups.map((g) => [g.category?.name ?? 'Diğer', g.services.map((s) => s.id)])).toEqual([['Diğer', [before, m1, m2]]]);
    expect(list.categories.map((c) => c.name)).toEqual(['Cilt', 'Ortak Bakım']);
    expect(await deletePanelCategory(salonId, makeup)).toEqual(CATEGORY_NOT_FOUND);
  });

  it('answers not-found for another salon\'s service or category and changes nothing', async () => {
    const catB = await category(salonB, 'B Saç');
    const svcB = await service(salonB, { categoryId: catB, name: 'B Hizmeti', dailyDurations: ['', '60', '', '', '', '', ''] });
    const svcB2 = await service(salonB, { categoryId: catB, name: 'B Hizmeti 2' });
    await appointment(salonB, svcB2, '2026-12-03');
    const svcA = await service(salonA);
    const snapshot = async () => ({
      services: await q(`select id, name, category_id, price::text, duration_minutes, is_active, sort_order from services where salon_id = $1 order by id`, [salonB]),
      categories: await q(`select id, name, sort_order from service_categories where salon_id = $1 order by id`, [salonB]),
      durations: await q(`select d.service_id, d.day_of_week, d.duration_minutes, d.is_active from service_daily_durations d join services s on s.id = d.service_id where s.salon_id = $1 order by 1, 2`, [salonB]),
    });
    const before = await snapshot();

    expect(await updatePanelService(salonA, svcB, input({ name: 'Ele geçirildi', dailyDurations: ['90', '', '', '', '', '', ''] }))).toEqual(SERVICE_NOT_FOUND);
    expect(await movePanelService(salonA, svcB, 'down')).toBe(false);
    expect(await movePanelService(salonA, svcB2, 'up')).toBe(false);
    expect(await setPanelServiceActive(salonA, svcB, false)).toBe(false);
    expect(await deletePanelService(salonA, svcB, NOW)).toEqual(SERVICE_NOT_FOUND);
    expect(await deletePanelService(salonA, svcB2, NOW)).toEqual(SERVICE_NOT_FOUND);
    expect(await createPanelService(salonA, input({ categoryId: catB }))).toEqual(CHOSEN_CATEGORY_NOT_FOUND);
    expect(await updatePanelService(salonA, svcA, input({ categoryId: catB }))).toEqual(CHOSEN_CATEGORY_NOT_FOUND);
    expect(await renamePanelCategory(salonA, catB, 'Ele geçirildi')).toEqual(CATEGORY_NOT_FOUND);
    expect(await deletePanelCategory(salonA, catB)).toEqual(CATEGORY_NOT_FOUND);
    const listA = await listPanelServices(salonA, NOW);
    expect(find(listA, svcB)).toBeUndefined();
    expect(listA.categories.map((c) => c.id)).not.toContain(catB);

    expect(await snapshot()).toEqual(before);
    // Salon A's own service was not touched by the refused category either.
    expect(find(listA, svcA)).toMatchObject({ categoryId: null, isActive: true });
  });
});
