import 'server-only';
// Renewing or upgrading a salon's subscription through PayTR, the way a paid registration is
// paid (features/registration/server/register.ts, paytr-notification.ts): the server signs the token with
// the plan's price from the database, the order is written as a pending row, and only PayTR's
// verified notification (app/api/paytr/callback) extends the subscription, exactly once.
import { and, eq, max, ne } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { revalidateSalon } from '@/platform/cache/revalidate';
import type { Db } from '@/platform/db';
import { getActivePaytrMerchant } from '@/features/payments/server/paytr-settings';
import {
  expireStaleRenewalOrders, insertRenewalOrder, listOfferedPlans, markRenewalOrderFailed, payerContact,
} from '@/features/subscriptions/server/panel-subscription';
import { salons, subscriptionOrders, subscriptions, users } from '@/platform/db/schema';
import { env } from '@/platform/env';
import { wakeOutboxWorker } from '@/features/scheduled-work/server/background';
import { enqueueEmail } from '@/platform/mail/outbox';
import { subscriptionReceiptEmail } from '@/features/subscriptions/server/receipt-template';
import { priceToKurus } from '@/features/payments/rules/basket';
import { priceChangeSince } from '@/features/payments/server/confirmed-price';
import { paytrIframeUrl, requestPaytrToken, SETTINGS_MISSING_MESSAGE } from '@/features/payments/server/get-token';
import { newMerchantOid } from '@/features/payments/rules/merchant-oid';
import { PAYMENT_FAILED_MESSAGE, type PaytrNotification } from '@/features/registration/server/paytr-notification';
import { subscriptionPeriod } from '@/features/registration/rules/subscription-period';
import {
  NO_PAYER_EMAIL_MESSAGE, PLAN_UNAVAILABLE_MESSAGE, type RenewalStart, type RenewalStartInput,
} from '../schema';

export const SUBSCRIPTION_PANEL_PATH = '/panel/abonelik';
export const RENEWAL_UNDERPAID_REASON = 'Ödenen tutar plan tutarından az; abonelik uzatılmadı. Lütfen destek ile iletişime geçin.';

const siteUrl = () => env.SITE_URL.replace(/\/+$/, '');

/**
 * 'Planı Yükselt' / 'Yenile': checks the plan and the price the owner confirmed, writes the
 * pending order and asks PayTR for the frame's token. A changed price is answered with the new
 * one (no order, no payment); PayTR's refusal marks the order failed.
 */
export async function startRenewalPayment(
  who: { salonId: string; userId: string }, input: RenewalStartInput, userIp: string, now = new Date(),
): Promise<ActionResult<RenewalStart>> {
  const plan = (await listOfferedPlans()).find((p) => p.id === input.planId);
  if (!plan) return fail(PLAN_UNAVAILABLE_MESSAGE, { planId: PLAN_UNAVAILABLE_MESSAGE }, 400);
  const paymentAmount = priceToKurus(plan.price); // from the database, never the client's
  const changed = priceChangeSince(plan.price, input.price);
  if (changed) return ok({ kind: 'price_changed', ...changed });
  const contact = await payerContact(who.salonId, who.userId);
  if (!contact) return fail('Salon bulunamadı', undefined, 404);
  const email = contact.userEmail?.trim() || contact.salonEmail?.trim();
  if (!email) return fail(NO_PAYER_EMAIL_MESSAGE, undefined, 400);
  const merchant = await getActivePaytrMerchant();
  if (!merchant) return fail(SETTINGS_MISSING_MESSAGE, undefined, 503);

  await expireStaleRenewalOrders(now);
  const merchantOid = newMerchantOid();
  await insertRenewalOrder(who.salonId, { merchantOid, plan, paymentAmount, orderedBy: who.userId, now });
  // Where PayTR sends its frame afterwards: a page that only tells the panel to look again.
  const returnUrl = (outcome: 'ok' | 'fail') => `${siteUrl()}/api/panel/subscription/return?siparis=${merchantOid}&sonuc=${outcome}`;
  const result = await requestPaytrToken(env.PAYTR_API_BASE, merchant, {
    merchantOid, userIp, email, paymentAmount, productName: `${plan.name} – ${contact.salonName}`,
    userName: `${contact.firstName} ${contact.lastName}`.trim() || contact.salonName,
    userAddress: contact.address?.trim() || contact.salonName,
    userPhone: contact.salonPhone?.trim() || contact.userPhone?.trim() || '0',
    okUrl: returnUrl('ok'), failUrl: returnUrl('fail'),
  });
  if (!result.ok) {
    await markRenewalOrderFailed(who.salonId, merchantOid, result.message, now);
    return fail(result.message, undefined, 502);
  }
  return ok({ kind: 'pay', merchantOid, iframeUrl: paytrIframeUrl(env.PAYTR_API_BASE, result.token) });
}

export type RenewalOutcome =
  | { kind: 'unknown' }
  | { kind: 'duplicate' }
  | { kind: 'renewed'; salonId: string; subscriptionId: string; startDate: Date; endDate: Date }
  | { kind: 'failed' }
  | { kind: 'review'; note: string };

/**
 * PayTR's verified notification for a renewal order (reference §4.4), in ONE transaction: the
 * order row is locked and only a 'pending' one changes, so any number of duplicates extend the
 * subscription once. Then the salon row is locked (as the admin's subscription form does), so
 * two renewals of one salon or an operator's edit are applied one after the other. The new
 * period starts at the later of now and the end of the salon's active subscription, and it
 * becomes the salon's one active subscription; the receipt is queued in the same transaction.
 * Less than the order's amount, or a success after a failure/expiry, extends nothing and is
 * flagged for an operator (money may have been captured). 'unknown': not a renewal order.
 */
export async function applyRenewalNotification(db: Db, n: PaytrNotification, now = new Date()): Promise<RenewalOutcome> {
  const total = Number(n.total_amount);
  return db.transaction(async (tx): Promise<RenewalOutcome> => {
    const [order] = await tx.select().from(subscriptionOrders)
      .where(eq(subscriptionOrders.merchantOid, n.merchant_oid)).for('update');
    if (!order) return { kind: 'unknown' };
    const update = (values: Partial<typeof subscriptionOrders.$inferInsert>) =>
      tx.update(subscriptionOrders).set({ ...values, updatedAt: now }).where(eq(subscriptionOrders.merchantOid, n.merchant_oid));

    if (order.status !== 'pending') {
      if (n.status === 'success' && order.status === 'failed' && !order.needsReview) {
        const note = `Başarısız/süresi dolmuş abonelik ödemesine başarılı bildirim geldi (${total} kuruş).`;
        await update({ needsReview: true, paidAmount: total, reviewNote: note });
        return { kind: 'review', note };
      }
      return { kind: 'duplicate' };
    }
    if (n.status === 'failed') {
      await update({ status: 'failed', failedReason: (n.failed_reason_msg?.trim() || PAYMENT_FAILED_MESSAGE).slice(0, 500) });
      return { kind: 'failed' };
    }
    if (total < order.paymentAmount) {
      const note = `Ödenen tutar ${total} kuruş, beklenen ${order.paymentAmount} kuruş.`;
      await update({ status: 'failed', failedReason: RENEWAL_UNDERPAID_REASON, paidAmount: total, needsReview: true, reviewNote: note });
      return { kind: 'review', note };
    }

    const [salon] = await tx.select({ id: salons.id, name: salons.name, email: salons.email })
      .from(salons).where(eq(salons.id, order.salonId)).for('update');
    const [{ activeEnd }] = await tx.select({ activeEnd: max(subscriptions.endDate) }).from(subscriptions)
      .where(and(eq(subscriptions.salonId, order.salonId), eq(subscriptions.isActive, true)));
    const from = activeEnd && activeEnd.getTime() > now.getTime() ? activeEnd : now;
    const { startDate, endDate } = subscriptionPeriod(order.interval, from);
    const [created] = await tx.insert(subscriptions).values({
      salonId: order.salonId, planId: order.planId, type: order.interval, startDate, endDate, isActive: true,
      paytrMerchantOid: order.merchantOid, paytrPaymentDate: now, createdAt: now,
    }).returning({ id: subscriptions.id });
    // One active subscription per salon, as the admin's form keeps it.
    await tx.update(subscriptions).set({ isActive: false })
      .where(and(eq(subscriptions.salonId, order.salonId), eq(subscriptions.isActive, true), ne(subscriptions.id, created.id)));
    await update({ status: 'paid', paidAt: now, paidAmount: total, subscriptionId: created.id });

    let to = salon.email?.trim() || null;
    if (!to && order.orderedBy) {
      const [payer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.orderedBy));
      to = payer?.email?.trim() || null;
    }
    if (to) {
      await enqueueEmail(tx, subscriptionReceiptEmail({
        to, salonName: salon.name, planName: order.planName, paidAmount: total, paidAt: now, endDate,
        merchantOid: order.merchantOid, panelUrl: `${siteUrl()}${SUBSCRIPTION_PANEL_PATH}`,
      }));
    }
    return { kind: 'renewed', salonId: order.salonId, subscriptionId: created.id, startDate, endDate };
  });
}

/** After the callback's transaction committed: public pages take bookings again, the receipt leaves. */
export function afterRenewal(outcome: RenewalOutcome): void {
  if (outcome.kind !== 'renewed') return;
  revalidateSalon(outcome.salonId);
  wakeOutboxWorker();
}
