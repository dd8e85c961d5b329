// The salon calendar's loaders on a real database (both engines): each active staff member's
// windows, break, time off and the salon's closed day; the day's appointments (every status)
// and blocks; the visible hour range; services with who gives them; one staff member's week;
// and another salon's rows never included, whatever id is asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { loadCalendarDay, loadCalendarWeek } from '@/features/appointments/server/calendar';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

const NOW = new Date('2026-11-24T12:00:00Z'); // Tuesday 15:00 in Istanbul
const TUESDAY = '2026-11-24';
const MONDAY = '2026-11-23';
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27'; // the salon's closed date

const byText = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));

describe.each(databaseKinds)('panel calendar on %s', (kind) => {
  let test: TestDatabase;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);
  const ids: Record<string, string> = {};

  async function insertId(text: string, params: unknown[]): Promise<string> {
    const [{ id }] = await q<{ id: string }>(`${text} returning id`, params);
    return id;
  }

  async function book(staffId: string | null, salonId: string, date: string, start: string, end: string | null,
    status: string, customer: string, serviceId: string | null, source = 'online') {
    return insertId(`insert into appointments
        (salon_id, customer_name, customer_phone, staff_id, service_id, appointment_date, start_time, end_time, status, source)
      values ($1, $2, '05321234567', $3, $4, $5, $6, $7, $8, $9)`,
    [salonId, customer, staffId, serviceId, date, start, end, status, source]);
  }

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    const salonA = await insertId(`insert into salons (salon_code, name, open_time_minutes, close_time_minutes) values ('CALA01', 'Salon A', 540, 1200)`, []);
    const salonB = await insertId(`insert into salons (salon_code, name, open_time_minutes, close_time_minutes) values ('CALB01', 'Salon B', 480, 1320)`, []);
    Object.assign(ids, { salonA, salonB });
    // Salon A: Sunday closed, Tuesday 09:00–18:00, other days 10:00–20:00; closed on Friday the 27th.
    for (let day = 0; day < 7; day++) {
      await q(`insert into salon_working_hours (salon_id, day_of_week, is_open, open_minutes, close_minutes) values ($1, $2, $3, $4, $5)`,
        [salonA, day, day !== 0, day === 2 ? 540 : 600, day === 2 ? 1080 : 1200]);
    }
    await q(`insert into salon_closed_dates (salon_id, closed_date, note) values ($1, $2, 'Bayram')`, [salonA, FRIDAY]);

    // Ayşe: Tuesday 09:00–17:00 with a 12:00–13:00 break, Wednesday 10:00–19:00, off on Thursday.
    ids.ayse = await insertId(`insert into staff (salon_id, first_name, last_name) values ($1, 'Ayşe', 'Yılmaz')`, [salonA]);
    for (let day = 0; day < 7; day++) {
      const [start, end, bs, be] = day === 2 ? [540, 1020, 720, 780] : day === 3 ? [600, 1140, null, null] : [600, 1200, null, null];
      await q(`insert into staff_working_hours (staff_id, day_of_week, is_working, start_minutes, end_minutes, break_start_minutes, break_end_minutes)
        values ($1, $2, $3, $4, $5, $6, $7)`, [ids.ayse, day, day !== 4, start, end, bs, be]);
    }
    // Berk: the salon's hours (no week of his own), on leave Tuesday and Wednesday.
    ids.berk = await insertId(`insert into staff (salon_id, first_name, last_name) values ($1, 'Berk', 'Demir')`, [salonA]);
    await q(`insert into staff_time_off (staff_id, start_date, end_date) values ($1, $2, $3)`, [ids.berk, TUESDAY, WEDNESDAY]);
    // Cem left the salon; his old appointment is still there.
    ids.cem = await insertId(`insert into staff (salon_id, first_name, last_name, is_active) values ($1, 'Cem', 'Kaya', false)`, [salonA]);

    ids.cut = await insertId(`insert into services (salon_id, name, price, duration_minutes) values ($1, 'Saç Kesimi', 250, 45)`, [salonA]);
    ids.color = await insertId(`insert into services (salon_id, name, price, duration_minutes) values ($1, 'Boya', 900, 90)`, [salonA]);
    ids.old = await insertId(`insert into services (salon_id, name, is_active) values ($1, 'Eski Hizmet', false)`, [salonA]);
    await q(`insert into staff_services (staff_id, service_id) values ($1, $2), ($1, $3), ($4, $3)`, [ids.ayse, ids.cut, ids.color, ids.berk]);

    // Ayşe's Tuesday: every status, one starting before the salon opens, one without an end time.
    ids.early = await book(ids.ayse, salonA, TUESDAY, '08:00', '08:30', 'completed', 'Erken Müşteri', ids.cut);
    ids.confirmed = await book(ids.ayse, salonA, TUESDAY, '10:00', '10:45', 'confirmed', 'Zeynep Kaya', ids.cut);
    ids.cancelled = await book(ids.ayse, salonA, TUESDAY, '10:00', '10:30', 'cancelled', 'İptal Eden', ids.cut);
    ids.noEnd = await book(ids.ayse, salonA, TUESDAY, '14:00', null, 'scheduled', 'Telefon Müşterisi', ids.color, 'salon');
    ids.noShow = await book(ids.ayse, salonA, TUESDAY, '09:00', '09:30', 'no_show', 'Gelmeyen', null);
    ids.wednesday = await book(ids.ayse, salonA, WEDNESDAY, '11:00', '11:45', 'scheduled', 'Çarşamba Müşterisi', ids.cut);
    ids.berkMonday = await book(ids.berk, salonA, MONDAY, '12:00', '13:00', 'confirmed', 'Berk Müşterisi', ids.color);
    ids.cemOld = await book(ids.cem, salonA, TUESDAY, '11:00', '11:30', 'completed', 'Cem Müşterisi', ids.cut);
    ids.block = await insertId(`insert into staff_blocks (salon_id, staff_id, block_date, start_time, end_time, reason)
      values ($1, $2, $3, '16:00', '16:30', 'Toplantı')`, [salonA, ids.ayse, TUESDAY]);
    ids.blockMonday = await insertId(`insert into staff_blocks (salon_id, staff_id, block_date, start_time, end_time)
      values ($1, $2, $3, '10:00', '11:00')`, [salonA, ids.ayse, MONDAY]);

    // Salon B, the same day, late hours: none of it may show in salon A's calendar.
    ids.staffB = await insertId(`insert into staff (salon_id, first_name, last_name) values ($1, 'Aaron', 'B')`, [salonB]);
    ids.serviceB = await insertId(`insert into services (salon_id, name) values ($1, 'B Hizmeti')`, [salonB]);
    ids.bookingB = await book(ids.staffB, salonB, TUESDAY, '21:00', '21:30', 'scheduled', 'B Müşterisi', ids.serviceB);
    ids.blockB = await insertId(`insert into staff_blocks (salon_id, staff_id, block_date, start_time, end_time, reason)
      values ($1, $2, $3, '06:00', '07:00', 'B bloğu')`, [salonB, ids.staffB, TUESDAY]);
  });

  afterAll(async () => {
    await test?.dispose();
  });

  it('gives every active staff member a column with their windows, break and time off', async () => {
    const day = await loadCalendarDay(ids.salonA, TUESDAY, NOW);
    expect(day.date).toBe(TUESDAY);
    expect(day.today).toBe(TUESDAY);
    expect(day.nowMinutes).toBe(900);
    expect(day.staff.map((s) => s.name)).toEqual(['Ayşe Yılmaz', 'Berk Demir']);
    const [ayse, berk] = day.staff;
    expect(ayse.column).toMatchObject({ windows: [[540, 720], [780, 1020]], break: [720, 780], off: null });
    expect(berk.column).toMatchObject({ windows: [], break: null, off: 'time_off' });
  });

  it('lists the day’s appointments of every status with their spans, and its blocks', async () => {
    const day = await loadCalendarDay(ids.salonA, TUESDAY, NOW);
    const [ayse, berk] = day.staff;
    const rows = ayse.column.appointments.map((a) => [a.startTime, a.endTime, a.status, a.customerName, a.serviceName]);
    // By start time; the two at 10:00 in either order.
    expect(rows.map((r) => r[0])).toEqual(['08:00', '09:00', '10:00', '10:00', '14:00']);
    expect(rows.sort(byText)).toEqual([
      ['08:00', '08:30', 'completed', 'Erken Müşteri', 'Saç Kesimi'],
      ['09:00', '09:30', 'no_show', 'Gelmeyen', null],
      ['10:00', '10:45', 'confirmed', 'Zeynep Kaya', 'Saç Kesimi'],
      ['10:00', '10:30', 'cancelled', 'İptal Eden', 'Saç Kesimi'],
      ['14:00', '15:00', 'scheduled', 'Telefon Müşterisi', 'Boya'],
    ].sort(byText));
    const noEnd = ayse.column.appointments.find((a) => a.id === ids.noEnd);
    expect(noEnd).toMatchObject({ start: 840, end: 900, source: 'salon', staffId: ids.ayse, date: TUESDAY });
    expect(ayse.column.blocks).toEqual([{
      id: ids.block, staffId: ids.ayse, date: TUESDAY, start: 960, end: 990, startTime: '16:00', endTime: '16:30', reason: 'Toplantı',
    }]);
    expect(berk.column.appointments).toEqual([]);
    expect(berk.column.blocks).toEqual([]);
    // The inactive staff member's appointment is not lost: it is listed apart.
    expect(day.unassigned.map((a) => a.id)).toEqual([ids.cemOld]);
  });

  it('shows the hours from the earliest window or appointment to the latest, on whole hours', async () => {
    const day = await loadCalendarDay(ids.salonA, TUESDAY, NOW);
    expect(day.range).toEqual({ start: 480, end: 1020 });
    // Thursday: Ayşe does not work, Berk works the salon's 10:00–20:00.
    const thursday = await loadCalendarDay(ids.salonA, THURSDAY, NOW);
    expect(thursday.staff.map((s) => [s.column.off, s.column.windows])).toEqual([['not_working', []], [null, [[600, 1200]]]]);
    expect(thursday.range).toEqual({ start: 600, end: 1200 });
  });

  it('marks the salon’s closed date for everyone and falls back to 09:00–20:00', async () => {
    const friday = await loadCalendarDay(ids.salonA, FRIDAY, NOW);
    expect(friday.staff.map((s) => s.column.off)).toEqual(['salon_closed', 'salon_closed']);
    expect(friday.range).toEqual({ start: 540, end: 1200 });
  });

  it('still shows a past closed date and time off (the schedule is read from the date shown)', async () => {
    const later = new Date('2026-12-10T09:00:00Z');
    const friday = await loadCalendarDay(ids.salonA, FRIDAY, later);
    expect(friday.staff.map((s) => s.column.off)).toEqual(['salon_closed', 'salon_closed']);
    const tuesday = await loadCalendarDay(ids.salonA, TUESDAY, later);
    expect(tuesday.staff[1].column.off).toBe('time_off');
    expect(tuesday.today).toBe('2026-12-10');
  });

  it('offers the active services with who gives them', async () => {
    const day = await loadCalendarDay(ids.salonA, TUESDAY, NOW);
    expect(day.services.map((s) => [s.name, s.price, s.durationMinutes, [...s.staffIds].sort()]).sort()).toEqual([
      ['Boya', 900, 90, [ids.ayse, ids.berk].sort()],
      ['Saç Kesimi', 250, 45, [ids.ayse]],
    ]);
  });

  it('never includes another salon’s staff, appointments, blocks or services', async () => {
    const day = await loadCalendarDay(ids.salonA, TUESDAY, NOW);
    const all = JSON.stringify(day);
    for (const id of [ids.staffB, ids.serviceB, ids.bookingB, ids.blockB]) expect(all).not.toContain(id);
    const b = await loadCalendarDay(ids.salonB, TUESDAY, NOW);
    expect(b.staff.map((s) => s.id)).toEqual([ids.staffB]);
    expect(b.staff[0].column.appointments.map((a) => a.id)).toEqual([ids.bookingB]);
    expect(b.staff[0].column.blocks.map((x) => x.id)).toEqual([ids.blockB]);
    expect(b.unassigned).toEqual([]);
    expect(b.range).toEqual({ start: 360, end: 1320 }); // 06:00 block to the salon's 22:00
  });

  it('loads one staff member’s week, Monday to Sunday', async () => {
    const week = await loadCalendarWeek(ids.salonA, ids.ayse, MONDAY, NOW);
    expect(week.member).toEqual({ id: ids.ayse, name: 'Ayşe Yılmaz' });
    expect(week.staff.map((s) => s.name)).toEqual(['Ayşe Yılmaz', 'Berk Demir']);
    expect(week.columns.map((c) => c.date)).toEqual(
      ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(week.columns.map((c) => [c.off, c.windows])).toEqual([
      [null, [[600, 1200]]],
      [null, [[540, 720], [780, 1020]]],
      [null, [[600, 1140]]],
      ['not_working', []],
      ['salon_closed', []],
      [null, [[600, 1200]]],
      ['salon_closed', []],
    ]);
    expect(week.columns[1].break).toEqual([720, 780]);
    expect(week.columns.map((c) => c.appointments.map((a) => a.id).sort())).toEqual([
      [], [ids.early, ids.noShow, ids.confirmed, ids.cancelled, ids.noEnd].sort(), [ids.wednesday], [], [], [], [],
    ]);
    expect(week.columns[0].blocks.map((b) => b.id)).toEqual([ids.blockMonday]);
    expect(week.columns[1].blocks.map((b) => b.id)).toEqual([ids.block]);
    expect(week.range).toEqual({ start: 480, end: 1200 });
    expect(week.services.length).toBe(2);
  });

  it('shows another staff member’s week without Ayşe’s rows', async () => {
    const week = await loadCalendarWeek(ids.salonA, ids.berk, MONDAY, NOW);
    expect(week.member?.name).toBe('Berk Demir');
    expect(week.columns.map((c) => c.off)).toEqual([null, 'time_off', 'time_off', null, 'salon_closed', null, 'salon_closed']);
    expect(week.columns.flatMap((c) => c.appointments.map((a) => a.id))).toEqual([ids.berkMonday]);
    expect(week.columns.flatMap((c) => c.blocks)).toEqual([]);
  });

  it('falls back to the first staff member for an unknown, inactive or other salon’s staff id', async () => {
    for (const staffId of [null, ids.staffB, ids.cem, '00000000-0000-4000-8000-000000000000']) {
      const week = await loadCalendarWeek(ids.salonA, staffId, MONDAY, NOW);
      expect(week.member?.id).toBe(ids.ayse);
      expect(JSON.stringify(week)).not.toContain(ids.bookingB);
    }
  });

  it('answers a salon without active staff with an empty calendar', async () => {
    const empty = await insertId(`insert into salons (salon_code, name) values ('CALC01', 'Boş Salon')`, []);
    const day = await loadCalendarDay(empty, TUESDAY, NOW);
    expect(day).toMatchObject({ staff: [], unassigned: [], services: [], range: { start: 540, end: 1200 } });
    const week = await loadCalendarWeek(empty, null, MONDAY, NOW);
    expect(week).toMatchObject({ staff: [], member: null, columns: [] });
  });
});
