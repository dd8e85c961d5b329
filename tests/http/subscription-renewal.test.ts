// A salon's renewal paid through the local PayTR double (which checks our token signature and
// posts signed notifications to the callback over real HTTP): the token carries the plan's
// amount from the database, the double's page pays, ten duplicate notifications extend the
// subscription once, a failed payment extends nothing, PayTR's refusal fails the order, and
// the frame's return page only hints the panel. A registration still completes through the
// same callback.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as returnRoute } from '@/app/api/panel/subscription/return/route';
import { useConnectionForTests } from '@/platform/db';
import { findRenewalOrderState, listOfferedPlans, type OfferedPlan } from '@/features/subscriptions/server/panel-subscription';
import { env } from '@/platform/env';
import { createSalonWithOwner } from '@/features/registration/server/create-salon';
import { subscriptionPeriod } from '@/features/registration/rules/subscription-period';
import { startRenewalPayment } from '@/features/subscriptions/server/renewal';
import { startPaytrDouble, type PaytrDouble } from '@/scripts/paytr-double/server.mjs';
import { createRegistrationFixture, salonInput, type RegistrationFixture } from '../db/registration-fixtures';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { serveRoute } from '../support/route-server';
import { callbackRoute, payload, registrationStatus, requestToken } from './registration-helpers';

const MERCHANT = { id: '654987', key: 'DOUBLEKEY654987A', salt: 'DOUBLESALT65498B' };

describe.each(databaseKinds)('subscription renewal through PayTR on %s', (kind) => {
  let test: TestDatabase;
  let f: RegistrationFixture;
  let double: PaytrDouble;
  let app: { url: string; close(): Promise<void> };
  let monthly: OfferedPlan;
  const q = <T = Record<string, unknown>>(s: string, p: unknown[] = []) => test.conn.query<T>(s, p);

  async function trialSalon() {
    const created = await createSalonWithOwner(test.conn.db, { ...salonInput(f), welcomeEmail: false });
    if (!created.ok) throw new Error('fixture clash');
    return created;
  }
  async function start(salon: { salonId: string; ownerId: string }, plan = monthly) {
    const result = await startRenewalPayment({ salonId: salon.salonId, userId: salon.ownerId }, { planId: plan.id, price: plan.price }, '203.0.113.9');
    if (!result.ok || result.data.kind !== 'pay') throw new Error(`expected a payment: ${JSON.stringify(result)}`);
    return { ...result.data, token: result.data.iframeUrl.split('/').pop()! };
  }
  const press = (token: string, action: string) => fetch(`${double.url}/odeme/guvenli/${token}`, {
    method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual',
  });
  const waitFor = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
  };
  const deliveriesOf = (oid: string) => double.deliveries.filter((d) => d.merchant_oid === oid);

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createRegistrationFixture(test.conn);
    monthly = (await listOfferedPlans()).find((p) => p.interval === 'monthly')!;
    app = await serveRoute((r) => callbackRoute(r));
    double = await startPaytrDouble({ port: 0, merchants: [MERCHANT], notifyUrl: `${app.url}/api/paytr/callback`, retryIntervalMs: 50, maxAttempts: 3 });
    (env as { PAYTR_API_BASE: string }).PAYTR_API_BASE = double.url;
  });
  afterAll(async () => {
    await double?.close();
    await app?.close();
    await test?.dispose();
  });
  beforeEach(async () => {
    await q(`delete from paytr_settings`);
    await q(`insert into paytr_settings (merchant_id, merchant_key, merchant_salt) values ($1, $2, $3)`, [MERCHANT.id, MERCHANT.key, MERCHANT.salt]);
    Object.assign(double.options, { notifyRepeat: 1, notifyDelayMs: 0, order: 'redirect-first' });
  });

  it('signs the plan\'s amount, and ten duplicate notifications extend the subscription once', async () => {
    const salon = await trialSalon();
    const { merchantOid, token, iframeUrl } = await start(salon);
    expect(iframeUrl).toBe(`${double.url}/odeme/guvenli/${token}`);
    const session = double.sessions.get(token)!;
    expect(session).toMatchObject({ oid: merchantOid, amount: '2990' });
    expect(session.okUrl).toBe(`${env.SITE_URL}/api/panel/subscription/return?siparis=${merchantOid}&sonuc=ok`);
    expect(await findRenewalOrderState(salon.salonId, merchantOid)).toEqual({ status: 'pending' });
    // Another salon cannot see it.
    const other = await trialSalon();
    expect(await findRenewalOrderState(other.salonId, merchantOid)).toBeNull();

    Object.assign(double.options, { notifyRepeat: 10 });
    const res = await press(token, 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(session.okUrl);
    await waitFor(async () => deliveriesOf(merchantOid).length >= 10);
    expect(deliveriesOf(merchantOid).map((d) => [d.httpStatus, d.body])).toEqual(Array(10).fill([200, 'OK']));

    const subs = await q<{ type: string; is_active: boolean }>(`select type, is_active from subscriptions where salon_id = $1 order by created_at`, [salon.salonId]);
    expect(subs).toEqual([{ type: 'trial', is_active: false }, { type: 'monthly', is_active: true }]);
    const state = await findRenewalOrderState(salon.salonId, merchantOid);
    expect(state).toEqual({ status: 'paid', endDate: subscriptionPeriod('monthly', salon.endDate).endDate.toISOString() });
    expect(await q(`select 1 from email_outbox where reference_id = $1`, [merchantOid])).toHaveLength(1);
  });

  it('a failed payment carries PayTR\'s reason and extends nothing', async () => {
    Object.assign(double.options, { order: 'notify-first' });
    const salon = await trialSalon();
    const { merchantOid, token } = await start(salon);
    const res = await press(token, 'fail');
    expect(res.headers.get('location')).toContain('sonuc=fail');
    expect(await findRenewalOrderState(salon.salonId, merchantOid)).toEqual({ status: 'failed', reason: 'Kartın limiti yetersiz.' });
    expect(await q(`select 1 from subscriptions where salon_id = $1`, [salon.salonId])).toHaveLength(1);
  });

  it('fails the order with PayTR\'s reason when PayTR refuses the token, and without settings says so', async () => {
    const salon = await trialSalon();
    await q(`update paytr_settings set merchant_salt = 'WRONGSALT'`);
    const refused = await startRenewalPayment({ salonId: salon.salonId, userId: salon.ownerId }, { planId: monthly.id, price: monthly.price }, '203.0.113.9');
    expect(refused).toMatchObject({ ok: false, status: 502, error: 'paytr_token gonderilmedi veya gecersiz' });
    expect(await q(`select status from subscription_orders where salon_id = $1`, [salon.salonId])).toEqual([{ status: 'failed' }]);
    await q(`update paytr_settings set is_active = false`);
    expect(await startRenewalPayment({ salonId: salon.salonId, userId: salon.ownerId }, { planId: monthly.id, price: monthly.price }, '203.0.113.9'))
      .toMatchObject({ ok: false, status: 503, error: 'PayTR ayarları alınamadı' });
  });

  it('still completes a paid registration through the same callback', async () => {
    const res = await requestToken(payload(f, f.plans.monthly.id));
    expect(res.status).toBe(200);
    const { token, merchantOid } = res.body as { token: string; merchantOid: string };
    await press(token, 'pay');
    await waitFor(async () => deliveriesOf(merchantOid).some((d) => d.accepted));
    expect((await registrationStatus(merchantOid)).body.status).toBe('completed');
  });

  it('the frame\'s return page only tells the panel to look again, with checked values', async () => {
    const page = await returnRoute(new Request('http://localhost/api/panel/subscription/return?siparis=SRabc123&sonuc=fail'));
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('"merchantOid":"SRabc123","outcome":"fail"');
    const hostile = await (await returnRoute(new Request('http://localhost/api/panel/subscription/return?siparis=%3C%2Fscript%3E%3Cscript%3Ealert(1)'))).text();
    expect(hostile).not.toContain('alert(1)');
    expect(hostile).toContain('"merchantOid":""');
  });
});
