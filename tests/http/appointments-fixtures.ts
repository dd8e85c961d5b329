// Small booking fixtures written with plain SQL on a real test database: two active salons
// with a staff–service mapping, one salon without any mapping (position fallback), one
// inactive salon, a salon open around the clock, and a signed-in customer.
import { newSessionToken, hashSessionToken } from '@/lib/auth/tokens';
import type { Connection } from '@/lib/db/connection';
import { addDaysToDate, dayOfWeekOf, istanbulClock } from '@/lib/time/istanbul';

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
