// The salon's own settings in the panel on a real database: the week (and the spec's
// open/close columns kept in step), closed dates, the profile, the setup checklist, and that a
// salon id scopes every one of them: salon A's session never reads or changes salon B's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { loadSetupStatus } from '@/features/panel/server/home';
import { addClosedDate, listClosedDates, loadPanelSalon, loadSalonWeek, removeClosedDate, saveSalonWeek, updatePanelSalon } from '@/features/salon-settings/server/salon';
import { CLOSED_DATE_TAKEN_MESSAGE, salonProfileSchema, salonWeekSchema } from '@/features/salon-settings/schema';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createPanelFixture, type PanelFixture } from './panel-fixtures';

const week = (open: string, close: string, closedDays: number[] = []) => salonWeekSchema.parse({
  days: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, isOpen: !closedDays.includes(dayOfWeek), open, close })),
});

describe.each(databaseKinds)('panel salon settings on %s', (kind) => {
  let test: TestDatabase;
  let f: PanelFixture;
  const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => test.conn.query<T>(sql, params);

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createPanelFixture(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  it('saves a week with a closed Sunday and keeps open/close at the earliest opening and latest closing', async () => {
    const before = await loadSalonWeek(f.a.id);
    expect(before?.configured).toBe(false);
    expect(before?.days.every((d) => d.isOpen && d.open === 540 && d.close === 1080)).toBe(true);

    const input = week('10:00', '19:00', [0]);
    input.days[6] = { dayOfWeek: 6, isOpen: true, open: 9 * 60, close: 14 * 60 };
    expect(await saveSalonWeek(f.a.id, input)).toBe(true);
    const after = await loadSalonWeek(f.a.id);
    expect(after?.configured).toBe(true);
    expect(after?.days[0].isOpen).toBe(false);
    expect(after?.days[6]).toEqual({ dayOfWeek: 6, isOpen: true, open: 540, close: 840 });
    const [salon] = await q<{ open_time_minutes: number; close_time_minutes: number }>(
      `select open_time_minutes, close_time_minutes from salons where id = $1`, [f.a.id]);
    expect(salon).toEqual({ open_time_minutes: 540, close_time_minutes: 1140 });
    // Salon B untouched.
    expect((await loadSalonWeek(f.b.id))?.configured).toBe(false);
  });

  it('refuses a week with no open day, a close before the open, and times off the 5-minute grid', () => {
    const allClosed = salonWeekSchema.safeParse({ days: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d, isOpen: false, open: '09:00', close: '18:00' })) });
    expect(allClosed.error?.issues[0].message).toBe('En az bir gün açık olmalıdır');
    const bad = salonWeekSchema.safeParse({ days: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d, isOpen: true, open: '18:00', close: '09:00' })) });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('Pazar: kapanış saati açılış saatinden sonra olmalıdır');
    const offGrid = salonWeekSchema.safeParse({ days: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d, isOpen: true, open: '09:03', close: '18:00' })) });
    expect(offGrid.error?.issues[0].message).toBe('Saatler 5 dakikalık adımlarla girilmelidir');
  });

  it('adds closed dates once, says how many live appointments fall on them, and removes only its own', async () => {
    expect(await addClosedDate(f.a.id, '2099-05-01', 'Bayram')).toEqual({ ok: true, data: { liveAppointments: 0 } });
    expect(await addClosedDate(f.a.id, '2099-05-01', null))
      .toEqual({ ok: false, error: CLOSED_DATE_TAKEN_MESSAGE, fieldErrors: { date: CLOSED_DATE_TAKEN_MESSAGE }, status: 409 });
    await addClosedDate(f.b.id, '2099-05-02', null);
    const [own] = await listClosedDates(f.a.id, '2099-01-01');
    expect(own).toMatchObject({ date: '2099-05-01', note: 'Bayram' });
    const [theirs] = await listClosedDates(f.b.id, '2099-01-01');
    expect(await removeClosedDate(f.a.id, theirs.id)).toBe(false);
    expect(await listClosedDates(f.b.id, '2099-01-01')).toHaveLength(1);
    expect(await removeClosedDate(f.a.id, own.id)).toBe(true);
    expect(await listClosedDates(f.a.id, '2099-01-01')).toEqual([]);
    expect(await listClosedDates(f.a.id, '2099-06-01')).toEqual([]); // only from the given date on
  });

  it('updates only the session salon\'s profile', async () => {
    const input = salonProfileSchema.parse({
      name: 'Yeni Ad', address: 'Yeni Adres 5', cityId: '34', districtId: String((await loadPanelSalon(f.a.id))!.districtId),
      phone: '0 (216) 555 44 33', email: 'yeni@example.com', description: 'Açıklama\nikinci satır', logoKey: null,
    });
    expect(await updatePanelSalon(f.a.id, input)).toBe(true);
    expect(await loadPanelSalon(f.a.id)).toMatchObject({ name: 'Yeni Ad', phone: '02165554433', description: 'Açıklama\nikinci satır' });
    expect((await loadPanelSalon(f.b.id))!.name).not.toBe('Yeni Ad');
  });

  it('follows the checklist: hours, then a service, then a staff member who gives it', async () => {
    expect(await loadSetupStatus(f.b.id)).toEqual({ hasHours: false, hasService: false, bookable: false });
    await saveSalonWeek(f.b.id, week('09:00', '18:00'));
    const [service] = await q<{ id: string }>(`insert into services (salon_id, name, price, duration_minutes) values ($1, 'Fön', 200, 30) returning id`, [f.b.id]);
    expect(await loadSetupStatus(f.b.id)).toEqual({ hasHours: true, hasService: true, bookable: false });
    const [member] = await q<{ id: string }>(`insert into staff (salon_id, first_name) values ($1, 'Ayşe') returning id`, [f.b.id]);
    await q(`insert into staff_working_hours (staff_id, day_of_week, is_working, start_minutes, end_minutes)
             select $1, d, false, 540, 1080 from generate_series(0, 6) d`, [member.id]);
    await q(`insert into staff_services (staff_id, service_id) values ($1, $2)`, [member.id, service.id]);
    expect((await loadSetupStatus(f.b.id)).bookable).toBe(false); // gives it, but works no day
    await q(`update staff_working_hours set is_working = true where staff_id = $1 and day_of_week = 2`, [member.id]);
    expect((await loadSetupStatus(f.b.id)).bookable).toBe(true);
    expect((await loadSetupStatus(f.a.id)).bookable).toBe(false);
  });
});
