import 'server-only';
// Data access for salon registration: plans and places for the wizard, live uniqueness checks
// and their attempt limit, pending paid registrations and PayTR's notification.
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { DEFAULT_PLANS } from '@/platform/db/seed/plan-defaults';
import { getDb, type Db } from '@/platform/db';
import { cities, districts, pendingRegistrations, salons, subscriptionPlans } from '@/platform/db/schema';
import type { PlanInterval } from '@/features/subscriptions/rules/plans';
import type { OwnerClashField } from '@/features/registration/server/clash';
import { takenOwnerField } from '@/features/registration/server/create-salon';

export interface RegistrationPlan {
  id: string;
  name: string;
  price: number;
  interval: PlanInterval;
}

/** An active plan by id, or null (unknown, inactive, malformed id). */
export async function findActivePlan(planId: string, db?: Db): Promise<RegistrationPlan | null> {
  const handle = db ?? (await getDb());
  const [row] = await handle.select({
    id: subscriptionPlans.id, name: subscriptionPlans.name, price: subscriptionPlans.price, interval: subscriptionPlans.interval,
  }).from(subscriptionPlans).where(and(eq(subscriptionPlans.id, planId), eq(subscriptionPlans.active, true))).limit(1);
  return row ?? null;
}

/**
 * What the wizard's fallback trial card (FALLBACK_TRIAL_PLAN_ID) registers: the active trial
 * plan; when no plan is active at all, the newest trial plan row even if inactive, else a trial
 * without a plan row (id null). Null when other plans are active but the trial is not: then
 * the wizard listed those and the trial is not offered.
 */
export async function findFallbackTrialPlan(db?: Db): Promise<(Omit<RegistrationPlan, 'id'> & { id: string | null }) | null> {
  const handle = db ?? (await getDb());
  const columns = { id: subscriptionPlans.id, name: subscriptionPlans.name, price: subscriptionPlans.price, interval: subscriptionPlans.interval, active: subscriptionPlans.active };
  const plans = await handle.select(columns).from(subscriptionPlans).orderBy(desc(subscriptionPlans.createdAt));
  const strip = (p: (typeof plans)[number]) => ({ id: p.id, name: p.name, price: p.price, interval: p.interval });
  const activeTrial = plans.find((p) => p.active && p.interval === 'trial');
  if (activeTrial) return strip(activeTrial);
  if (plans.some((p) => p.active)) return null;
  const anyTrial = plans.find((p) => p.interval === 'trial');
  if (anyTrial) return strip(anyTrial);
  return { id: null, name: DEFAULT_PLANS[0].name, price: 0, interval: 'trial' };
}

export interface CityWithDistricts { id: number; name: string; districts: { id: number; name: string }[] }

/** All cities with their districts in one query (the wizard offers every one). */
export async function listCitiesWithDistricts(): Promise<CityWithDistricts[]> {
  const db = await getDb();
  const rows = await db.select({ cityId: cities.id, cityName: cities.name, districtId: districts.id, districtName: districts.name })
    .from(cities).leftJoin(districts, eq(districts.cityId, cities.id))
    .orderBy(sql`${cities.name} collate "C"`, asc(districts.name));
  const byCity = new Map<number, CityWithDistricts>();
  for (const r of rows) {
    const city = byCity.get(r.cityId) ?? { id: r.cityId, name: r.cityName, districts: [] };
    byCity.set(r.cityId, city);
    if (r.districtId !== null && r.districtName !== null) city.districts.push({ id: r.districtId, name: r.districtName });
  }
  const collator = new Intl.Collator('tr');
  const list = [...byCity.values()].sort((a, b) => collator.compare(a.name, b.name));
  for (const c of list) c.districts.sort((a, b) => collator.compare(a.name, b.name));
  return list;
}

/** Whether a district belongs to a city (the server never trusts the pair from a form). */
export async function districtBelongsToCity(cityId: number, districtId: number, db?: Db): Promise<boolean> {
  const handle = db ?? (await getDb());
  const rows = await handle.select({ id: districts.id }).from(districts)
    .where(and(eq(districts.id, districtId), eq(districts.cityId, cityId))).limit(1);
  return rows.length > 0;
}

export async function isOwnerValueTaken(field: OwnerClashField, value: string): Promise<boolean> {
  return takenOwnerField(await getDb(), field, value);
}

export type SalonContactField = 'email' | 'phone';

/**
 * Step 1's phone or e-mail: taken when an owner or another salon has it (a salon's contact
 * details are often not its owner's). Old rows may hold a mixed-case e-mail; phones are digits
 * (salons_phone_check).
 */
export async function isSalonContactTaken(field: SalonContactField, value: string, db?: Db): Promise<boolean> {
  const handle = db ?? (await getDb());
  if (await takenOwnerField(handle, field, value)) return true;
  const match = field === 'email' ? sql`lower("salons"."email") = lower(${value})`
    : sql`"salons"."phone" = ${value}`;
  const rows = await handle.select({ one: sql<number>`1` }).from(salons).where(match).limit(1);
  return rows.length > 0;
}

/** The first of the salon's phone and e-mail that is taken (the server's word before writing). */
export async function takenSalonContactField(salon: { phone: string; email: string }, db?: Db): Promise<SalonContactField | null> {
  for (const field of ['phone', 'email'] as const) {
    if (await isSalonContactTaken(field, salon[field], db)) return field;
  }
  return null;
}

/** Same name as people read it: Turkish case ('IŞIL' = 'ışıl'), accents kept, spaces collapsed. */
const sameName = new Intl.Collator('tr', { sensitivity: 'accent' });
const squeeze = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * Whether a salon of this name is already registered in the district. Only a warning in the
 * wizard (two salons may share a name), so it never blocks a registration.
 */
export async function isSalonNameInDistrict(name: string, districtId: number, db?: Db): Promise<boolean> {
  const handle = db ?? (await getDb());
  const rows = await handle.select({ name: salons.name }).from(salons).where(eq(salons.districtId, districtId)).limit(5000);
  const wanted = squeeze(name);
  return rows.some((r) => sameName.compare(squeeze(r.name), wanted) === 0);
}

// ---------------------------------------------------------------- pending (paid) registrations

export interface PendingSalonData {
  name: string; address: string; cityId: number; districtId: number; phone: string; email: string; logoKey: string | null;
}
export interface PendingOwnerData {
  username: string; passwordHash: string; email: string; firstName: string; lastName: string; phone: string;
}

/** A pending registration that never got PayTR's notification stops being payable. */
export const PENDING_TTL_MS = 24 * 60 * 60 * 1000;
export const EXPIRED_REASON = 'Ödeme 24 saat içinde onaylanmadı; kayıt süresi doldu.';

export async function insertPendingRegistration(row: {
  merchantOid: string; salon: PendingSalonData; owner: PendingOwnerData; planId: string; paymentAmount: number; now: Date;
}): Promise<void> {
  const db = await getDb();
  await db.insert(pendingRegistrations).values({
    merchantOid: row.merchantOid, salonData: row.salon, ownerData: row.owner, planId: row.planId,
    paymentAmount: row.paymentAmount, status: 'pending', createdAt: row.now, updatedAt: row.now,
  });
}

/** PayTR refused the token: the row can never be paid. */
export async function markPendingFailed(merchantOid: string, reason: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.update(pendingRegistrations).set({ status: 'failed', failedReason: reason, updatedAt: now })
    .where(and(eq(pendingRegistrations.merchantOid, merchantOid), eq(pendingRegistrations.status, 'pending')));
}

/** Marks pending rows older than 24 hours failed; returns how many. */
export async function expireStalePendingRegistrations(now = new Date(), db?: Db): Promise<number> {
  const handle = db ?? (await getDb());
  const rows = await handle.update(pendingRegistrations)
    .set({ status: 'failed', failedReason: EXPIRED_REASON, updatedAt: now })
    .where(and(eq(pendingRegistrations.status, 'pending'), lt(pendingRegistrations.createdAt, new Date(now.getTime() - PENDING_TTL_MS))))
    .returning({ oid: pendingRegistrations.merchantOid });
  return rows.length;
}

/** PayTR's payment page closes after timeout_limit (default 30 minutes, reference §3). */
export const PAYMENT_WINDOW_MS = 30 * 60 * 1000;
export const PAYMENT_TIMEOUT_MESSAGE =
  'Ödeme 30 dakika içinde tamamlanmadı ve ödeme sayfasının süresi doldu. Kayda geri dönüp yeniden deneyebilirsiniz.';
export const PAYMENT_REVIEW_TITLE = 'Ödemeniz alındı, kaydınız inceleniyor';
export const PAYMENT_REVIEW_MESSAGE =
  'Ödemeniz alındı ancak salonunuz otomatik olarak etkinleştirilemedi. Ekibimiz kaydınızı inceliyor ve size e-posta ile dönüş yapacak; yeniden ödeme yapmayın.';
export const PAYMENT_REFUNDED_MESSAGE = 'Ödemeniz iade edildi; salon kaydı oluşturulmadı. Sorularınız için destek ile iletişime geçin.';
export const CANCELLED_REASON = 'Ödemeden vazgeçildi.';

export type RegistrationStatus =
  | { status: 'pending' }
  | { status: 'completed'; salonCode: string; username: string; planName: string }
  | { status: 'failed'; reason: string }
  /** Paid, but nothing was activated: an operator is looking (/admin/odemeler). */
  | { status: 'review'; title: string; message: string }
  /** Still pending past PayTR's 30 minutes: the page stops waiting (a late notification still counts). */
  | { status: 'expired'; reason: string };

/**
 * What the completion page shows; null for an unknown order id. Expires a stale row on the way.
 * The salon code and the owner's username (what /panel/giris asks for) go only to whoever holds
 * the merchant_oid: ~142 random bits that only the registering browser and PayTR know. Only
 * the username is read out of owner_data; its password hash never leaves the database.
 */
export async function getRegistrationStatus(merchantOid: string, now = new Date()): Promise<RegistrationStatus | null> {
  const db = await getDb();
  const load = () => db.select({
    status: pendingRegistrations.status, failedReason: pendingRegistrations.failedReason, createdAt: pendingRegistrations.createdAt,
    needsReview: pendingRegistrations.needsReview, resolution: pendingRegistrations.reviewResolution,
    salonCode: salons.salonCode, planName: subscriptionPlans.name,
    username: sql<string | null>`${pendingRegistrations.ownerData}->>'username'`,
  }).from(pendingRegistrations)
    .leftJoin(salons, eq(salons.id, pendingRegistrations.salonId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, pendingRegistrations.planId))
    .where(eq(pendingRegistrations.merchantOid, merchantOid)).limit(1);
  let [row] = await load();
  if (!row) return null;
  if (row.status === 'pending' && now.getTime() - row.createdAt.getTime() > PENDING_TTL_MS) {
    await expireStalePendingRegistrations(now, db);
    [row] = await load();
  }
  if (row.status === 'completed') {
    return { status: 'completed', salonCode: row.salonCode ?? '', username: row.username ?? '', planName: row.planName ?? '' };
  }
  // The money was taken: never say 'failed' to someone who paid.
  if (row.needsReview && row.resolution === 'refunded') return { status: 'failed', reason: PAYMENT_REFUNDED_MESSAGE };
  if (row.needsReview) return { status: 'review', title: PAYMENT_REVIEW_TITLE, message: PAYMENT_REVIEW_MESSAGE };
  if (row.status === 'failed') return { status: 'failed', reason: row.failedReason ?? 'Ödeme işlemi tamamlanamadı.' };
  if (now.getTime() - row.createdAt.getTime() > PAYMENT_WINDOW_MS) return { status: 'expired', reason: PAYMENT_TIMEOUT_MESSAGE };
  return { status: 'pending' };
}

/**
 * 'Ödemeden vazgeç ve geri dön': a pending order stops being one. A success PayTR reports for
 * it afterwards activates nothing and goes to the operators' review list (paytr-notification.ts).
 * Only the holder of the merchant_oid can do this. Returns whether a pending row was cancelled.
 */
export async function cancelPendingRegistration(merchantOid: string, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const rows = await db.update(pendingRegistrations).set({ status: 'failed', failedReason: CANCELLED_REASON, updatedAt: now })
    .where(and(eq(pendingRegistrations.merchantOid, merchantOid), eq(pendingRegistrations.status, 'pending')))
    .returning({ oid: pendingRegistrations.merchantOid });
  return rows.length > 0;
}

export async function setSalonLogo(salonId: string, logoUrl: string): Promise<void> {
  const db = await getDb();
  await db.update(salons).set({ logoUrl, updatedAt: new Date() }).where(eq(salons.id, salonId));
}
