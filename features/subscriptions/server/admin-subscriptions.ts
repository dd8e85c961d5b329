import 'server-only';
// Subscriptions in the back-office (spec 2 §2 Active subscriptions page, §4, §5 subscription
// form, §7). Dates arrive as Istanbul calendar days and are stored as the instants the day
// starts and ends (features/subscriptions/rules/subscription-status.ts). A salon has at most one active
// subscription: saving a new one ends (deactivates) the others in the same transaction.
// Saving refuses with the form's message and status (ActionResult).
import { and, asc, desc, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { subscriptionInstants } from '@/features/subscriptions/rules/subscription-status';
import {
  SUBSCRIPTION_PLAN_MESSAGE, subscriptionSaveFailedMessage, TRIAL_ALREADY_USED_MESSAGE, type SubscriptionInput,
} from '@/features/subscriptions/schema.admin';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { offsetOf, pageOf, type Paged, type TableQuery } from '@/platform/http/table-query';
import { getDb } from '@/platform/db';
import { foldedPattern, salonMatches } from '@/platform/db/search';
import { salons, subscriptionPlans, subscriptions, type PlanInterval } from '@/platform/db/schema';

export { subscriptionFigures } from '@/features/salons/server/admin-salons';

export const ADMIN_SUBSCRIPTION_TABLE = {
  sorts: ['createdAt', 'endDate', 'salonName'],
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  filters: ['all', 'active', 'expired'],
  defaultFilter: 'all',
} as const;
export type AdminSubscriptionQuery = TableQuery<(typeof ADMIN_SUBSCRIPTION_TABLE.sorts)[number], (typeof ADMIN_SUBSCRIPTION_TABLE.filters)[number]>;

export interface AdminSubscriptionRow {
  id: string;
  salonId: string;
  salonName: string;
  salonCode: string;
  planName: string | null;
  type: PlanInterval;
  startDate: Date;
  endDate: Date;
  isActive: boolean;
}

const SORTS = { createdAt: subscriptions.createdAt, endDate: subscriptions.endDate, salonName: salons.name } as const;

export async function listAdminSubscriptions(query: AdminSubscriptionQuery, now = new Date()): Promise<Paged<AdminSubscriptionRow>> {
  const db = await getDb();
  const at = sql`${now.toISOString()}::timestamptz`;
  const conditions: SQL[] = [];
  if (query.q) conditions.push(salonMatches(foldedPattern(query.q)));
  if (query.filter === 'active') conditions.push(eq(subscriptions.isActive, true), gt(subscriptions.endDate, at));
  if (query.filter === 'expired') conditions.push(eq(subscriptions.isActive, true), lte(subscriptions.endDate, at));
  const where = conditions.length ? and(...conditions) : undefined;
  const column = SORTS[query.sort];
  const [rows, [{ n }]] = await Promise.all([
    db.select({
      id: subscriptions.id, salonId: subscriptions.salonId, salonName: salons.name, salonCode: salons.salonCode,
      planName: subscriptionPlans.name, type: subscriptions.type, startDate: subscriptions.startDate,
      endDate: subscriptions.endDate, isActive: subscriptions.isActive,
    }).from(subscriptions)
      .innerJoin(salons, eq(salons.id, subscriptions.salonId))
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(where)
      .orderBy(query.dir === 'asc' ? asc(column) : desc(column), asc(subscriptions.id))
      .limit(query.pageSize).offset(offsetOf(query)),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(subscriptions)
      .innerJoin(salons, eq(salons.id, subscriptions.salonId)).where(where),
  ]);
  return pageOf(rows, n, query);
}

export type SaveSubscriptionResult = ActionResult<{ id: string }>;

/**
 * Creates the salon's subscription (ending any other active one) or edits the given one.
 * Refused: a salon, subscription or plan that is gone (404), a second trial (409).
 */
export async function saveSubscription(input: SubscriptionInput, now = new Date()): Promise<SaveSubscriptionResult> {
  const db = await getDb();
  const { startDate, endDate } = subscriptionInstants(input.startDate, input.endDate);
  const notFound = (fieldErrors?: Record<string, string>) => fail(subscriptionSaveFailedMessage(Boolean(input.id)), fieldErrors, 404);
  return db.transaction(async (tx): Promise<SaveSubscriptionResult> => {
    const [salon] = await tx.select({ id: salons.id }).from(salons).where(eq(salons.id, input.salonId)).for('update');
    if (!salon) return notFound();
    const [plan] = await tx.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.id, input.planId));
    if (!plan) return notFound({ planId: SUBSCRIPTION_PLAN_MESSAGE });
    if (input.type === 'trial') {
      const [trial] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(and(
        eq(subscriptions.salonId, input.salonId), eq(subscriptions.type, 'trial'), input.id ? ne(subscriptions.id, input.id) : undefined,
      )).limit(1);
      if (trial) return fail(TRIAL_ALREADY_USED_MESSAGE, { type: TRIAL_ALREADY_USED_MESSAGE }, 409);
    }
    const values = { planId: input.planId, type: input.type, startDate, endDate, isActive: true };
    let id: string;
    if (input.id) {
      const rows = await tx.update(subscriptions).set(values)
        .where(and(eq(subscriptions.id, input.id), eq(subscriptions.salonId, input.salonId))).returning({ id: subscriptions.id });
      if (rows.length === 0) return notFound();
      id = rows[0].id;
    } else {
      const [row] = await tx.insert(subscriptions).values({ salonId: input.salonId, ...values, createdAt: now }).returning({ id: subscriptions.id });
      id = row.id;
    }
    await tx.update(subscriptions).set({ isActive: false })
      .where(and(eq(subscriptions.salonId, input.salonId), eq(subscriptions.isActive, true), ne(subscriptions.id, id)));
    return ok({ id });
  });
}

/** 'Aboneliği iptal et': is_active false. Returns the salon, or null when there is no such subscription. */
export async function cancelSubscription(subscriptionId: string): Promise<{ salonId: string } | null> {
  const db = await getDb();
  const [row] = await db.update(subscriptions).set({ isActive: false }).where(eq(subscriptions.id, subscriptionId))
    .returning({ salonId: subscriptions.salonId });
  return row ?? null;
}

/** Plans for the subscription and salon forms: active ones, then the rest, by price. */
export async function listPlanOptions(): Promise<{ id: string; name: string; interval: PlanInterval; active: boolean }[]> {
  const db = await getDb();
  return db.select({ id: subscriptionPlans.id, name: subscriptionPlans.name, interval: subscriptionPlans.interval, active: subscriptionPlans.active })
    .from(subscriptionPlans).orderBy(desc(subscriptionPlans.active), asc(subscriptionPlans.price), asc(subscriptionPlans.name));
}
