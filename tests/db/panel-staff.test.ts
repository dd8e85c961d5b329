// The panel's staff screen on a real database (both engines): create with services and a
// week in one transaction, edit, hours outside the salon's refused, time off added and
// removed, deactivation with appointments still to come (refused without the explicit
// choice, cancelling them with it), and another salon's staff, services and time off
// answered "not found" with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { createStaff, loadPanelStaffScreen, setStaffActive, STAFF_LEFT_REASON, updateStaff } from '@/features/staff/server/staff';
import { addStaffTimeOff, removeStaffTimeOff } from '@/features/staff/server/staff-time-off';
import { createStaffSchema, defaultStaffWeek, isDeactivationConflict, staffActiveSchema, updateStaffSchema, type SalonSchedule, type StaffDayValues } from '@/features/staff/schema';
import { timeOffSchema } from '@/features/staff/schema.time-off';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

const NOW = new Date('2026-11-24T12:00:00Z'); // Tuesday 15:00 in Istanbul
const TODAY = '2026-11-24';

// Salon A keeps a week: Tuesday 09:00–18:00, Sunday closed, other days 10:00–20:00.
const SALON_A_WEEK: SalonSchedule = {
  openTimeMinutes: 540, closeTimeMinutes: 1200,
  week: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek, isOpen: dayOfWeek !== 0, openMinutes: dayOfWeek === 2 ? 540 : 600, closeMinutes: dayOfWeek === 2 ? 1080 : 1200,
  })),
};

describe.each(databaseKinds)('panel staff on %s', (kind) => {
  let test: TestDatabase;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);
  let salonA: string;
  let salonB: string;
  let cut: string; // salon A's services
  let color: string;
  let oldService: string; // salon A, inactive
  let serviceB: string;
  let staffB: string;
  let timeOffB: string;

  const week = (over: Record<number, Partial<StaffDayValues>> = {}) =>
    defaultStaffWeek(SALON_A_WEEK).map((d) => ({ ...d, ...over[d.dayOfWeek] }));
  const createInput = (over: Record<string, unknown> = {}) =>
    createStaffSchema.parse({ firstName: 'Ayşe', lastName: 'Yılmaz', position: 'Kuaför', serviceIds: [cut], week: week(), ...over });
  const updateInput = (id: string, over: Record<string, unknown> = {}) =>
    updateStaffSchema.parse({ id, firstName: 'Ayşe', lastName: 'Yılmaz', position: 'Kuaför', serviceIds: [cut], week: week(), ...over });

  async function snapshot(staffId: string) {
    const [row] = await q(`select first_name, last_name, position, is_active from staff where id = $1`, [staffId]);
    const links = await q(`select service_id from staff_services where staff_id = $1 order by service_id`, [staffId]);
    const hours = await q(`select day_of_week, is_working, start_minutes, end_minutes, break_start_minutes, break_end_minutes
      from staff_working_hours where staff_id = $1 order by day_of_week`, [staffId]);
    const off = await q(`select id, start_date::text, end_date::text, note from staff_time_off where staff_id = $1 order by start_date`, [staffId]);
    return { row, links, hours, off };
  }
  const count = async (table: string) => (await q<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;

  async function book(staffId: string, date: string, start: string, end: string, status = 'scheduled', customer = 'Zeynep Kaya', serviceId = cut) {
    const [{ id }] = await q<{ id: string }>(`insert into appointments
        (salon_id, customer_name, customer_phone, staff_id, service_id, appointment_date, start_time, end_time, status)
      values ((select salon_id from staff where id = $1), $2, '05321234567', $1, $3, $4, $5, $6, $7) returning id`,
    [staffId, customer, serviceId, date, start, end, status]);
    return id;
  }

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    [{ id: salonA }] = await q<{ id: string }>(`insert into salons (salon_code, name, open_time_minutes, close_time_minutes) values ('PNLA01', 'Salon A', 540, 1200) returning id`);
    [{ id: salonB }] = await q<{ id: string }>(`insert into salons (salon_code, name, open_time_minutes, close_time_minutes) values ('PNLB01', 'Salon B', 480, 1320) returning id`);
    for (const d of SALON_A_WEEK.week) {
      await q(`insert into salon_working_hours (salon_id, day_of_week, is_open, open_minutes, close_minutes) values ($1, $2, $3, $4, $5)`,
        [salonA, d.dayOfWeek, d.isOpen, d.openMinutes, d.closeMinutes]);
    }
    [{ id: cut }] = await q<{ id: string }>(`insert into services (salon_id, name, sort_order) values ($1, 'Saç Kesimi', 1) returning id`, [salonA]);
    [{ id: color }] = await q<{ id: string }>(`insert into services (salon_id, name, sort_order) values ($1, 'Boya', 2) returning id`, [salonA]);
    [{ id: oldService }] = await q<{ id: string }>(`insert into services (salon_id, name, is_active) values ($1, 'Eski Hizmet', false) returning id`, [salonA]);
    [{ id: serviceB }] = await q<{ id: string }>(`insert into services (salon_id, name) values ($1, 'B Hizmeti') returning id`, [salonB]);
    [{ id: staffB }] = await q<{ id: string }>(`insert into staff (salon_id, first_name, last_name) values ($1, 'Berk', 'Bey') returning id`, [salonB]);
    [{ id: timeOffB }] = await q<{ id: string }>(`insert into staff_time_off (staff_id, start_date, end_date) values ($1, '2026-12-01', '2026-12-02') returning id`, [staffB]);
  });
  afterAll(async () => { await test?.dispose(); });

  it('creates a staff member with services and all seven days in one go, and lists them', async () => {
    const created = await createStaff(salonA, createInput({
      serviceIds: [cut, color], week: week({ 2: { hasBreak: true, breakStart: '12:00', breakEnd: '13:00' }, 6: { isWorking: false } }),
    }));
    expect(created).toMatchObject({ ok: true, message: 'Personel eklendi' });
    if (!created.ok) return;
    const s = await snapshot(created.data.id);
    expect(s.row).toEqual({ first_name: 'Ayşe', last_name: 'Yılmaz', position: 'Kuaför', is_active: true });
    expect(s.links.map((l) => l.service_id).sort()).toEqual([cut, color].sort());
    expect(s.hours).toHaveLength(7);
    expect(s.hours[2]).toEqual({ day_of_week: 2, is_working: true, start_minutes: 540, end_minutes: 1080, break_start_minutes: 720, break_end_minutes: 780 });
    expect(s.hours[0]).toMatchObject({ is_working: false }); // the salon is closed on Sundays
    expect(s.hours[6]).toMatchObject({ is_working: false, start_minutes: 600, end_minutes: 1200 });
    const [{ bookable }] = await q<{ bookable: boolean }>(`select salon_is_bookable($1) as bookable`, [salonA]);
    expect(bookable).toBe(true);

    const screen = await loadPanelStaffScreen(salonA, NOW);
    expect(screen.today).toBe(TODAY);
    expect(screen.mapsServices).toBe(true);
    expect(screen.services.map((s) => s.name)).toEqual(['Saç Kesimi', 'Boya']); // active only, in the salon's order
    expect(screen.salon.week).toHaveLength(7);
    const member = screen.staff.find((m) => m.id === created.data.id)!;
    expect(member).toMatchObject({ firstName: 'Ayşe', lastName: 'Yılmaz', position: 'Kuaför', isActive: true, timeOff: [], futureAppointmentCount: 0 });
    expect(member.services.map((x) => x.name)).toEqual(['Boya', 'Saç Kesimi']);
    expect(member.week[2]).toEqual({ dayOfWeek: 2, isWorking: true, startMinutes: 540, endMinutes: 1080, breakStartMinutes: 720, breakEndMinutes: 780 });
  });

  it('edits names, services and the week, keeping links to the salon\'s inactive services', async () => {
    const created = await createStaff(salonA, createInput({ firstName: 'Cem', serviceIds: [cut, color] }));
    if (!created.ok) throw new Error(created.error);
    const id = created.data.id;
    await q(`insert into staff_services (staff_id, service_id) values ($1, $2)`, [id, oldService]);

    const updated = await updateStaff(salonA, updateInput(id, {
      firstName: 'Cemal', lastName: '', position: '', serviceIds: [color],
      week: week({ 1: { isWorking: false }, 3: { start: '11:00', end: '19:00', hasBreak: true, breakStart: '15:00', breakEnd: '15:30' } }),
    }));
    expect(updated).toMatchObject({ ok: true, message: 'Personel güncellendi' });
    const s = await snapshot(id);
    expect(s.row).toEqual({ first_name: 'Cemal', last_name: '', position: null, is_active: true });
    expect(s.links.map((l) => l.service_id).sort()).toEqual([color, oldService].sort());
    expect(s.hours).toHaveLength(7);
    expect(s.hours[1]).toMatchObject({ is_working: false });
    expect(s.hours[3]).toEqual({ day_of_week: 3, is_working: true, start_minutes: 660, end_minutes: 1140, break_start_minutes: 900, break_end_minutes: 930 });

    // A staff member written by another client without a week gets all seven days on save.
    const [{ id: legacy }] = await q<{ id: string }>(`insert into staff (salon_id, first_name) values ($1, 'Eski') returning id`, [salonA]);
    expect((await updateStaff(salonA, updateInput(legacy, { firstName: 'Eski', serviceIds: [] }))).ok).toBe(true);
    expect((await snapshot(legacy)).hours).toHaveLength(7);

    expect(await updateStaff(salonA, updateInput('6c7a1f8e-0000-4000-8000-000000000000'))).toMatchObject({ ok: false, status: 404, error: 'Personel bulunamadı' });
  });

  it('refuses hours outside the salon\'s, naming the day and the salon\'s hours, and writes nothing', async () => {
    const before = await count('staff');
    const across = await createStaff(salonA, createInput({ week: week({ 2: { end: '18:30' } }) }));
    expect(across).toEqual({
      ok: false, status: 400, error: 'Salı: çalışma saatleri salonun açık olduğu saatler (09:00–18:00) içinde olmalı',
      fieldErrors: { 'week.2.end': 'Salı: çalışma saatleri salonun açık olduğu saatler (09:00–18:00) içinde olmalı' },
    });
    const closedDay = await createStaff(salonA, createInput({ week: week({ 0: { isWorking: true, start: '10:00', end: '16:00' } }) }));
    expect(closedDay).toMatchObject({ ok: false, status: 400, fieldErrors: { 'week.0.isWorking': 'Pazar: salon bu gün kapalı; personel çalışamaz' } });
    expect(await count('staff')).toBe(before);

    const created = await createStaff(salonA, createInput({ firstName: 'Deniz' }));
    if (!created.ok) throw new Error(created.error);
    const saved = await snapshot(created.data.id);
    const early = await updateStaff(salonA, updateInput(created.data.id, { firstName: 'Değişmesin', week: week({ 5: { start: '09:00' } }) }));
    expect(early).toMatchObject({ ok: false, status: 400, error: 'Cuma: çalışma saatleri salonun açık olduğu saatler (10:00–20:00) içinde olmalı' });
    expect(await snapshot(created.data.id)).toEqual(saved);

    // Salon B has no week: its single opening time (08:00–22:00) holds every day.
    const legacyWeek = week({ 0: { isWorking: true, start: '08:00', end: '22:00' } });
    expect((await createStaff(salonB, createInput({ serviceIds: [serviceB], week: legacyWeek }))).ok).toBe(true);
    expect(await createStaff(salonB, createInput({ serviceIds: [serviceB], week: week({ 3: { start: '07:55' } }) })))
      .toMatchObject({ ok: false, error: 'Çarşamba: çalışma saatleri salonun açık olduğu saatler (08:00–22:00) içinde olmalı' });
  });

  it('refuses an inactive service with a field error', async () => {
    expect(await createStaff(salonA, createInput({ serviceIds: [cut, oldService] })))
      .toMatchObject({ ok: false, status: 400, fieldErrors: { serviceIds: expect.stringContaining('pasif') } });
  });

  it('adds time off from today on and removes it', async () => {
    const created = await createStaff(salonA, createInput({ firstName: 'Ece' }));
    if (!created.ok) throw new Error(created.error);
    const staffId = created.data.id;
    const input = (over: Record<string, unknown>) => timeOffSchema.parse({ staffId, startDate: TODAY, endDate: TODAY, note: '', ...over });

    const added = await addStaffTimeOff(salonA, input({ startDate: '2026-12-29', endDate: '2027-01-02', note: ' Yıllık izin ' }), NOW);
    expect(added).toMatchObject({ ok: true, message: 'İzin eklendi' });
    expect((await addStaffTimeOff(salonA, input({}), NOW)).ok).toBe(true); // today is fine
    expect(await addStaffTimeOff(salonA, input({ startDate: '2026-11-23', endDate: '2026-11-25' }), NOW)).toEqual({
      ok: false, status: 400, error: 'Geçmiş bir tarih için izin eklenemez', fieldErrors: { startDate: 'Geçmiş bir tarih için izin eklenemez' },
    });
    // An old leave, already over, is not listed as upcoming.
    await q(`insert into staff_time_off (staff_id, start_date, end_date) values ($1, '2026-10-01', '2026-10-05')`, [staffId]);

    const member = (await loadPanelStaffScreen(salonA, NOW)).staff.find((m) => m.id === staffId)!;
    expect(member.timeOff.map((t) => [t.startDate, t.endDate, t.note])).toEqual([[TODAY, TODAY, null], ['2026-12-29', '2027-01-02', 'Yıllık izin']]);

    if (!added.ok) return;
    expect(await removeStaffTimeOff(salonA, { staffId, timeOffId: added.data.id })).toMatchObject({ ok: true, message: 'İzin kaldırıldı' });
    expect(await removeStaffTimeOff(salonA, { staffId, timeOffId: added.data.id })).toMatchObject({ ok: false, status: 404, error: 'İzin kaydı bulunamadı' });
    expect((await snapshot(staffId)).off.map((t) => t.start_date)).toEqual(['2026-10-01', TODAY]);
  });

  it('deactivates someone with appointments to come only when told to cancel them', async () => {
    const created = await createStaff(salonA, createInput({ firstName: 'Fatma' }));
    if (!created.ok) throw new Error(created.error);
    const staffId = created.data.id;
    const tomorrow = await book(staffId, '2026-11-25', '10:00', '11:00', 'confirmed', 'Gül Demir');
    const laterToday = await book(staffId, TODAY, '16:00', '17:00', 'scheduled', 'Hale Ak');
    const earlierToday = await book(staffId, TODAY, '10:00', '11:00'); // already over: not "to come"
    const cancelled = await book(staffId, '2026-11-26', '10:00', '11:00', 'cancelled');
    const pending = await book(staffId, '2026-11-27', '10:00', '11:00', 'pending');
    const screen = await loadPanelStaffScreen(salonA, NOW);
    expect(screen.staff.find((m) => m.id === staffId)?.futureAppointmentCount).toBe(2);

    const refused = await setStaffActive(salonA, staffActiveSchema.parse({ staffId, isActive: false }), NOW);
    expect(refused.ok).toBe(false);
    expect(refused).toMatchObject({ status: 409, error: expect.stringContaining('ileri tarihli randevuları') });
    expect(isDeactivationConflict(refused)).toBe(true);
    if (!isDeactivationConflict(refused)) return;
    expect(refused.appointments).toEqual([
      { id: laterToday, date: TODAY, startTime: '16:00', customerName: 'Hale Ak', serviceName: 'Saç Kesimi' },
      { id: tomorrow, date: '2026-11-25', startTime: '10:00', customerName: 'Gül Demir', serviceName: 'Saç Kesimi' },
    ]);
    expect((await snapshot(staffId)).row.is_active).toBe(true);

    // One booked after the list was shown is not cancelled unseen.
    const seen = refused.appointments.map((a) => a.id);
    const newer = await book(staffId, '2026-11-28', '12:00', '13:00', 'scheduled', 'İpek Su');
    const stale = await setStaffActive(salonA, staffActiveSchema.parse({ staffId, isActive: false, cancelFutureAppointments: true, appointmentIds: seen }), NOW);
    expect(isDeactivationConflict(stale) && stale.appointments.map((a) => a.id)).toEqual([laterToday, tomorrow, newer]);
    expect((await snapshot(staffId)).row.is_active).toBe(true);

    const done = await setStaffActive(salonA, staffActiveSchema.parse({
      staffId, isActive: false, cancelFutureAppointments: true, appointmentIds: [...seen, newer],
    }), NOW);
    expect(done).toEqual({ ok: true, data: { cancelledCount: 3 }, message: 'Personel pasif yapıldı, 3 randevu iptal edildi' });
    const statuses = await q<{ id: string; status: string }>(`select id, status from appointments where staff_id = $1`, [staffId]);
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [tomorrow]: 'cancelled', [laterToday]: 'cancelled', [newer]: 'cancelled',
      [earlierToday]: 'scheduled', [cancelled]: 'cancelled', [pending]: 'pending',
    });
    expect((await snapshot(staffId)).row.is_active).toBe(false);
    // The salon cancelled them, with the reason the customers are told.
    const reasons = await q<{ cancelled_by: string; cancel_reason: string }>(
      `select cancelled_by, cancel_reason from appointments where id = any($1::uuid[])`, [[tomorrow, laterToday, newer]]);
    expect(reasons).toEqual(Array(3).fill({ cancelled_by: 'salon', cancel_reason: STAFF_LEFT_REASON }));

    // Back again, and someone without appointments goes without a question.
    expect(await setStaffActive(salonA, staffActiveSchema.parse({ staffId, isActive: true }), NOW)).toMatchObject({ ok: true, message: 'Personel aktif yapıldı' });
    expect((await snapshot(staffId)).row.is_active).toBe(true);
    expect(await setStaffActive(salonA, staffActiveSchema.parse({ staffId, isActive: false }), NOW)).toMatchObject({ ok: true, message: 'Personel pasif yapıldı' });
  });

  it('answers another salon\'s staff, services and time off with "not found" and changes nothing', async () => {
    const beforeB = await snapshot(staffB);
    const counts = async () => Promise.all(['staff', 'staff_services', 'staff_working_hours', 'staff_time_off'].map(count));
    const before = await counts();
    const bookedB = await book(staffB, '2026-12-10', '10:00', '11:00', 'scheduled', 'B Müşteri', serviceB);

    expect(await updateStaff(salonA, updateInput(staffB, { serviceIds: [] }))).toMatchObject({ ok: false, status: 404, error: 'Personel bulunamadı' });
    expect(await createStaff(salonA, createInput({ serviceIds: [cut, serviceB] }))).toMatchObject({ ok: false, status: 404, error: 'Hizmet bulunamadı' });
    const ownStaff = (await loadPanelStaffScreen(salonA, NOW)).staff[0].id;
    expect(await updateStaff(salonA, updateInput(ownStaff, { serviceIds: [serviceB] }))).toMatchObject({ ok: false, status: 404, error: 'Hizmet bulunamadı' });
    expect(await addStaffTimeOff(salonA, timeOffSchema.parse({ staffId: staffB, startDate: '2026-12-05', endDate: '2026-12-06' }), NOW))
      .toMatchObject({ ok: false, status: 404, error: 'Personel bulunamadı' });
    expect(await removeStaffTimeOff(salonA, { staffId: staffB, timeOffId: timeOffB })).toMatchObject({ ok: false, status: 404, error: 'Personel bulunamadı' });
    // Salon B's time off reached through one of salon A's own staff members.
    expect(await removeStaffTimeOff(salonA, { staffId: ownStaff, timeOffId: timeOffB })).toMatchObject({ ok: false, status: 404, error: 'İzin kaydı bulunamadı' });
    for (const cancel of [false, true]) {
      expect(await setStaffActive(salonA, staffActiveSchema.parse({ staffId: staffB, isActive: false, cancelFutureAppointments: cancel }), NOW))
        .toMatchObject({ ok: false, status: 404, error: 'Personel bulunamadı' });
    }

    expect(await snapshot(staffB)).toEqual(beforeB);
    expect(await counts()).toEqual(before);
    const [{ status }] = await q<{ status: string }>(`select status from appointments where id = $1`, [bookedB]);
    expect(status).toBe('scheduled');
    const screenA = await loadPanelStaffScreen(salonA, NOW);
    expect(screenA.staff.some((m) => m.id === staffB)).toBe(false);
    expect(screenA.services.some((s) => s.id === serviceB)).toBe(false);
  });
});
