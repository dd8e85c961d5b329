import 'server-only';
// /panel/abonelik's data: the salon's current subscription (picked as the admin's salon screen
// picks it: currentSubscriptions), the plans it can pay for, its payment history, and the
// renewal orders the panel starts (subscription_orders, migration 20261125030000). Every
// function takes the session's salon id first; another salon's order is "not found".
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/platform/db';
import { currentSubscriptions, type SalonSubscription } from '@/features/salons/server/admin-salons';
import { PENDING_TTL_MS } from '@/features/registration/server/registrations';
import {
  pendingRegistrations, salons, subscriptionOrders, subscriptionPlans, subscriptions, users, type SubscriptionOrderStatus,
} from '@/platform/db/schema';

export const RENEWAL_EXPIRED_REASON = 'Ödeme 24 saat içinde onaylanmadı.';

export interface OfferedPlan {
  id: string;
  name: string;
  interval: 'monthly' | 'yearly';
  /** TL */
  price: number;
}

export type PaymentHistoryStatus = SubscriptionOrderStatus | 'review';

export interface PaymentHistoryRow {
  merchantOid: string;
  /** When PayTR confirmed it, else when it was started. */
  date: Date;
  planName: string;
  /** kuruş; null when unknown (a payment recorded without its amount). */
  amount: number | null;
  status: PaymentHistoryStatus;
  reason: string | null;
}

export interface PanelSubscription {
  current: SalonSubscription | null;
  /** The salon has had a trial (a second one is never granted). */
  hadTrial: boolean;
  plans: OfferedPlan[];
  history: PaymentHistoryRow[];
}

/** The active paid plans an owner can buy, cheapest first (the trial is never offered again). */
export async function listOfferedPlans(db?: Db): Promise<OfferedPlan[]> {
  const q = db ?? (await getDb());
  const rows = await q.select({ id: subscriptionPlans.id, name: subscriptionPlans.name, interval: subscriptionPlans.interval, price: subscriptionPlans.price })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.active, true), inArray(subscriptionPlans.interval, ['monthly', 'yearly']), gt(subscriptionPlans.price, 0)))
    .orderBy(asc(subscriptionPlans.price), asc(subscriptionPlans.name));
  return rows.map((r) => ({ ...r, interval: r.interval as OfferedPlan['interval'] }));
}

/** Pending orders PayTR never confirmed within 24 hours can no longer be paid. */
export async function expireStaleRenewalOrders(now = new Date(), db?: Db): Promise<number> {
  const q = db ?? (await getDb());
  const rows = await q.update(subscriptionOrders)
    .set({ status: 'failed', failedReason: RENEWAL_EXPIRED_REASON, updatedAt: now })
    .where(and(eq(subscriptionOrders.status, 'pending'), lt(subscriptionOrders.createdAt, new Date(now.getTime() - PENDING_TTL_MS))))
    .returning({ oid: subscriptionOrders.merchantOid });
  return rows.length;
}

/**
 * The payment history: the salon's renewal orders (every state), plus paid subscriptions that
 * have no order (the paid registration, older records), newest first.
 */
async function paymentHistory(q: Db, salonId: string): Promise<PaymentHistoryRow[]> {
  const [orders, paidSubscriptions] = await Promise.all([
    q.select({
      merchantOid: subscriptionOrders.merchantOid, createdAt: subscriptionOrders.createdAt, paidAt: subscriptionOrders.paidAt,
      planName: subscriptionOrders.planName, paymentAmount: subscriptionOrders.paymentAmount, paidAmount: subscriptionOrders.paidAmount,
      status: subscriptionOrders.status, needsReview: subscriptionOrders.needsReview, failedReason: subscriptionOrders.failedReason,
    }).from(subscriptionOrders).where(eq(subscriptionOrders.salonId, salonId))
      .orderBy(desc(subscriptionOrders.createdAt)).limit(50),
    q.select({
      merchantOid: subscriptions.paytrMerchantOid, paidAt: subscriptions.paytrPaymentDate, createdAt: subscriptions.createdAt,
      planName: subscriptionPlans.name, type: subscriptions.type,
      amount: sql<number | null>`coalesce(${pendingRegistrations.paidAmount}, ${pendingRegistrations.paymentAmount})`,
    }).from(subscriptions)
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .leftJoin(pendingRegistrations, eq(pendingRegistrations.merchantOid, subscriptions.paytrMerchantOid))
      .where(and(
        eq(subscriptions.salonId, salonId), isNotNull(subscriptions.paytrMerchantOid),
        sql`not exists (select 1 from ${subscriptionOrders} o where o.merchant_oid = ${subscriptions.paytrMerchantOid})`,
      ))
      .orderBy(desc(subscriptions.createdAt)).limit(50),
  ]);
  const rows: PaymentHistoryRow[] = [
    ...orders.map((o) => ({
      merchantOid: o.merchantOid, date: o.paidAt ?? o.createdAt, planName: o.planName,
      amount: o.paidAmount ?? o.paymentAmount,
      status: (o.needsReview ? 'review' : o.status) as PaymentHistoryStatus,
      reason: o.status === 'failed' ? o.failedReason : null,
    })),
    ...paidSubscriptions.map((s) => ({
      merchantOid: s.merchantOid!, date: s.paidAt ?? s.createdAt, planName: s.planName ?? s.type,
      amount: s.amount === null ? null : Number(s.amount), status: 'paid' as const, reason: null,
    })),
  ];
  return rows.sort((a, b) => b.date.getTime() - a.date.getTime());
}

export async function loadPanelSubscription(salonId: string, now = new Date()): Promise<PanelSubscription> {
  const db = await getDb();
  await expireStaleRenewalOrders(now, db);
  const [current, [trial], plans, history] = await Promise.all([
    currentSubscriptions([salonId]).then((m) => m.get(salonId) ?? null),
    db.select({ id: subscriptions.id }).from(subscriptions)
      .where(and(eq(subscriptions.salonId, salonId), eq(subscriptions.type, 'trial'))).limit(1),
    listOfferedPlans(db),
    paymentHistory(db, salonId),
  ]);
  return { current, hadTrial: Boolean(trial), plans, history };
}

/** Who pays: the salon's and the signed-in user's contact details for PayTR's form. */
export async function payerContact(salonId: string, userId: string): Promise<{
  salonName: string; salonEmail: string | null; salonPhone: string | null; address: string | null;
  firstName: string; lastName: string; userEmail: string | null; userPhone: string | null;
} | null> {
  const db = await getDb();
  const [row] = await db.select({
    salonName: salons.name, salonEmail: salons.email, salonPhone: salons.phone, address: salons.address,
    firstName: users.firstName, lastName: users.lastName, userEmail: users.email, userPhone: users.phone,
  }).from(users).innerJoin(salons, eq(salons.id, users.salonId))
    .where(and(eq(users.id, userId), eq(users.salonId, salonId))).limit(1);
  return row ?? null;
}

export async function insertRenewalOrder(salonId: string, row: {
  merchantOid: string; plan: OfferedPlan; paymentAmount: number; orderedBy: string; now: Date;
}): Promise<void> {
  const db = await getDb();
  await db.insert(subscriptionOrders).values({
    merchantOid: row.merchantOid, salonId, planId: row.plan.id, planName: row.plan.name, interval: row.plan.interval,
    paymentAmount: row.paymentAmount, status: 'pending', orderedBy: row.orderedBy, createdAt: row.now, updatedAt: row.now,
  });
}

/** PayTR refused the token: the order can never be paid. */
export async function markRenewalOrderFailed(salonId: string, merchantOid: string, reason: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.update(subscriptionOrders).set({ status: 'failed', failedReason: reason.slice(0, 500), updatedAt: now })
    .where(and(eq(subscriptionOrders.salonId, salonId), eq(subscriptionOrders.merchantOid, merchantOid), eq(subscriptionOrders.status, 'pending')));
}

export type RenewalOrderState =
  | { status: 'pending' }
  | { status: 'paid'; endDate: string | null }
  | { status: 'failed'; reason: string };

/** What the panel polls while PayTR's frame is open; null when it is not this salon's order. */
export async function findRenewalOrderState(salonId: string, merchantOid: string, now = new Date()): Promise<RenewalOrderState | null> {
  const db = await getDb();
  const load = () => db.select({
    status: subscriptionOrders.status, failedReason: subscriptionOrders.failedReason, createdAt: subscriptionOrders.createdAt,
    endDate: subscriptions.endDate,
  }).from(subscriptionOrders)
    .leftJoin(subscriptions, eq(subscriptions.id, subscriptionOrders.subscriptionId))
    .where(and(eq(subscriptionOrders.salonId, salonId), eq(subscriptionOrders.merchantOid, merchantOid))).limit(1);
  let [row] = await load();
  if (!row) return null;
  if (row.status === 'pending' && now.getTime() - row.createdAt.getTime() > PENDING_TTL_MS) {
    await expireStaleRenewalOrders(now, db);
    [row] = await load();
  }
  if (row.status === 'paid') return { status: 'paid', endDate: row.endDate?.toISOString() ?? null };
  if (row.status === 'failed') return { status: 'failed', reason: row.failedReason ?? 'Ödeme işlemi tamamlanamadı.' };
  return { status: 'pending' };
}
