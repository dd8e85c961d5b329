// The demo marketplace: salons in five cities with services, staff, customers, appointments,
// reviews and subscriptions. Created once: skipped when the first demo salon code exists.
import bcrypt from 'bcryptjs';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  appointments, customers, districts, salonReviews, salons, serviceCategories, serviceDailyDurations,
  services, staff, staffServices, subscriptionPlans, subscriptions, userRoles, users, type PlanInterval,
} from '../schema';
import { defaultRoles, OWNER_ROLE_NAME } from '@/platform/access/panel-default-roles';
import { demoSalonRows, buildDemoSalon, type DemoSalon } from './demo-salons';
import { buildDemoCustomers, DEMO_LOGIN, REVIEW_READY_SALON, reviewReadyCustomers, type DemoCustomer } from './demo-customers';
import { planDemoAppointments } from './demo-appointments';
import { demoLoginReview, planDemoReviews, reviewableVisits } from './demo-reviews';
import { planDemoSubscription } from './demo-subscriptions';
import { DEMO_SALONS, FIRST_DEMO_SALON_CODE } from './demo-salon-list';
import { istanbulClock } from '@/platform/time/istanbul';
import type { SeedTx } from './types';

const BCRYPT_COST = 10;

// Where the demo login has history: an upcoming and a completed visit at 'Işıl Güzellik Salonu'
// (DEMO01) and 'İnci Kuaför' (DEMO02), left without its review so a journey can write one there,
// and completed visits it reviewed at DEMO03 and DEMO04.
const DEMO_LOGIN_UPCOMING_SALONS = ['DEMO01', 'DEMO02'];
const DEMO_LOGIN_REVIEWS = [
  { code: 'DEMO03', status: 'approved' as const },
  { code: 'DEMO04', status: 'pending' as const },
];

/** Returns the messages to print once the seed has committed. */
export async function seedDemoMarketplace(tx: SeedTx, now: Date): Promise<string[]> {
  if ((await tx.$count(salons, eq(salons.salonCode, FIRST_DEMO_SALON_CODE))) > 0) return [];

  const demoSalons = DEMO_SALONS.map(buildDemoSalon);
  await insertSalons(tx, demoSalons);
  await insertOwners(tx, demoSalons);

  const people = await insertCustomers(tx, buildDemoCustomers());
  const demoLogin = people.find((c) => c.phone === DEMO_LOGIN.phone)!;
  const others = people.filter((c) => c !== demoLogin);
  const reviewReady = reviewReadyCustomers(people);
  const takenPhones = new Set(people.map((c) => c.phone));
  const today = istanbulClock(now).date;

  const visitorsOf = (code: string) => [
    ...(DEMO_LOGIN_UPCOMING_SALONS.includes(code) || DEMO_LOGIN_REVIEWS.some((r) => r.code === code) ? [demoLogin] : []),
    ...(code === REVIEW_READY_SALON ? reviewReady : []),
  ];
  const appointmentRows = demoSalons.flatMap((salon, salonIndex) => planDemoAppointments({
    salon, salonIndex, today, now, customers: others, takenPhones,
    pastVisitors: visitorsOf(salon.def.code),
    upcomingVisitors: DEMO_LOGIN_UPCOMING_SALONS.includes(salon.def.code) ? [demoLogin] : [],
  }));
  // The demo login and the review-ready customers write none of the salon's planned reviews.
  const skip = new Set([demoLogin.id, ...reviewReady.map((c) => c.id)]);
  const reviewRows = demoSalons.flatMap((salon, salonIndex) => {
    const visits = reviewableVisits(appointmentRows, salon.id, now);
    const rows = planDemoReviews(salon, salonIndex, visits, skip, now);
    const own = DEMO_LOGIN_REVIEWS.find((r) => r.code === salon.def.code);
    const ownVisit = own && visits.find((v) => v.customerId === demoLogin.id);
    return own && ownVisit ? [...rows, demoLoginReview(salon, salonIndex, ownVisit, own.status, now, rows)] : rows;
  });
  const planIds = await planIdByInterval(tx);
  const subscriptionRows = demoSalons.map((salon, i) => planDemoSubscription(salon, i, planIds, now));

  await tx.insert(appointments).values(appointmentRows);
  await tx.insert(salonReviews).values(reviewRows);
  await tx.insert(subscriptions).values(subscriptionRows);

  return [
    `Demo verileri oluşturuldu: ${demoSalons.length} salon, ${people.length} müşteri, `
      + `${appointmentRows.length} randevu, ${reviewRows.length} yorum. `
      + `Demo müşteri girişi: ${DEMO_LOGIN.phone} / ${DEMO_LOGIN.password}. `
      + `Demo salon paneli (/panel/giris): salon kodu ${FIRST_DEMO_SALON_CODE}, kullanıcı adı `
      + `${demoOwnerUsername(FIRST_DEMO_SALON_CODE)}, şifre ${DEMO_LOGIN.password}`,
  ];
}

/** Each demo salon's owner signs in to the panel as 'sahip_demo01' (and so on) with the demo password. */
export const demoOwnerUsername = (salonCode: string) => `sahip_${salonCode.toLowerCase()}`;

/** The three default roles of every demo salon and its owner, as a registration creates them. */
async function insertOwners(tx: SeedTx, demoSalons: DemoSalon[]): Promise<void> {
  const roles = await tx.insert(userRoles).values(demoSalons.flatMap((salon) => defaultRoles().map((role) => ({
    salonId: salon.id, name: role.name, description: role.description, permissions: role.permissions, ownCalendarOnly: role.ownCalendarOnly,
  })))).returning({ id: userRoles.id, salonId: userRoles.salonId, name: userRoles.name });
  const ownerRole = new Map(roles.filter((r) => r.name === OWNER_ROLE_NAME).map((r) => [r.salonId, r.id]));
  const passwordHash = await bcrypt.hash(DEMO_LOGIN.password, BCRYPT_COST);
  await tx.insert(users).values(demoSalons.map((salon) => ({
    username: demoOwnerUsername(salon.def.code), passwordHash, firstName: 'Demo', lastName: 'Sahip',
    salonId: salon.id, roleId: ownerRole.get(salon.id)!,
  }))).onConflictDoNothing();
}

async function insertSalons(tx: SeedTx, demoSalons: DemoSalon[]): Promise<void> {
  const districtIds = await districtIdsByName(tx, [...new Set(demoSalons.map((s) => s.def.cityId))]);
  const rows = demoSalons.map((salon) => {
    const districtId = districtIds.get(`${salon.def.cityId}|${salon.def.district}`);
    if (districtId === undefined) {
      throw new Error(`Demo salon ${salon.def.code}: district '${salon.def.district}' not found in city ${salon.def.cityId}`);
    }
    return demoSalonRows(salon, districtId);
  });
  // Parents first: one insert per table for all salons together.
  await tx.insert(salons).values(rows.map((r) => r.salon));
  await tx.insert(serviceCategories).values(rows.flatMap((r) => r.categories));
  await tx.insert(services).values(rows.flatMap((r) => r.services));
  const dailyDurations = rows.flatMap((r) => r.dailyDurations);
  if (dailyDurations.length > 0) await tx.insert(serviceDailyDurations).values(dailyDurations);
  await tx.insert(staff).values(rows.flatMap((r) => r.staff));
  await tx.insert(staffServices).values(rows.flatMap((r) => r.staffServices));
}

async function districtIdsByName(tx: SeedTx, cityIds: number[]): Promise<Map<string, number>> {
  const rows = await tx.select({ id: districts.id, cityId: districts.cityId, name: districts.name })
    .from(districts).where(inArray(districts.cityId, cityIds));
  return new Map(rows.map((d) => [`${d.cityId}|${d.name}`, d.id]));
}

/**
 * Inserts the customers with one shared bcrypt hash (hashing 40 times would take seconds).
 * A phone that already has an account keeps it; that account's id is used instead.
 */
async function insertCustomers(tx: SeedTx, people: DemoCustomer[]): Promise<DemoCustomer[]> {
  const passwordHash = await bcrypt.hash(DEMO_LOGIN.password, BCRYPT_COST);
  await tx.insert(customers).values(people.map((c) => ({ ...c, passwordHash }))).onConflictDoNothing();
  const stored = await tx.select({ id: customers.id, phone: customers.phone }).from(customers)
    .where(inArray(customers.phone, people.map((c) => c.phone)));
  const idByPhone = new Map(stored.map((c) => [c.phone, c.id]));
  return people.map((c) => ({ ...c, id: idByPhone.get(c.phone) ?? c.id }));
}

/** The oldest plan of each interval (the seeded defaults, unless an admin replaced them). */
async function planIdByInterval(tx: SeedTx): Promise<Map<PlanInterval, string>> {
  const plans = await tx.select({ id: subscriptionPlans.id, interval: subscriptionPlans.interval })
    .from(subscriptionPlans).orderBy(asc(subscriptionPlans.createdAt));
  const byInterval = new Map<PlanInterval, string>();
  for (const plan of plans) if (!byInterval.has(plan.interval)) byInterval.set(plan.interval, plan.id);
  return byInterval;
}
