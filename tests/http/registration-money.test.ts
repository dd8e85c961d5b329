// Money on the registration path (issue 24 §2–§5), through the real route handlers on a real
// database against the PayTR double: the price charged is the one the owner saw (a changed
// price is shown to confirm first), the fallback trial registers when no plan is active, going
// back from the payment cancels the order (a later success goes to review, never activates),
// the completion page stops waiting after PayTR's 30 minutes, and an owner who paid is never
// told the payment failed.
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as cancelRoute } from '@/app/api/registrations/[merchantOid]/cancel/route';
import { useConnectionForTests } from '@/platform/db';
import { listPaymentReviews } from '@/features/subscriptions/server/payment-reviews';
import { env } from '@/platform/env';
import { startPaytrDouble, type PaytrDouble } from '@/scripts/paytr-double/server.mjs';
import { notificationHashFor } from '@/scripts/paytr-double/protocol.mjs';
import { createRegistrationFixture, type RegistrationFixture } from '../db/registration-fixtures';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { serveRoute } from '../support/route-server';
import { BASE, callbackRoute, payload, postCallback, register, registrationStatus, requestToken } from './registration-helpers';

const MERCHANT = { id: '654322', key: 'MONEYKEY1234567A', salt: 'MONEYSALT123456B' };

const signed = (oid: string, status: 'success' | 'failed', total: string) => ({
  merchant_oid: oid, status, total_amount: total, hash: notificationHashFor(oid, status, total, MERCHANT.key, MERCHANT.salt),
  payment_type: 'card', test_mode: '1',
});

async function cancel(merchantOid: string) {
  const res = await cancelRoute(new NextRequest(`${BASE}/api/registrations/${merchantOid}/cancel`, { method: 'POST' }), { params: Promise.resolve({ merchantOid }) });
  return { status: res.status, body: await res.json() };
}

describe.each(databaseKinds)('registration money on %s', (kind) => {
  let test: TestDatabase;
  let f: RegistrationFixture;
  let double: PaytrDouble;
  let app: { url: string; close(): Promise<void> };
  const q = <T = Record<string, unknown>>(s: string, p: unknown[] = []) => test.conn.query<T>(s, p);
  const count = async (table: string) => Number((await q<{ n: string }>(`select count(*) n from ${table}`))[0].n);

  async function startPayment(price = 29.9) {
    const res = await requestToken({ ...payload(f, f.plans.monthly.id), price });
    expect(res.status).toBe(200);
    return res.body as { token: string; merchantOid: string };
  }

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createRegistrationFixture(test.conn);
    app = await serveRoute((r) => callbackRoute(r));
    double = await startPaytrDouble({ port: 0, merchants: [MERCHANT], notifyUrl: `${app.url}/api/paytr/callback`, retryIntervalMs: 50, maxAttempts: 3 });
    (env as { PAYTR_API_BASE: string }).PAYTR_API_BASE = double.url;
    await q(`insert into paytr_settings (merchant_id, merchant_key, merchant_salt) values ($1, $2, $3)`, [MERCHANT.id, MERCHANT.key, MERCHANT.salt]);
  });
  afterAll(async () => {
    await double?.close();
    await app?.close();
    await test?.dispose();
  });
  beforeEach(async () => {
    await q(`update subscription_plans set active = true`);
    await q(`update subscription_plans set price = 29.9 where id = $1`, [f.plans.monthly.id]);
  });

  it('charges only the price the owner saw: a changed price is answered with the new one to confirm', async () => {
    const first = await startPayment(29.9);
    expect(double.sessions.get(first.token)).toMatchObject({ amount: '2990' });

    // An operator raises the price while the owner is on step 3.
    await q(`update subscription_plans set price = 39.9 where id = $1`, [f.plans.monthly.id]);
    const [pending, sessions] = [await count('pending_registrations'), double.sessions.size];
    const stale = await requestToken({ ...payload(f, f.plans.monthly.id), price: 29.9 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: 'Planın fiyatı değişti. Yeni fiyat: ₺39,90. Ödemeye geçmek için yeni fiyatı onaylayın.', price: 39.9 });
    expect(await count('pending_registrations')).toBe(pending);
    expect(double.sessions.size).toBe(sessions);

    // Confirmed again at the new price: charged that.
    const confirmed = await startPayment(39.9);
    expect(double.sessions.get(confirmed.token)).toMatchObject({ amount: '3990' });
  });

  it('registers the offered 14-day trial when no plan is active, and only then', async () => {
    await q(`update subscription_plans set active = false`);
    const res = await register(payload(f, 'deneme'));
    expect(res.status).toBe(201);
    const [sub] = await q<{ type: string; plan_id: string }>(`select type, plan_id from subscriptions where salon_id = $1`, [(res.body as { salonId: string }).salonId]);
    expect(sub).toEqual({ type: 'trial', plan_id: f.plans.trial.id });

    // Paid plans on offer but no trial: the trial card was not shown, so it is refused.
    await q(`update subscription_plans set active = true where id <> $1`, [f.plans.trial.id]);
    expect((await register(payload(f, 'deneme'))).body).toMatchObject({ error: 'Lütfen bir plan seçin' });
    // And never as a paid order.
    await q(`update subscription_plans set active = true`);
    expect((await requestToken({ ...payload(f, 'deneme'), price: 0 })).status).toBe(400);
  });

  it('cancels the order when the owner goes back; PayTR\'s later success goes to review and activates nothing', async () => {
    const { merchantOid } = await startPayment();
    expect(await cancel(merchantOid)).toEqual({ status: 200, body: { cancelled: true } });
    expect((await registrationStatus(merchantOid)).body).toEqual({ status: 'failed', reason: 'Ödemeden vazgeçildi.' });
    expect(await cancel(merchantOid)).toEqual({ status: 200, body: { cancelled: false } });
    expect((await cancel('SRNOSUCHORDER1')).status).toBe(404);
    expect((await cancel('bad-oid')).status).toBe(400);

    const salons = await count('salons');
    expect((await postCallback(signed(merchantOid, 'success', '2990'))).text).toBe('OK');
    expect(await count('salons')).toBe(salons);
    expect((await registrationStatus(merchantOid)).body).toMatchObject({ status: 'review', title: 'Ödemeniz alındı, kaydınız inceleniyor' });
    expect((await listPaymentReviews()).find((r) => r.merchantOid === merchantOid)?.note).toContain('Ödemeden vazgeçildi.');
  });

  it('tells an owner who paid too little the truth instead of \'Ödeme Başarısız\'', async () => {
    const { merchantOid } = await startPayment();
    await postCallback(signed(merchantOid, 'success', '2989'));
    const status = (await registrationStatus(merchantOid)).body;
    expect(status).toMatchObject({ status: 'review', title: 'Ödemeniz alındı, kaydınız inceleniyor' });
    expect(JSON.stringify(status)).not.toContain('Başarısız');
  });

  it('stops waiting after PayTR\'s 30 minutes with a Turkish message; a late success still completes', async () => {
    const { merchantOid } = await startPayment();
    await q(`update pending_registrations set created_at = now() - interval '29 minutes' where merchant_oid = $1`, [merchantOid]);
    expect((await registrationStatus(merchantOid)).body).toEqual({ status: 'pending' });
    await q(`update pending_registrations set created_at = now() - interval '31 minutes' where merchant_oid = $1`, [merchantOid]);
    expect((await registrationStatus(merchantOid)).body).toEqual({
      status: 'expired', reason: 'Ödeme 30 dakika içinde tamamlanmadı ve ödeme sayfasının süresi doldu. Kayda geri dönüp yeniden deneyebilirsiniz.',
    });
    await postCallback(signed(merchantOid, 'success', '2990'));
    expect((await registrationStatus(merchantOid)).body).toMatchObject({ status: 'completed' });
  });
});
