import 'server-only';
// Subscription plans in the back-office (spec 2 §2 plans list and pricing, §4, §7). When the
// table is empty the three defaults are created. A plan that subscriptions or pending paid
// registrations still use is never deleted (the row is locked while checking, so a subscription
// created meanwhile cannot slip in); the admin is offered deactivation instead (a 409 saying so).
import { asc, count, desc, eq, or, sql } from 'drizzle-orm';
import { DEFAULT_PLANS } from '@/platform/db/seed/plan-defaults';
import { PLAN_NOT_FOUND_MESSAGE, planInUseMessage, type PlanInput } from '@/features/subscriptions/schema.plan';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { likePattern } from '@/platform/http/table-query';
import { foldTurkish } from '@/platform/text/turkish';
import { getDb } from '@/platform/db';
import { pendingRegistrations, subscriptionPlans, subscriptions, type PlanInterval } from '@/platform/db/schema';

export interface AdminPlan {
  id: string;
  name: string;
  description: string | null;
  price: number;
  currency: string;
  interval: PlanInterval;
  features: string[];
  active: boolean;
  /** Texts a salon on the plan may send a month (billed parts). */
  smsAllowance: number;
  createdAt: Date;
  /** Subscriptions referring to the plan. */
  subscriptionCount: number;
}

/** Spec 2 §7: "If no plans exist, three defaults are created." Serialised by a table lock. */
export async function ensureDefaultPlans(): Promise<number> {
  const db = await getDb();
  // Plans almost always exist: a plain read answers that without taking the lock.
  if ((await db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).limit(1)).length > 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${subscriptionPlans} in share row exclusive mode`);
    const [{ n }] = await tx.select({ n: count() }).from(subscriptionPlans);
    if (n > 0) return 0;
    await tx.insert(subscriptionPlans).values(DEFAULT_PLANS.map((plan) => ({ ...plan, currency: 'TRY' })));
    return DEFAULT_PLANS.length;
  });
}

/** Every plan, newest first (spec 2 §7), optionally matching a search on name or description. */
export async function listAdminPlans(q = ''): Promise<AdminPlan[]> {
  const db = await getDb();
  const used = db.select({ planId: subscriptions.planId, n: count().as('n') }).from(subscriptions).groupBy(subscriptions.planId).as('used');
  const pattern = likePattern(foldTurkish(q));
  const rows = await db.select({
    id: subscriptionPlans.id, name: subscriptionPlans.name, description: subscriptionPlans.description,
    price: subscriptionPlans.price, currency: subscriptionPlans.currency, interval: subscriptionPlans.interval,
    features: subscriptionPlans.features, active: subscriptionPlans.active, smsAllowance: subscriptionPlans.smsAllowance,
    createdAt: subscriptionPlans.createdAt,
    subscriptionCount: sql<number>`coalesce(${used.n}, 0)`.mapWith(Number),
  }).from(subscriptionPlans)
    .leftJoin(used, eq(used.planId, subscriptionPlans.id))
    .where(q ? or(sql`search_fold(${subscriptionPlans.name}) like ${pattern}`, sql`search_fold(${subscriptionPlans.description}) like ${pattern}`) : undefined)
    .orderBy(desc(subscriptionPlans.createdAt), asc(subscriptionPlans.name));
  return rows.map((r) => ({ ...r, features: Array.isArray(r.features) ? r.features : [] }));
}

function planValues(input: PlanInput, now: Date) {
  return {
    name: input.name, description: input.description, price: input.price, currency: input.currency,
    interval: input.interval, features: input.features, active: input.active, updatedAt: now,
    ...(input.smsAllowance === undefined ? {} : { smsAllowance: input.smsAllowance }),
  };
}

export async function createPlan(input: PlanInput, now = new Date()): Promise<{ id: string }> {
  const db = await getDb();
  const [row] = await db.insert(subscriptionPlans).values({ ...planValues(input, now), createdAt: now }).returning({ id: subscriptionPlans.id });
  return row;
}

export async function updatePlan(id: string, input: PlanInput, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const rows = await db.update(subscriptionPlans).set(planValues(input, now)).where(eq(subscriptionPlans.id, id)).returning({ id: subscriptionPlans.id });
  return rows.length === 1;
}

export async function setPlanActive(id: string, active: boolean, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const rows = await db.update(subscriptionPlans).set({ active, updatedAt: now }).where(eq(subscriptionPlans.id, id)).returning({ id: subscriptionPlans.id });
  return rows.length === 1;
}

export type DeletePlanResult = ActionResult<{ name: string }>;

export async function deletePlan(id: string): Promise<DeletePlanResult> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<DeletePlanResult> => {
    const [plan] = await tx.select({ name: subscriptionPlans.name }).from(subscriptionPlans).where(eq(subscriptionPlans.id, id)).for('update');
    if (!plan) return fail(PLAN_NOT_FOUND_MESSAGE, undefined, 404);
    const [[subs], [pending]] = await Promise.all([
      tx.select({ n: count() }).from(subscriptions).where(eq(subscriptions.planId, id)),
      tx.select({ n: count() }).from(pendingRegistrations).where(eq(pendingRegistrations.planId, id)),
    ]);
    const uses = subs.n + pending.n;
    if (uses > 0) return fail(planInUseMessage(plan.name, uses), undefined, 409);
    await tx.delete(subscriptionPlans).where(eq(subscriptionPlans.id, id));
    return ok({ name: plan.name });
  });
}
