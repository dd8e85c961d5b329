// Booking data access on a real database: what the booking page lists, the guest's private
// link (read and cancel), working hours (weeks, closed dates, breaks, time off) in the booking
// transaction, and the exclusion constraint having the last word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment, cancelAppointmentByManageToken, findAppointmentByManageToken } from '@/features/appointments/server/appointments';
import { getBookedSpans, getBookableSalon, listBookableServices, listBookableStaff, loadBookingDay, staffByService } from '@/features/booking/server/booking-data';
import { loadSalonSchedule } from '@/features/booking/server/booking-page';
import { useConnectionForTests } from '@/platform/db';
import { addDaysToDate, istanbulToInstant } from '@/platform/time/istanbul';
import {
  createAppointmentSchema, MANAGED_APPOINTMENT_NOT_CANCELLABLE_MESSAGE, MANAGED_APPOINTMENT_NOT_FOUND_MESSAGE,
} from '@/features/appointments/schema';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createBookingFixture, createScheduleFixture, type BookingFixture, type ScheduleFixture } from '../http/appointments-fixtures';

const NOT_CANCELLABLE = { ok: false, error: MANAGED_APPOINTMENT_NOT_CANCELLABLE_MESSAGE, status: 409 };

describe.each(databaseKinds)('booking data on %s', (kind) => {
  let test: TestDatabase;
  let f: BookingFixture;
  const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => test.conn.query<T>(sql, params);
  const input = (over: Record<string, unknown> = {}) => createAppointmentSchema.parse({
    salonId: f.salon, staffId: f.staff.ayse, serviceId: f.service.haircut, date: f.plainDay, startTime: '10:00',
    customerName: 'Can Öztürk', customerPhone: '05327654321', customerEmail: '', notes: '', ...over,
  });

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createBookingFixture(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  it('reads an active salon with its place, and nothing for an inactive one', async () => {
    expect(await getBookableSalon(f.salon)).toMatchObject({ name: 'Test Güzellik Salonu', cityName: 'İstanbul', districtName: 'Kadıköy', openTimeMinutes: 540, closeTimeMinutes: 1080 });
    expect(await getBookableSalon(f.inactiveSalon)).toBeNull();
  });

  it('lists active services with category and per-weekday durations, and active staff by first name', async () => {
    const services = await listBookableServices(f.salon);
    expect(services.map((s) => s.name)).toEqual(['Saç Kesimi', 'Manikür']); // no category sorts last
    const haircut = services.find((s) => s.name === 'Saç Kesimi')!;
    expect(haircut).toMatchObject({ price: 450, durationMinutes: 45, categoryName: 'Saç' });
    expect(haircut.dailyDurations).toHaveLength(2);
    expect((await listBookableStaff(f.salon)).map((s) => s.firstName)).toEqual(['Ayşe', 'Mehmet']);
  });

  it('maps staff to services with staff_services, else by position, else everybody', async () => {
    const staffOf = await listBookableStaff(f.salon);
    const map = await staffByService(f.salon, await listBookableServices(f.salon), staffOf);
    expect(map[f.service.haircut]).toEqual([f.staff.ayse]);
    expect(map[f.service.manicure]).toEqual([f.staff.ayse, f.staff.mehmet]);

    const fallbackStaff = await listBookableStaff(f.fallbackSalon);
    const fallbackServices = await listBookableServices(f.fallbackSalon);
    expect((await staffByService(f.fallbackSalon, fallbackServices, fallbackStaff))[f.service.fallbackHaircut]).toEqual([f.staff.sacUzmani]);
    await q(`insert into services (salon_id, name, price, duration_minutes) values ($1, 'Masaj', 700, 60)`, [f.fallbackSalon]);
    const withMassage = await listBookableServices(f.fallbackSalon);
    const massage = withMassage.find((s) => s.name === 'Masaj')!;
    expect((await staffByService(f.fallbackSalon, withMassage, fallbackStaff))[massage.id]).toEqual([f.staff.sacUzmani, f.staff.tirnakci]);
  });

  it('counts only scheduled and confirmed appointments as busy', async () => {
    const date = addDaysToDate(f.plainDay, 5);
    for (const [start, status] of [['09:00', 'scheduled'], ['10:00', 'confirmed'], ['11:00', 'cancelled'], ['12:00', 'completed'], ['13:00', 'pending']]) {
      await q(`insert into appointments (salon_id, customer_name, customer_phone, staff_id, appointment_date, start_time, end_time, status)
               values ($1, 'X', '05320000000', $2, $3, $4, ($4::time + interval '30 minutes'), $5)`, [f.salon, f.staff.ayse, date, start, status]);
    }
    expect((await getBookedSpans(f.staff.ayse, date)).map((s) => s.startTime)).toEqual(['09:00:00', '10:00:00']);
  });

  it('treats an appointment without end time (mobile app) as 60 minutes', async () => {
    const date = addDaysToDate(f.plainDay, 6);
    await q(`insert into appointments (salon_id, customer_name, customer_phone, staff_id, appointment_date, start_time)
             values ($1, 'Mobil', '05320000001', $2, $3, '15:00')`, [f.salon, f.staff.ayse, date]);
    const day = await loadBookingDay({ salonId: f.salon, staffId: f.staff.ayse, date });
    expect(day.ok && day.booked).toEqual([{ startTime: '15:00:00', endTime: null }]);
    const taken = await createAppointment(input({ date, startTime: '15:30', serviceId: f.service.manicure }), { customerId: null, now: new Date() });
    expect(taken).toMatchObject({ ok: false, status: 409 });
    const free = await createAppointment(input({ date, startTime: '16:00', serviceId: f.service.manicure }), { customerId: null, now: new Date() });
    expect(free.ok).toBe(true);
  });

  it('lets the exclusion constraint reject what the day-based check cannot see (a span from the night before)', async () => {
    const date = addDaysToDate(f.plainDay, 7);
    await q(`insert into appointments (salon_id, customer_name, customer_phone, staff_id, appointment_date, start_time)
             values ($1, 'Gece', '05320000002', $2, $3, '23:30')`, [f.allDaySalon, f.staff.allDay, addDaysToDate(date, -1)]);
    const result = await createAppointment(
      input({ salonId: f.allDaySalon, staffId: f.staff.allDay, serviceId: f.service.allDay, date, startTime: '00:00' }),
      { customerId: null, now: new Date() });
    expect(result).toEqual({ ok: false, status: 409, error: 'Bu saat az önce doldu. Lütfen başka bir saat seçin.' });
  });

  describe('working hours in the booking transaction', () => {
    const CLOSED = 'Seçilen gün bu personel için uygun değil.';
    const OUTSIDE = 'Seçilen saat salonun çalışma saatleri dışında.';
    let h: ScheduleFixture;
    const book = (staffId: string, date: string, startTime: string) =>
      createAppointment(input({ salonId: h.salon, staffId, serviceId: h.service, date, startTime }), { customerId: null, now: new Date() });
    const windows = async (staffId: string, date: string) => {
      const day = await loadBookingDay({ salonId: h.salon, staffId, serviceId: h.service, date });
      if (!day.ok) throw new Error(day.error);
      return day.windows;
    };

    beforeAll(async () => { h = await createScheduleFixture(test.conn, f.today); });

    it('loads the staff member’s windows: the salon’s week, narrowed hours and the break', async () => {
      expect(await windows(h.staff.zeynep, h.monday)).toEqual([[600, 780], [840, 1080]]);
      expect(await windows(h.staff.deniz, h.monday)).toEqual([[540, 1140]]); // no rows: the salon's Monday, not 09:00–20:00
      expect(await windows(h.staff.deniz, h.tuesday)).toEqual([[540, 1140]]);
      expect(await windows(h.staff.zeynep, h.tuesday)).toEqual([]);
      expect(await windows(h.staff.deniz, h.sunday)).toEqual([]);
      expect(await windows(h.staff.deniz, h.closedMonday)).toEqual([]);
      expect(await windows(h.staff.deniz, h.leaveStart)).toEqual([]);
      expect(await windows(h.staff.deniz, addDaysToDate(h.leaveStart, 1))).toEqual([]);
      expect(await windows(h.staff.deniz, h.leaveEnd)).toEqual([]);
      expect(await windows(h.staff.deniz, addDaysToDate(h.leaveEnd, 1))).toEqual([[540, 1140]]);
      // Legacy salons keep their single opening time.
      const legacy = await loadBookingDay({ salonId: f.salon, staffId: f.staff.ayse, date: f.plainDay });
      expect(legacy.ok && legacy.windows).toEqual([[540, 1080]]);
    });

    it('refuses a closed weekday, a closed date, a day off and a day of time off with 400 and writes nothing', async () => {
      const before = await q<{ n: number }>(`select count(*)::int as n from appointments where salon_id = $1`, [h.salon]);
      for (const [staffId, date] of [
        [h.staff.deniz, h.sunday], [h.staff.zeynep, h.closedMonday], [h.staff.zeynep, h.tuesday],
        [h.staff.deniz, h.leaveStart], [h.staff.deniz, h.leaveEnd],
      ]) {
        expect([date, await book(staffId, date, '11:00')]).toEqual([date, { ok: false, status: 400, error: CLOSED, fieldErrors: { date: CLOSED } }]);
      }
      expect(await q(`select count(*)::int as n from appointments where salon_id = $1`, [h.salon])).toEqual(before);
    });

    it('refuses a service that would run into the break or outside the staff member’s hours', async () => {
      for (const startTime of ['12:30', '13:00', '13:30', '09:00', '17:30']) {
        expect([startTime, await book(h.staff.zeynep, h.monday, startTime)])
          .toEqual([startTime, { ok: false, status: 400, error: OUTSIDE, fieldErrors: { startTime: OUTSIDE } }]);
      }
    });

    it('accepts slots inside a window: before and after the break, and the day after time off', async () => {
      for (const startTime of ['12:00', '14:00', '17:00']) {
        const result = await book(h.staff.zeynep, h.monday, startTime);
        expect([startTime, result.ok]).toEqual([startTime, true]);
      }
      expect((await book(h.staff.deniz, h.monday, '09:00')).ok).toBe(true);
      expect((await book(h.staff.deniz, h.tuesday, '18:00')).ok).toBe(true); // ends 19:00, the salon's closing
      expect((await book(h.staff.deniz, addDaysToDate(h.leaveEnd, 1), '10:00')).ok).toBe(true);
    });

    it('loads the salon’s schedule for the booking page: week, closed dates and time off from today on', async () => {
      await q(`insert into salon_closed_dates (salon_id, closed_date) values ($1, $2)`, [h.salon, addDaysToDate(f.today, -3)]);
      await q(`insert into staff_time_off (staff_id, start_date, end_date) values ($1, $2, $3)`,
        [h.staff.zeynep, addDaysToDate(f.today, -10), addDaysToDate(f.today, -1)]);
      const schedule = await loadSalonSchedule(h.salon, f.today);
      expect(schedule.salonWeek).toHaveLength(7);
      expect(schedule.closedDates).toEqual([h.closedMonday]);
      expect(schedule.staffWeeks[h.staff.zeynep]).toHaveLength(7);
      expect(schedule.staffWeeks[h.staff.zeynep].find((d) => d.dayOfWeek === 1))
        .toEqual({ dayOfWeek: 1, isWorking: true, startMinutes: 600, endMinutes: 1080, breakStartMinutes: 780, breakEndMinutes: 840 });
      expect(schedule.staffWeeks[h.staff.deniz]).toBeUndefined();
      expect(schedule.timeOff).toEqual({ [h.staff.deniz]: [{ startDate: h.leaveStart, endDate: h.leaveEnd }] });
    });
  });

  describe('the guest’s private link', () => {
    let token: string;
    const date = () => addDaysToDate(f.plainDay, 10);

    beforeAll(async () => {
      const created = await createAppointment(input({ date: date(), startTime: '11:00', notes: 'Kısa kesim' }), { customerId: null, now: new Date() });
      if (!created.ok) throw new Error(created.error);
      token = created.manageToken;
    });

    it('shows the appointment with salon, service, staff and amount', async () => {
      expect(await findAppointmentByManageToken(token)).toMatchObject({
        status: 'scheduled', date: date(), startTime: '11:00', endTime: '11:45', customerName: 'Can Öztürk',
        customerPhone: '05327654321', customerEmail: null, notes: 'Kısa kesim', totalAmount: 450,
        salon: { name: 'Test Güzellik Salonu', address: 'Moda Cad. No:1', phone: '02161234567', cityName: 'İstanbul' },
        serviceName: 'Saç Kesimi', staffName: 'Ayşe Test', canCancel: true,
      });
      expect(await findAppointmentByManageToken('f'.repeat(64))).toBeNull();
      expect(await findAppointmentByManageToken('short')).toBeNull();
    });

    it('refuses to cancel once the appointment has started', async () => {
      const atStart = istanbulToInstant(date(), '11:00');
      expect((await findAppointmentByManageToken(token, atStart))?.canCancel).toBe(false);
      expect(await cancelAppointmentByManageToken(token, atStart)).toEqual(NOT_CANCELLABLE);
    });

    it('cancels before the start, frees the slot, and cannot cancel twice', async () => {
      expect(await cancelAppointmentByManageToken(token)).toMatchObject({ ok: true });
      expect(await findAppointmentByManageToken(token)).toMatchObject({ status: 'cancelled', canCancel: false });
      expect(await getBookedSpans(f.staff.ayse, date())).toEqual([]);
      expect(await cancelAppointmentByManageToken(token)).toEqual(NOT_CANCELLABLE);
      expect(await cancelAppointmentByManageToken('0'.repeat(64))).toEqual({ ok: false, error: MANAGED_APPOINTMENT_NOT_FOUND_MESSAGE, status: 404 });
      const again = await createAppointment(input({ date: date(), startTime: '11:00' }), { customerId: null, now: new Date() });
      expect(again.ok).toBe(true);
    });
  });
});
