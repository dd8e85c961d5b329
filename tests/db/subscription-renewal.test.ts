// Renewing a salon's subscription from the panel on a real database (issue 23): PayTR's
// verified notification extends it exactly once however many duplicates arrive at once, from
// the later of now and the current end; failed, underpaid and forged notifications extend
// nothing; a price changed by an operator is answered with the new price; an ended
// subscription refuses online bookings (the salon's own appointments still go in); and a trial
// is granted once per salon.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as callbackRoute } from '@/app/api/paytr/callback/route';
import { useConnectionForTests } from '@/platform/db';
import { saveSubscription } from '@/features/subscriptions/server/admin-subscriptions';
import { createAppointment } from '@/features/appointments/server/appointments';
import { createSalonAppointment } from '@/features/appointments/server/panel-appointments';
import { findActiveSalonById, findActiveSalons, listActiveSalonIds, listBookableSalonIds } from '@/features/salons/server/salons';
import { insertRenewalOrder, listOfferedPlans, loadPanelSubscription, type OfferedPlan } from '@/features/subscriptions/server/panel-subscription';
import { createSalonWithOwner } from '@/features/registration/server/create-salon';
import { subscriptionPeriod } from '@/features/registration/rules/subscription-period';
import { applyRenewalNotification, startRenewalPayment } from '@/features/subscriptions/server/renewal';
import { createAppointmentSchema } from '@/features/appointments/schema';
import { SUBSCRIPTION_ENDED_MESSAGE } from '@/features/booking/schema.messages';
import { TRIAL_ALREADY_USED_MESSAGE } from '@/features/subscriptions/schema.admin';
import { createSalonAppointmentSchema } from '@/features/appointments/schema.panel';
import { notificationHashFor } from '@/scripts/paytr-double/protocol.mjs';
import { createBookingFixture, type BookingFixture } from '../http/appointments-fixtures';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createRegistrationFixture, salonInput, type RegistrationFixture } from './registration-fixtures';

const MERCHANT = { id: '777111', key: 'RENEWKEY1234567A', salt: 'RENEWSALT123456B' };
const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('subscription renewal on %s', (kind) => {
  let test: TestDatabase;
  let reg: RegistrationFixture;
  let monthly: OfferedPlan;
  let seq = 0;
  const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => test.conn.query<T>(sql, params);

  /** A fresh trial salon (as the registration makes it) with its owner. */
  async function trialSalon(now = new Date()) {
    const created = await createSalonWithOwner(test.conn.db, { ...salonInput(reg), welcomeEmail: false, now });
    if (!created.ok) throw new Error('fixture clash');
    return created;
  }
  async function order(salonId: string, ownerId: string, plan = monthly, now = new Date()) {
    const merchantOid = `RENEW${Date.now()}${++seq}`;
    await insertRenewalOrder(salonId, { merchantOid, plan, paymentAmount: Math.round(plan.price * 100), orderedBy: ownerId, now });
    return merchantOid;
  }
  const success = (oid: string, total = '2990') => ({ merchant_oid: oid, status: 'success' as const, total_amount: total });
  // Timestamps come back as Date from PGlite and as text from postgres.js: read them as Dates.
  const subscriptionsOf = async (salonId: string) => (await q<{ type: string; is_active: boolean; start_date: Date | string; end_date: Date | string; paytr_merchant_oid: string | null }>(
    `select type, is_active, start_date, end_date, paytr_merchant_oid from subscriptions where salon_id = $1 order by created_at, end_date`, [salonId]))
    .map((r) => ({ ...r, start_date: new Date(r.start_date), end_date: new Date(r.end_date) }));
  const iso = (d: Date) => d.toISOString();
  const orderRow = (oid: string) => q<{ status: string; needs_review: boolean; paid_amount: number | null; subscription_id: string | null }>(
    `select status, needs_review, paid_amount, subscription_id from subscription_orders where merchant_oid = $1`, [oid]).then((r) => r[0]);

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    reg = await createRegistrationFixture(test.conn);
    monthly = (await listOfferedPlans()).find((p) => p.interval === 'monthly')!;
  });
  afterAll(async () => { await test?.dispose(); });
  beforeEach(async () => {
    await q(`delete from paytr_settings`);
    await q(`insert into paytr_settings (merchant_id, merchant_key, merchant_salt) values ($1, $2, $3)`, [MERCHANT.id, MERCHANT.key, MERCHANT.salt]);
  });

  it('extends once, from the end of the running trial, under 10 concurrent duplicate notifications', async () => {
    const now = new Date();
    const salon = await trialSalon(now);
    const oid = await order(salon.salonId, salon.ownerId);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => applyRenewalNotification(test.conn.db, success(oid), now)));
    expect(outcomes.filter((o) => o.kind === 'renewed')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'duplicate')).toHaveLength(9);

    const subs = await subscriptionsOf(salon.salonId);
    expect(subs).toHaveLength(2);
    const [trial, paid] = subs;
    expect(trial).toMatchObject({ type: 'trial', is_active: false });
    // The 14 trial days are kept: the month starts where the trial ends.
    expect(paid).toMatchObject({ type: 'monthly', is_active: true, paytr_merchant_oid: oid });
    expect(paid.start_date.getTime()).toBe(salon.endDate.getTime());
    expect(paid.end_date.getTime()).toBe(subscriptionPeriod('monthly', salon.endDate).endDate.getTime());
    expect(await orderRow(oid)).toMatchObject({ status: 'paid', paid_amount: 2990, needs_review: false });
    // One receipt, to the salon's address.
    const mails = await q<{ to_email: string; subject: string }>(`select to_email, subject from email_outbox where reference_id = $1`, [oid]);
    expect(mails).toHaveLength(1);

    // The panel shows it as the admin would: the new plan, active, and the payment in the history.
    const panel = await loadPanelSubscription(salon.salonId, now);
    expect(panel.current).toMatchObject({ type: 'monthly', isActive: true, planName: monthly.name });
    expect(panel.hadTrial).toBe(true);
    expect(panel.history).toEqual([expect.objectContaining({ merchantOid: oid, status: 'paid', amount: 2990, planName: monthly.name })]);
  });

  it('extends an ended subscription from now, not from its past end date', async () => {
    const now = new Date();
    const salon = await trialSalon(new Date(now.getTime() - 20 * DAY)); // trial ended 6 days ago
    const oid = await order(salon.salonId, salon.ownerId);
    expect((await applyRenewalNotification(test.conn.db, success(oid), now)).kind).toBe('renewed');
    const paid = (await subscriptionsOf(salon.salonId)).find((s) => s.paytr_merchant_oid === oid)!;
    expect(paid.start_date.getTime()).toBe(now.getTime());
    expect(paid.end_date.getTime()).toBe(subscriptionPeriod('monthly', now).endDate.getTime());
  });

  it('chains a second renewal onto the first paid period (a yearly plan on top of a month)', async () => {
    const now = new Date();
    const salon = await trialSalon(new Date(now.getTime() - 20 * DAY));
    const first = await order(salon.salonId, salon.ownerId);
    await applyRenewalNotification(test.conn.db, success(first), now);
    const yearly = (await listOfferedPlans()).find((p) => p.interval === 'yearly')!;
    const second = await order(salon.salonId, salon.ownerId, yearly);
    expect((await applyRenewalNotification(test.conn.db, success(second, '29990'), now)).kind).toBe('renewed');
    const active = (await subscriptionsOf(salon.salonId)).filter((s) => s.is_active);
    expect(active).toHaveLength(1);
    expect(active[0].end_date.getTime()).toBe(subscriptionPeriod('yearly', subscriptionPeriod('monthly', now).endDate).endDate.getTime());
  });

  it('does not extend on a failed or an underpaid notification; the underpayment is flagged for review', async () => {
    const salon = await trialSalon();
    const failed = await order(salon.salonId, salon.ownerId);
    const outcome = await applyRenewalNotification(test.conn.db, { ...success(failed), status: 'failed', failed_reason_msg: 'Kartın limiti yetersiz.' });
    expect(outcome.kind).toBe('failed');
    expect(await orderRow(failed)).toMatchObject({ status: 'failed', needs_review: false, subscription_id: null });

    const underpaid = await order(salon.salonId, salon.ownerId);
    expect((await applyRenewalNotification(test.conn.db, success(underpaid, '2989'))).kind).toBe('review');
    expect(await orderRow(underpaid)).toMatchObject({ status: 'failed', needs_review: true, paid_amount: 2989, subscription_id: null });
    // A later success for the failed order is flagged, never applied.
    expect((await applyRenewalNotification(test.conn.db, success(failed))).kind).toBe('review');
    expect(await subscriptionsOf(salon.salonId)).toHaveLength(1);
    const history = (await loadPanelSubscription(salon.salonId)).history;
    expect(history.map((h) => h.status).sort()).toEqual(['review', 'review']);
  });

  it('answers a changed price with the new one and starts no payment', async () => {
    const salon = await trialSalon();
    const result = await startRenewalPayment({ salonId: salon.salonId, userId: salon.ownerId }, { planId: monthly.id, price: 19.9 }, '203.0.113.5');
    expect(result).toMatchObject({ ok: true, data: { kind: 'price_changed', price: 29.9 } });
    expect(result.ok && result.data.kind === 'price_changed' && result.data.message).toContain('₺29,90');
    expect(await q(`select 1 from subscription_orders where salon_id = $1`, [salon.salonId])).toHaveLength(0);
    // A trial or unknown plan is never sold.
    expect(await startRenewalPayment({ salonId: salon.salonId, userId: salon.ownerId }, { planId: reg.plans.trial.id, price: 0 }, '203.0.113.5'))
      .toMatchObject({ ok: false, status: 400 });
  });

  it('refuses a notification with a bad hash through the callback and extends nothing', async () => {
    const salon = await trialSalon();
    const oid = await order(salon.salonId, salon.ownerId);
    const post = (fields: Record<string, string>) => callbackRoute(new Request('http://localhost/api/paytr/callback', {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
    }));
    const forged = await post({ ...success(oid), hash: notificationHashFor(oid, 'success', '2990', MERCHANT.key, 'guessed-salt') });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toBe('PAYTR notification failed: bad hash');
    expect(await orderRow(oid)).toMatchObject({ status: 'pending' });
    expect(await subscriptionsOf(salon.salonId)).toHaveLength(1);

    const genuine = await post({ ...success(oid), hash: notificationHashFor(oid, 'success', '2990', MERCHANT.key, MERCHANT.salt) });
    expect([genuine.status, await genuine.text()]).toEqual([200, 'OK']);
    expect(await orderRow(oid)).toMatchObject({ status: 'paid' });
  });

  describe('online bookings', () => {
    let f: BookingFixture;
    const online = (startTime: string) => createAppointmentSchema.parse({
      salonId: f.salon, staffId: f.staff.ayse, serviceId: f.service.manicure, date: f.plainDay, startTime,
      customerName: 'Online Müşteri', customerPhone: '05320000099', customerEmail: '', notes: '',
    });
    beforeAll(async () => { f = await createBookingFixture(test.conn); });

    it('are refused while the subscription has ended and accepted once it runs; the salon still writes its own', async () => {
      const now = new Date();
      await q(`insert into subscriptions (salon_id, plan_id, type, start_date, end_date, is_active)
               values ($1, $2, 'monthly', $3, $4, true)`, [f.salon, monthly.id, iso(new Date(now.getTime() - 40 * DAY)), iso(new Date(now.getTime() - DAY))]);
      const refused = await createAppointment(online('10:00'), { customerId: null, now });
      expect(refused).toEqual({ ok: false, status: 403, error: SUBSCRIPTION_ENDED_MESSAGE });
      expect(await q(`select 1 from appointments where salon_id = $1 and customer_name = 'Online Müşteri'`, [f.salon])).toHaveLength(0);
      // Out of every list (issue 29: a list offers only salons a customer can book); its own
      // page stays and says why there is no form.
      const listedNow = async () => ({
        list: (await findActiveSalons()).map((s) => s.id).includes(f.salon),
        byName: (await findActiveSalons({ name: 'Test' })).map((s) => s.id).includes(f.salon),
        sitemap: (await listBookableSalonIds()).map((s) => s.id).includes(f.salon),
        page: (await listActiveSalonIds()).map((s) => s.id).includes(f.salon),
      });
      expect(await listedNow()).toEqual({ list: false, byName: false, sitemap: false, page: true });
      expect(await findActiveSalonById(f.salon)).toMatchObject({ bookable: true, subscriptionEnded: true });

      // The salon keeps its panel: a walk-in goes in.
      const walkIn = await createSalonAppointment(f.salon, createSalonAppointmentSchema.parse({
        customerPhone: '0532 111 22 33', customerName: 'Kapıdan Gelen', customerEmail: '', serviceId: f.service.manicure,
        staffId: f.staff.ayse, date: f.plainDay, startTime: '14:00', notes: '',
      }), now);
      expect(walkIn.ok).toBe(true);

      // Cancelled by an operator counts as ended too.
      await q(`update subscriptions set end_date = $2, is_active = false where salon_id = $1`, [f.salon, iso(new Date(now.getTime() + 10 * DAY))]);
      expect(await createAppointment(online('10:00'), { customerId: null, now })).toMatchObject({ ok: false, status: 403 });

      await q(`insert into subscriptions (salon_id, plan_id, type, start_date, end_date, is_active)
               values ($1, $2, 'monthly', $3, $4, true)`, [f.salon, monthly.id, iso(now), iso(new Date(now.getTime() + 30 * DAY))]);
      expect((await createAppointment(online('10:00'), { customerId: null, now })).ok).toBe(true);
      expect(await findActiveSalonById(f.salon)).toMatchObject({ subscriptionEnded: false });
      expect(await listedNow()).toEqual({ list: true, byName: true, sitemap: true, page: true });
      // A salon that never had a subscription row (e.g. the mobile app's) keeps booking.
      expect(await q(`select 1 from subscriptions where salon_id = $1`, [f.otherSalon])).toHaveLength(0);
    });
  });

  it('grants a trial once per salon: the admin form is refused and the database refuses a second trial row', async () => {
    const salon = await trialSalon();
    const refused = await saveSubscription({ salonId: salon.salonId, planId: reg.plans.trial.id, type: 'trial', startDate: '2030-01-01', endDate: '2030-01-15' });
    expect(refused).toEqual({ ok: false, error: TRIAL_ALREADY_USED_MESSAGE, fieldErrors: { type: TRIAL_ALREADY_USED_MESSAGE }, status: 409 });
    // Editing the trial itself stays possible.
    const [trial] = await q<{ id: string }>(`select id from subscriptions where salon_id = $1 and type = 'trial'`, [salon.salonId]);
    expect(await saveSubscription({ id: trial.id, salonId: salon.salonId, planId: reg.plans.trial.id, type: 'trial', startDate: '2030-01-01', endDate: '2030-01-20' }))
      .toEqual({ ok: true, data: { id: trial.id } });
    await expect(q(`insert into subscriptions (salon_id, plan_id, type, start_date, end_date, is_active) values ($1, $2, 'trial', now(), now() + interval '14 days', false)`,
      [salon.salonId, reg.plans.trial.id])).rejects.toThrow(/subscriptions_one_trial_per_salon|duplicate key/);
    expect((await q(`select 1 from subscriptions where salon_id = $1 and type = 'trial'`, [salon.salonId]))).toHaveLength(1);
  });
});
