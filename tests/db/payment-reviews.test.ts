// Paid orders that activated nothing (issue 24 §2) on a real database: the owner is told the
// truth ('Ödemeniz alındı, kaydınız inceleniyor', never 'failed'), operators see every such
// order — registrations and renewals — with what happened and the amounts, and settle it by
// completing the registration under another username (the registration's own code path, one
// transaction, idempotent, once under concurrent presses) or by recording the refund.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { loadAdminNotifications } from '@/features/back-office/server/notifications';
import { completeReviewedRegistration, countPaymentReviews, listPaymentReviews, markPaymentRefunded } from '@/features/subscriptions/server/payment-reviews';
import { insertRenewalOrder, listOfferedPlans } from '@/features/subscriptions/server/panel-subscription';
import { getRegistrationStatus, insertPendingRegistration } from '@/features/registration/server/registrations';
import { createSalonWithOwner } from '@/features/registration/server/create-salon';
import { clashMessage, TAKEN_MESSAGES } from '@/features/registration/server/clash';
import {
  PAYMENT_REVIEW_COMPLETED_MESSAGE, PAYMENT_REVIEW_NOT_FOUND_MESSAGE, PAYMENT_REVIEW_REFUNDED_MESSAGE,
} from '@/features/subscriptions/schema.payment-review';
import { applyPaytrNotification } from '@/features/registration/server/paytr-notification';
import { applyRenewalNotification } from '@/features/subscriptions/server/renewal';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createRegistrationFixture, salonInput, type RegistrationFixture } from './registration-fixtures';

describe.each(databaseKinds)('payments under review on %s', (kind) => {
  let test: TestDatabase;
  let f: RegistrationFixture;
  let adminId: string;
  let seq = 0;
  const q = <T = Record<string, unknown>>(s: string, p: unknown[] = []) => test.conn.query<T>(s, p);
  const salonCount = async () => Number((await q<{ n: string }>(`select count(*) n from salons`))[0].n);

  /** A paid (monthly) registration whose username another owner takes before PayTR confirms it. */
  async function takenAfterPayment() {
    const input = salonInput(f);
    const merchantOid = `SRREVIEW${Date.now()}${++seq}`;
    await insertPendingRegistration({
      merchantOid, planId: f.plans.monthly.id, paymentAmount: 2990, now: new Date(),
      salon: { ...input.salon, logoKey: null }, owner: input.owner,
    });
    const rival = await createSalonWithOwner(test.conn.db, { ...salonInput(f, { username: input.owner.username }), welcomeEmail: false });
    expect(rival.ok).toBe(true);
    const outcome = await applyPaytrNotification(test.conn.db, { merchant_oid: merchantOid, status: 'success', total_amount: '2990' });
    expect(outcome.kind).toBe('review');
    return { merchantOid, input };
  }

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createRegistrationFixture(test.conn);
    [{ id: adminId }] = await q<{ id: string }>(`insert into admin_users (email, password_hash, role) values ('odeme@example.com', 'x', 'admin') returning id`);
  });
  afterAll(async () => { await test?.dispose(); });

  it('tells the owner who paid that the registration is being reviewed, not that the payment failed', async () => {
    const { merchantOid } = await takenAfterPayment();
    expect(await getRegistrationStatus(merchantOid)).toEqual({
      status: 'review', title: 'Ödemeniz alındı, kaydınız inceleniyor', message: expect.stringContaining('yeniden ödeme yapmayın'),
    });
  });

  it('lists flagged registrations and renewals with what happened and the amounts, and rings the bell', async () => {
    const { merchantOid, input } = await takenAfterPayment();
    const salon = await createSalonWithOwner(test.conn.db, { ...salonInput(f), welcomeEmail: false });
    if (!salon.ok) throw new Error('fixture clash');
    const monthly = (await listOfferedPlans()).find((p) => p.interval === 'monthly')!;
    const renewalOid = `RENEWREVIEW${++seq}`;
    await insertRenewalOrder(salon.salonId, { merchantOid: renewalOid, plan: monthly, paymentAmount: 2990, orderedBy: salon.ownerId, now: new Date() });
    expect((await applyRenewalNotification(test.conn.db, { merchant_oid: renewalOid, status: 'success', total_amount: '2000' })).kind).toBe('review');

    const rows = await listPaymentReviews();
    expect(rows.find((r) => r.merchantOid === merchantOid)).toMatchObject({
      kind: 'registration', salonName: input.salon.name, who: input.owner.username, expectedAmount: 2990, paidAmount: 2990,
      note: expect.stringContaining('kullanıcı adı zaten kullanılıyor'),
    });
    expect(rows.find((r) => r.merchantOid === renewalOid)).toMatchObject({
      kind: 'renewal', who: salon.salonCode, expectedAmount: 2990, paidAmount: 2000,
      note: expect.stringContaining('2000'),
    });
    const open = await countPaymentReviews();
    expect(open).toBe(rows.length);
    const bell = await loadAdminNotifications({ includeRegistrations: true });
    expect(bell.items[0]).toMatchObject({ kind: 'payment_review', href: '/admin/odemeler', detail: `${open} ödeme alındı ama etkinleştirilmedi` });
    expect((await loadAdminNotifications({ includeRegistrations: false })).items.some((i) => i.kind === 'payment_review')).toBe(false);

    // The refund of the renewal is recorded once; it leaves the list, and the bell counts one less.
    expect(await markPaymentRefunded({ kind: 'renewal', merchantOid: renewalOid, adminId })).toEqual({ ok: true, data: { already: false } });
    expect(await markPaymentRefunded({ kind: 'renewal', merchantOid: renewalOid, adminId })).toEqual({ ok: true, data: { already: true } });
    expect((await listPaymentReviews()).some((r) => r.merchantOid === renewalOid)).toBe(false);
    expect(await countPaymentReviews()).toBe(open - 1);
    const [order] = await q<{ review_resolution: string; reviewed_by: string }>(`select review_resolution, reviewed_by from subscription_orders where merchant_oid = $1`, [renewalOid]);
    expect(order).toEqual({ review_resolution: 'refunded', reviewed_by: adminId });
  });

  it('completes the registration under another username once, in one go, and the owner then sees the salon', async () => {
    const { merchantOid, input } = await takenAfterPayment();
    const before = await salonCount();
    // The old username is still taken: nothing is written.
    expect(await completeReviewedRegistration({ merchantOid, username: input.owner.username, adminId })).toEqual({
      ok: false, error: clashMessage('username', input.owner.username), fieldErrors: { username: TAKEN_MESSAGES.username }, status: 409,
    });
    expect(await salonCount()).toBe(before);

    const username = `${input.owner.username}_yeni`;
    // Two operators press at once: one salon.
    const [a, b] = await Promise.all([
      completeReviewedRegistration({ merchantOid, username, adminId }),
      completeReviewedRegistration({ merchantOid, username, adminId }),
    ]);
    if (!a.ok || !b.ok) throw new Error(`expected both to succeed: ${JSON.stringify([a, b])}`);
    expect(a.data.salonId).toBe(b.data.salonId);
    expect([a.data.already, b.data.already].sort()).toEqual([false, true]);
    expect(await salonCount()).toBe(before + 1);

    const [owner] = await q<{ username: string; email: string }>(`select username, email from users where salon_id = $1`, [a.data.salonId]);
    expect(owner).toEqual({ username, email: input.owner.email });
    const [sub] = await q<{ type: string; paytr_merchant_oid: string }>(`select type, paytr_merchant_oid from subscriptions where salon_id = $1`, [a.data.salonId]);
    expect(sub).toEqual({ type: 'monthly', paytr_merchant_oid: merchantOid });
    expect(await getRegistrationStatus(merchantOid)).toEqual({ status: 'completed', salonCode: a.data.salonCode, username, planName: f.plans.monthly.name });
    expect((await listPaymentReviews()).some((r) => r.merchantOid === merchantOid)).toBe(false);
    // Settled: a refund can no longer be recorded, and pressing again changes nothing.
    expect(await markPaymentRefunded({ kind: 'registration', merchantOid, adminId }))
      .toEqual({ ok: false, error: PAYMENT_REVIEW_COMPLETED_MESSAGE, status: 404 });
    expect((await completeReviewedRegistration({ merchantOid, username: 'baska_biri', adminId }))).toMatchObject({ ok: true, data: { already: true, salonId: a.data.salonId } });
    expect(await salonCount()).toBe(before + 1);
  });

  it('records a refunded registration: the owner is told, and it can no longer be completed', async () => {
    const { merchantOid, input } = await takenAfterPayment();
    expect(await markPaymentRefunded({ kind: 'registration', merchantOid, adminId })).toEqual({ ok: true, data: { already: false } });
    expect(await getRegistrationStatus(merchantOid)).toEqual({ status: 'failed', reason: expect.stringContaining('iade edildi') });
    expect(await completeReviewedRegistration({ merchantOid, username: `${input.owner.username}_x`, adminId })).toEqual({ ok: false, error: PAYMENT_REVIEW_REFUNDED_MESSAGE, status: 404 });
    expect(await completeReviewedRegistration({ merchantOid: 'SRNOSUCHORDER', username: 'kimse', adminId })).toEqual({ ok: false, error: PAYMENT_REVIEW_NOT_FOUND_MESSAGE, status: 404 });
  });
});
