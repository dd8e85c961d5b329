// Small booking fixtures written with plain SQL on a real test database: two active salons
// with a staff–service mapping, one salon without any mapping (position fallback), one
// inactive salon, a salon open around the clock, and a signed-in customer.
import { newSessionToken, hashSessionToken } from '@/platform/access/tokens';
import { createAppointmentSchema } from '@/features/appointments/schema';
import { createAppointment } from '@/features/appointments/server/appointments';
import type { Connection } from '@/platform/db/connection';
import { addDaysToDate, dayOfWeekOf, istanbulClock } from '@/platform/time/istanbul';

export interface BookingFixture {
  salon: string;
  otherSalon: string;
  fallbackSalon: string;
  inactiveSalon: string;
  allDaySalon: string;
  staff: { ayse: string; mehmet: string; retired: string; other: string; inactiveSalonStaff: string; sacUzmani: string; tirnakci: string; allDay: string };
  service: { haircut: string; manicure: string; retiredService: string; otherSalonService: string; inactiveSalonService: string; fallbackHaircut: string; allDay: string };
  customer: { id: string; sessionToken: string };
  /** A future date whose weekday has a 90-minute Saç Kesimi; `plainDay` the day after (45 minutes). */
  longDay: string;
  plainDay: string;
  today: string;
}

export async function createBookingFixture(conn: Connection): Promise<BookingFixture> {
  const one = async (sql: string, params: unknown[] = []) => (await conn.query<{ id: string }>(sql, params))[0].id;
  const salon = (code: string, name: string, active = true, open = 540, close = 1080) =>
    one(`insert into salons (salon_code, name, address, phone, city_id, district_id, is_active, open_time_minutes, close_time_minutes)
         values ($1, $2, 'Moda Cad. No:1', '02161234567', 34, (select id from districts where name = 'Kadıköy'), $3, $4, $5) returning id`,
    [code, name, active, open, close]);
  const person = (salonId: string, first: string, position: string | null, active = true) =>
    one(`insert into staff (salon_id, first_name, last_name, position, is_active) values ($1, $2, 'Test', $3, $4) returning id`,
      [salonId, first, position, active]);
  const category = (salonId: string, name: string) =>
    one(`insert into service_categories (salon_id, name) values ($1, $2) returning id`, [salonId, name]);
  const service = (salonId: string, categoryId: string | null, name: string, price: number, duration: number, active = true) =>
    one(`insert into services (salon_id, category_id, name, price, duration_minutes, is_active) values ($1, $2, $3, $4, $5, $6) returning id`,
      [salonId, categoryId, name, price, duration, active]);
  const give = (staffId: string, serviceId: string) =>
    conn.query(`insert into staff_services (staff_id, service_id) values ($1, $2)`, [staffId, serviceId]);

  await conn.query(`insert into cities (id, name, plate_code, slug) values (34, 'İstanbul', '34', 'istanbul') on conflict do nothing`);
  await conn.query(`insert into districts (city_id, name, slug) values (34, 'Kadıköy', 'kadikoy') on conflict do nothing`);

  const s = await salon('TSTA01', 'Test Güzellik Salonu');
  const other = await salon('TSTB01', 'Başka Salon');
  const fallback = await salon('TSTC01', 'Eşleme Yok Kuaför');
  const inactive = await salon('TSTP01', 'Kapalı Salon', false);
  const allDay = await salon('TSTD01', 'Gece Gündüz Salon', true, 0, 1440);

  const hair = await category(s, 'Saç');
  const staff = {
    ayse: await person(s, 'Ayşe', 'Kuaför'),
    mehmet: await person(s, 'Mehmet', 'Manikürist'),
    retired: await person(s, 'Eski', 'Kuaför', false),
    other: await person(other, 'Başka', 'Kuaför'),
    inactiveSalonStaff: await person(inactive, 'Kapalı', 'Kuaför'),
    sacUzmani: await person(fallback, 'Selin', 'Saç Uzmanı'),
    tirnakci: await person(fallback, 'Tuğba', 'Tırnak Uzmanı'),
    allDay: await person(allDay, 'Gece', null),
  };
  const fallbackHair = await category(fallback, 'Saç');
  const services = {
    haircut: await service(s, hair, 'Saç Kesimi', 450, 45),
    manicure: await service(s, null, 'Manikür', 300, 30),
    retiredService: await service(s, hair, 'Eski Hizmet', 100, 30, false),
    otherSalonService: await service(other, null, 'Başka Hizmet', 200, 30),
    inactiveSalonService: await service(inactive, null, 'Kapalı Hizmet', 200, 30),
    fallbackHaircut: await service(fallback, fallbackHair, 'Kadın Saç Kesimi', 500, 60),
    allDay: await service(allDay, null, 'Gece Bakımı', 100, 30),
  };
  await give(staff.ayse, services.haircut);
  await give(staff.ayse, services.manicure);
  await give(staff.mehmet, services.manicure);
  await give(staff.retired, services.haircut);
  await give(staff.other, services.otherSalonService);
  await give(staff.inactiveSalonStaff, services.inactiveSalonService);
  await give(staff.allDay, services.allDay);

  const today = istanbulClock(new Date()).date;
  const longDay = addDaysToDate(today, 8);
  const plainDay = addDaysToDate(today, 9);
  await conn.query(`insert into service_daily_durations (service_id, day_of_week, duration_minutes) values ($1, $2, 90)`,
    [services.haircut, dayOfWeekOf(longDay)]);
  // An inactive override on the plain day must be ignored.
  await conn.query(`insert into service_daily_durations (service_id, day_of_week, duration_minutes, is_active) values ($1, $2, 120, false)`,
    [services.haircut, dayOfWeekOf(plainDay)]);

  const customerId = await one(`insert into customers (phone, first_name, last_name, email) values ('05551112233', 'Derya', 'Kaya', 'derya@example.com') returning id`);
  const sessionToken = newSessionToken();
  await conn.query(`insert into customer_sessions (customer_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
    [customerId, hashSessionToken(sessionToken)]);

  return {
    salon: s, otherSalon: other, fallbackSalon: fallback, inactiveSalon: inactive, allDaySalon: allDay,
    staff, service: services, customer: { id: customerId, sessionToken }, longDay, plainDay, today,
  };
}

/**
 * A salon that has set its week in the panel (issue 20), for the working-hours cases:
 * closed on Sunday, 09:00–19:00 on the other days, closed on `closedMonday`. Zeynep works
 * 10:00–18:00 with a 13:00–14:00 break and is off on Tuesday; Deniz has no rows (works the
 * salon's hours) and is on leave from `leaveStart` to `leaveEnd` (Monday to Wednesday). Both
 * give the 60-minute Fön. Every date lies two to six weeks ahead, so nothing is past.
 */
export interface ScheduleFixture {
  salon: string;
  staff: { zeynep: string; deniz: string };
  service: string;
  sunday: string;
  monday: string;
  tuesday: string;
  closedMonday: string;
  leaveStart: string;
  leaveEnd: string;
}

export async function createScheduleFixture(conn: Connection, today: string): Promise<ScheduleFixture> {
  const one = async (sql: string, params: unknown[] = []) => (await conn.query<{ id: string }>(sql, params))[0].id;
  const salon = await one(`insert into salons (salon_code, name, city_id, is_active, open_time_minutes, close_time_minutes)
                           values ('TSTH01', 'Haftalık Salon', 34, true, 540, 1200) returning id`);
  const person = (first: string) =>
    one(`insert into staff (salon_id, first_name, last_name, position) values ($1, $2, 'Test', 'Kuaför') returning id`, [salon, first]);
  const zeynep = await person('Zeynep');
  const deniz = await person('Deniz');
  const service = await one(`insert into services (salon_id, name, price, duration_minutes) values ($1, 'Fön', 250, 60) returning id`, [salon]);
  for (const staffId of [zeynep, deniz]) await conn.query(`insert into staff_services (staff_id, service_id) values ($1, $2)`, [staffId, service]);

  for (let day = 0; day < 7; day++) {
    await conn.query(`insert into salon_working_hours (salon_id, day_of_week, is_open, open_minutes, close_minutes) values ($1, $2, $3, 540, 1140)`,
      [salon, day, day !== 0]);
    await conn.query(`insert into staff_working_hours (staff_id, day_of_week, is_working, start_minutes, end_minutes, break_start_minutes, break_end_minutes)
                      values ($1, $2, $3, 600, 1080, 780, 840)`, [zeynep, day, day !== 0 && day !== 2]);
  }

  let monday = addDaysToDate(today, 14);
  while (dayOfWeekOf(monday) !== 1) monday = addDaysToDate(monday, 1);
  const closedMonday = addDaysToDate(monday, 7);
  const leaveStart = addDaysToDate(monday, 14);
  const leaveEnd = addDaysToDate(monday, 16);
  await conn.query(`insert into salon_closed_dates (salon_id, closed_date, note) values ($1, $2, 'Bayram')`, [salon, closedMonday]);
  await conn.query(`insert into staff_time_off (staff_id, start_date, end_date, note) values ($1, $2, $3, 'İzin')`, [deniz, leaveStart, leaveEnd]);

  return {
    salon, staff: { zeynep, deniz }, service,
    sunday: addDaysToDate(monday, -1), monday, tuesday: addDaysToDate(monday, 1), closedMonday, leaveStart, leaveEnd,
  };
}

/** A guest's online booking of a manicure with Ayşe at the fixture's salon, through the app's own booking; returns its id. */
export async function bookGuestManicure(
  f: BookingFixture, at: { date: string; startTime: string }, contact: { phone?: string; email?: string | null } = {},
): Promise<string> {
  const input = createAppointmentSchema.parse({
    salonId: f.salon, staffId: f.staff.ayse, serviceId: f.service.manicure, date: at.date, startTime: at.startTime,
    customerName: 'Şule Işıkçı', customerPhone: contact.phone ?? '05320000099',
    customerEmail: contact.email === undefined ? 'musteri@example.com' : contact.email ?? '', notes: '',
  });
  const result = await createAppointment(input, { customerId: null, now: new Date() });
  if (!result.ok) throw new Error(`booking failed: ${JSON.stringify(result)}`);
  return result.appointment.id;
}
