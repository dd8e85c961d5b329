import 'server-only';
// 'İncelenecek Ödemeler' (/admin/odemeler, issue 24 §2): paid orders that activated nothing —
// a registration whose username was taken after payment, an underpayment, a success after a
// failure, an expiry or the owner's cancel, and the same for panel renewals. PayTR's callback
// flags them (needs_review); an operator either completes the registration (under another
// username if needed) or records that the money was refunded. Both are idempotent, and refuse
// with the message the operator reads (ActionResult).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/platform/db';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { clashMessage, TAKEN_MESSAGES, type OwnerClashField } from '@/features/registration/server/clash';
import { createSalonWithOwner } from '@/features/registration/server/create-salon';
import type { PendingOwnerData, PendingSalonData } from '@/features/registration/server/registrations';
import { pendingRegistrations, salons, subscriptionOrders, subscriptionPlans } from '@/platform/db/schema';
import {
  PAYMENT_REVIEW_COMPLETED_MESSAGE, PAYMENT_REVIEW_NOT_FOUND_MESSAGE, PAYMENT_REVIEW_REFUNDED_MESSAGE,
} from '@/features/subscriptions/schema.payment-review';

export type PaymentReviewKind = 'registration' | 'renewal';

export interface PaymentReviewRow {
  kind: PaymentReviewKind;
  merchantOid: string;
  salonName: string;
  /** The owner's username (registration) or the salon code (renewal). */
  who: string;
  planName: string | null;
  /** kuruş */
  expectedAmount: number;
  /** kuruş PayTR reported as collected */
  paidAmount: number | null;
  note: string;
  createdAt: Date;
  updatedAt: Date;
}

const openRegistration = and(eq(pendingRegistrations.needsReview, true), isNull(pendingRegistrations.reviewResolution));
const openRenewal = and(eq(subscriptionOrders.needsReview, true), isNull(subscriptionOrders.reviewResolution));

/** Every open item, newest flag first. A short list by nature (each one is a support case). */
export async function listPaymentReviews(handle?: Db): Promise<PaymentReviewRow[]> {
  const db = handle ?? (await getDb());
  const [registrations, renewals] = await Promise.all([
    db.select({
      merchantOid: pendingRegistrations.merchantOid,
      salonName: sql<string>`coalesce(${pendingRegistrations.salonData}->>'name', '')`,
      username: sql<string>`coalesce(${pendingRegistrations.ownerData}->>'username', '')`,
      planName: subscriptionPlans.name,
      expectedAmount: pendingRegistrations.paymentAmount, paidAmount: pendingRegistrations.paidAmount,
      note: pendingRegistrations.reviewNote, createdAt: pendingRegistrations.createdAt, updatedAt: pendingRegistrations.updatedAt,
    }).from(pendingRegistrations)
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, pendingRegistrations.planId))
      .where(openRegistration).orderBy(desc(pendingRegistrations.updatedAt)).limit(200),
    db.select({
      merchantOid: subscriptionOrders.merchantOid, salonName: salons.name, salonCode: salons.salonCode,
      planName: subscriptionOrders.planName,
      expectedAmount: subscriptionOrders.paymentAmount, paidAmount: subscriptionOrders.paidAmount,
      note: subscriptionOrders.reviewNote, createdAt: subscriptionOrders.createdAt, updatedAt: subscriptionOrders.updatedAt,
    }).from(subscriptionOrders).innerJoin(salons, eq(salons.id, subscriptionOrders.salonId))
      .where(openRenewal).orderBy(desc(subscriptionOrders.updatedAt)).limit(200),
  ]);
  const rows: PaymentReviewRow[] = [
    ...registrations.map((r) => ({ kind: 'registration' as const, ...r, who: r.username, note: r.note ?? '' })),
    ...renewals.map((r) => ({ kind: 'renewal' as const, ...r, who: r.salonCode, note: r.note ?? '' })),
  ];
  return rows.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}

export async function countPaymentReviews(handle?: Db): Promise<number> {
  const db = handle ?? (await getDb());
  const [[a], [b]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(pendingRegistrations).where(openRegistration),
    db.select({ n: sql<number>`count(*)::int` }).from(subscriptionOrders).where(openRenewal),
  ]);
  return Number(a.n) + Number(b.n);
}

export type CompleteReviewResult = ActionResult<{ salonId: string; salonCode: string; username: string; logoKey: string | null; already: boolean }>;

const notOnTheList = () => fail(PAYMENT_REVIEW_NOT_FOUND_MESSAGE, undefined, 404);

/** A clash on the owner's e-mail or phone is another account's now: only a refund settles that. */
function ownerClash(clash: OwnerClashField, username: string) {
  return clash === 'username'
    ? fail(clashMessage('username', username), { username: TAKEN_MESSAGES.username }, 409)
    : fail(`${TAKEN_MESSAGES[clash]}; bu kayıt başka bir kullanıcı adıyla da tamamlanamaz, ödemeyi iade edin.`, undefined, 409);
}

/**
 * Creates the salon of a flagged, paid registration through the registration's own code path
 * (createSalonWithOwner), in ONE transaction with marking the row completed. The row is locked,
 * so two operators pressing at once get one salon; pressing again answers the same salon.
 * `username` replaces the owner's (the usual cause: it was taken after the payment).
 */
export async function completeReviewedRegistration(
  input: { merchantOid: string; username: string; adminId: string; now?: Date },
): Promise<CompleteReviewResult> {
  const now = input.now ?? new Date();
  const db = await getDb();
  return db.transaction(async (tx): Promise<CompleteReviewResult> => {
    const [row] = await tx.select().from(pendingRegistrations)
      .where(eq(pendingRegistrations.merchantOid, input.merchantOid)).for('update');
    if (!row || !row.needsReview) return notOnTheList();
    const owner = row.ownerData as PendingOwnerData;
    const salon = row.salonData as PendingSalonData;
    if (row.reviewResolution === 'refunded') return fail(PAYMENT_REVIEW_REFUNDED_MESSAGE, undefined, 404);
    if (row.reviewResolution === 'completed' || row.status === 'completed') {
      const [done] = await tx.select({ code: salons.salonCode }).from(salons).where(eq(salons.id, row.salonId ?? ''));
      return ok({ salonId: row.salonId ?? '', salonCode: done?.code ?? '', username: owner.username, logoKey: null, already: true });
    }
    const [plan] = await tx.select({ id: subscriptionPlans.id, name: subscriptionPlans.name, interval: subscriptionPlans.interval })
      .from(subscriptionPlans).where(eq(subscriptionPlans.id, row.planId));
    const created = await createSalonWithOwner(tx, {
      salon: { name: salon.name, address: salon.address, cityId: salon.cityId, districtId: salon.districtId, phone: salon.phone, email: salon.email },
      owner: { ...owner, username: input.username },
      plan,
      payment: { merchantOid: row.merchantOid, paidAt: now },
      now,
    });
    if (!created.ok) return ownerClash(created.clash, input.username);
    await tx.update(pendingRegistrations).set({
      status: 'completed', salonId: created.salonId, completedAt: now, updatedAt: now,
      ownerData: { ...owner, username: input.username },
      reviewResolution: 'completed', reviewedAt: now, reviewedBy: input.adminId,
    }).where(eq(pendingRegistrations.merchantOid, row.merchantOid));
    return ok({ salonId: created.salonId, salonCode: created.salonCode, username: input.username, logoKey: salon.logoKey, already: false });
  });
}

export type RefundResult = ActionResult<{ already: boolean }>;

/** Records that the money of a flagged order was refunded (in PayTR's merchant panel); idempotent. */
export async function markPaymentRefunded(
  input: { kind: PaymentReviewKind; merchantOid: string; adminId: string; now?: Date },
): Promise<RefundResult> {
  const now = input.now ?? new Date();
  const db = await getDb();
  const reviewed = { reviewResolution: 'refunded' as const, reviewedAt: now, reviewedBy: input.adminId, updatedAt: now };
  return db.transaction(async (tx): Promise<RefundResult> => {
    const row = input.kind === 'registration'
      ? (await tx.select({ needsReview: pendingRegistrations.needsReview, resolution: pendingRegistrations.reviewResolution, status: pendingRegistrations.status })
        .from(pendingRegistrations).where(eq(pendingRegistrations.merchantOid, input.merchantOid)).for('update'))[0]
      : (await tx.select({ needsReview: subscriptionOrders.needsReview, resolution: subscriptionOrders.reviewResolution, status: subscriptionOrders.status })
        .from(subscriptionOrders).where(eq(subscriptionOrders.merchantOid, input.merchantOid)).for('update'))[0];
    if (!row || !row.needsReview) return notOnTheList();
    if (row.resolution === 'refunded') return ok({ already: true });
    if (row.resolution === 'completed' || row.status === 'completed' || row.status === 'paid') return fail(PAYMENT_REVIEW_COMPLETED_MESSAGE, undefined, 404);
    if (input.kind === 'registration') {
      await tx.update(pendingRegistrations).set(reviewed).where(eq(pendingRegistrations.merchantOid, input.merchantOid));
    } else {
      await tx.update(subscriptionOrders).set(reviewed).where(eq(subscriptionOrders.merchantOid, input.merchantOid));
    }
    return ok({ already: false });
  });
}
