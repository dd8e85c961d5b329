import 'server-only';
// Salon management data (spec 2 §2 Salon management, §3, §4, §7). Creation goes through the
// registration's createSalonWithOwner (salon → default roles → owner → subscription, one
// transaction); the admin's extra fields (hours, currency, tax, active) are set in the same
// transaction. Deleting a salon relies on the schema's ON DELETE CASCADE.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { EXPIRING_SOON_DAYS } from '@/features/subscriptions/rules/subscription-status';
import { offsetOf, pageOf, type Paged, type TableQuery } from '@/platform/http/table-query';
import type { CreateSalonInput, UpdateSalonInput } from '@/features/salons/schema.salon';
import { createSalonWithOwner, type CreateSalonResult, type PlanForSubscription } from '@/features/registration/server/create-salon';
import { getDb } from '@/platform/db';
import { salonOrPlaceMatches } from '@/platform/db/search';
import { cities, districts, salons, subscriptionPlans, subscriptions } from '@/platform/db/schema';

export const ADMIN_SALON_TABLE = {
  sorts: ['createdAt', 'name', 'salonCode'],
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  filters: ['all', 'active', 'passive'],
  defaultFilter: 'all',
} as const;
export type AdminSalonQuery = TableQuery<(typeof ADMIN_SALON_TABLE.sorts)[number], (typeof ADMIN_SALON_TABLE.filters)[number]>;

export interface SalonSubscription {
  id: string;
  planId: string | null;
  planName: string | null;
  type: 'trial' | 'monthly' | 'yearly';
  startDate: Date;
  endDate: Date;
  isActive: boolean;
}

export interface AdminSalonRow {
  id: string;
  name: string;
  salonCode: string;
  logoUrl: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  cityId: number | null;
  districtId: number | null;
  cityName: string | null;
  districtName: string | null;
  openTimeMinutes: number;
  closeTimeMinutes: number;
  currency: string;
  taxRate: number;
  isActive: boolean;
  /** salon_is_bookable(): false until the owner sets up services and staff ('Kurulum bekleniyor'). */
  bookable: boolean;
  ownerName: string | null;
  subscription: SalonSubscription | null;
}

export interface SalonStats {
  total: number;
  active: number;
  passive: number;
  activeSubscriptions: number;
  expiredSubscriptions: number;
}

/** Active subscriptions not yet ended, and active ones past their end (the same figures as /admin/subscriptions). */
export async function subscriptionFigures(now: Date): Promise<{ active: number; expired: number; expiringSoon: number; total: number }> {
  const db = await getDb();
  const at = sql`${now.toISOString()}::timestamptz`;
  const soon = sql`${new Date(now.getTime() + EXPIRING_SOON_DAYS * 24 * 60 * 60 * 1000).toISOString()}::timestamptz`;
  const [row] = await db.select({
    total: count(),
    active: sql<number>`count(*) filter (where ${subscriptions.isActive} and ${subscriptions.endDate} > ${at})`.mapWith(Number),
    expired: sql<number>`count(*) filter (where ${subscriptions.isActive} and ${subscriptions.endDate} <= ${at})`.mapWith(Number),
    expiringSoon: sql<number>`count(*) filter (where ${subscriptions.isActive} and ${subscriptions.endDate} > ${at} and ${subscriptions.endDate} <= ${soon})`.mapWith(Number),
  }).from(subscriptions);
  return row;
}

export async function salonStats(now = new Date()): Promise<SalonStats> {
  const db = await getDb();
  const [[row], subs] = await Promise.all([
    db.select({
      total: count(),
      active: sql<number>`count(*) filter (where ${salons.isActive})`.mapWith(Number),
    }).from(salons),
    subscriptionFigures(now),
  ]);
  return { total: row.total, active: row.active, passive: row.total - row.active, activeSubscriptions: subs.active, expiredSubscriptions: subs.expired };
}

/** Each salon's current subscription: an active one first, then the latest to end. */
export async function currentSubscriptions(salonIds: string[]): Promise<Map<string, SalonSubscription>> {
  if (salonIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db.selectDistinctOn([subscriptions.salonId], {
    salonId: subscriptions.salonId, id: subscriptions.id, planId: subscriptions.planId, planName: subscriptionPlans.name,
    type: subscriptions.type, startDate: subscriptions.startDate, endDate: subscriptions.endDate, isActive: subscriptions.isActive,
  }).from(subscriptions)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(inArray(subscriptions.salonId, salonIds))
    .orderBy(subscriptions.salonId, desc(subscriptions.isActive), desc(subscriptions.endDate));
  return new Map(rows.map(({ salonId, ...sub }) => [salonId, sub]));
}

const SORTS = { createdAt: salons.createdAt, name: salons.name, salonCode: salons.salonCode } as const;

export async function listAdminSalons(query: AdminSalonQuery): Promise<Paged<AdminSalonRow>> {
  const db = await getDb();
  const conditions: SQL[] = [];
  if (query.q) conditions.push(salonOrPlaceMatches(query.q));
  if (query.filter === 'active') conditions.push(eq(salons.isActive, true));
  if (query.filter === 'passive') conditions.push(eq(salons.isActive, false));
  const where = conditions.length ? and(...conditions) : undefined;
  const column = SORTS[query.sort];
  const [rows, [{ n }]] = await Promise.all([
    db.select({
      id: salons.id, name: salons.name, salonCode: salons.salonCode, logoUrl: salons.logoUrl, address: salons.address,
      phone: salons.phone, email: salons.email, cityId: salons.cityId, districtId: salons.districtId,
      cityName: cities.name, districtName: districts.name, openTimeMinutes: salons.openTimeMinutes,
      closeTimeMinutes: salons.closeTimeMinutes, currency: salons.currency, taxRate: salons.taxRate,
      isActive: salons.isActive, ownerName: salons.ownerName,
      // In the same query; PostgreSQL computes this costly column after LIMIT, for one page only.
      bookable: sql<boolean>`salon_is_bookable(${salons.id})`,
    }).from(salons)
      .leftJoin(cities, eq(cities.id, salons.cityId))
      .leftJoin(districts, eq(districts.id, salons.districtId))
      .where(where)
      .orderBy(query.dir === 'asc' ? asc(column) : desc(column), asc(salons.id))
      .limit(query.pageSize).offset(offsetOf(query)),
    db.select({ n: count() }).from(salons).where(where),
  ]);
  const subs = await currentSubscriptions(rows.map((r) => r.id));
  return pageOf(rows.map((r) => ({ ...r, subscription: subs.get(r.id) ?? null })), n, query);
}

export async function findPlanForSubscription(planId: string): Promise<PlanForSubscription | null> {
  const db = await getDb();
  const [plan] = await db.select({ id: subscriptionPlans.id, name: subscriptionPlans.name, interval: subscriptionPlans.interval })
    .from(subscriptionPlans).where(eq(subscriptionPlans.id, planId)).limit(1);
  return plan ?? null;
}

export async function districtOfCity(cityId: number, districtId: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db.select({ id: districts.id }).from(districts).where(and(eq(districts.id, districtId), eq(districts.cityId, cityId))).limit(1);
  return rows.length > 0;
}

function adminFields(input: Pick<CreateSalonInput, 'openTime' | 'closeTime' | 'currency' | 'taxRate' | 'isActive'>, now: Date) {
  return {
    openTimeMinutes: input.openTime, closeTimeMinutes: input.closeTime, currency: input.currency,
    taxRate: input.taxRate, isActive: input.isActive, updatedAt: now,
  };
}

/** The admin's "add salon": the registration's one transaction plus the form's hours, currency, tax and active flag. */
export async function createAdminSalon(
  input: CreateSalonInput & { passwordHash: string }, plan: PlanForSubscription, now = new Date(),
): Promise<CreateSalonResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const created = await createSalonWithOwner(tx, {
      salon: {
        name: input.name, address: input.address, cityId: input.cityId, districtId: input.districtId,
        phone: input.phone, email: input.email, isActive: input.isActive,
      },
      owner: {
        username: input.ownerUsername, passwordHash: input.passwordHash, email: input.ownerEmail,
        firstName: input.ownerFirstName, lastName: input.ownerLastName, phone: input.ownerPhone,
      },
      plan,
      now,
    });
    if (created.ok) await tx.update(salons).set(adminFields(input, now)).where(eq(salons.id, created.salonId));
    return created;
  });
}

export async function updateAdminSalon(input: UpdateSalonInput, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const rows = await db.update(salons).set({
    name: input.name, address: input.address, cityId: input.cityId, districtId: input.districtId,
    phone: input.phone, email: input.email, ...adminFields(input, now),
    ...(input.removeLogo ? { logoUrl: null } : {}),
  }).where(eq(salons.id, input.id)).returning({ id: salons.id });
  return rows.length === 1;
}

export async function findSalonCode(salonId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ code: salons.salonCode }).from(salons).where(eq(salons.id, salonId)).limit(1);
  return row?.code ?? null;
}

export async function setAdminSalonActive(salonId: string, isActive: boolean, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const rows = await db.update(salons).set({ isActive, updatedAt: now }).where(eq(salons.id, salonId)).returning({ id: salons.id });
  return rows.length === 1;
}

/** Deletes the salon; its roles, users, appointments, services, staff, customers, products, reviews and subscriptions go with it (ON DELETE CASCADE). */
export async function deleteAdminSalon(salonId: string): Promise<{ name: string } | null> {
  const db = await getDb();
  const [row] = await db.delete(salons).where(eq(salons.id, salonId)).returning({ name: salons.name });
  return row ?? null;
}

