// PayTR on a real database against the local PayTR double (which speaks the reference's
// protocol and checks our token signature): token request, the notification callback's
// hash check, exactly-once completion, amount rule, failures and retries.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openConnection } from '@/platform/db/connection';
import { useConnectionForTests } from '@/platform/db';
import { env } from '@/platform/env';
import { startPaytrDouble, type PaytrDouble } from '@/scripts/paytr-double/server.mjs';
import { notificationHashFor } from '@/scripts/paytr-double/protocol.mjs';
import { createRegistrationFixture, type RegistrationFixture } from '../db/registration-fixtures';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { serveRoute } from '../support/route-server';
import { callbackRoute, payload, postCallback, registrationStatus, requestToken } from './registration-helpers';

const MERCHANT = { id: '654321', key: 'DOUBLEKEY123456A', salt: 'DOUBLESALT12345B' };

const signed = (oid: string, status: 'success' | 'failed', total: string, extra: Record<string, string> = {}) => ({
  merchant_oid: oid, status, total_amount: total, hash: notificationHashFor(oid, status, total, MERCHANT.key, MERCHANT.salt),
  payment_type: 'card', test_mode: '1', ...extra,
});

describe.each(databaseKinds)('PayTR payment on %s', (kind) => {
  let test: TestDatabase;
  let f: RegistrationFixture;
  let double: PaytrDouble;
  let app: { url: string; close(): Promise<void> };
  const q = <T = Record<string, unknown>>(s: string, p: unknown[] = []) => test.conn.query<T>(s, p);
  const salonCount = async () => Number((await q<{ n: string }>(`select count(*) n from salons`))[0].n);

  /** A pending registration for the monthly plan, through the real token endpoint and the double. */
  async function startPayment(over: Parameters<typeof payload>[2] = {}) {
    const res = await requestToken({ ...payload(f, f.plans.monthly.id, over), amount: 1, payment_amount: 1 });
    expect(res.status).toBe(200);
    return res.body as { token: string; merchantOid: string; iframeUrl: string };
  }

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createRegistrationFixture(test.conn);
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

  describe('POST /api/paytr/token', () => {
    it('signs the plan amount (not the client\'s) and stores a pending row with only a bcrypt hash', async () => {
      const started = await startPayment();
      expect(started.merchantOid).toMatch(/^[A-Za-z0-9]{1,64}$/);
      expect(started.iframeUrl).toBe(`${double.url}/odeme/guvenli/${started.token}`);
      // The double accepted our signature and recorded the order as PayTR would.
      const session = double.sessions.get(started.token)!;
      expect(session).toMatchObject({ oid: started.merchantOid, amount: '2990' });
      expect(session.okUrl).toBe(`${env.SITE_URL}/kayit-tamamlandi?merchant_oid=${started.merchantOid}&sonuc=ok`);
      const [row] = await q<{ payment_amount: number; status: string; owner_data: Record<string, string> }>(
        `select * from pending_registrations where merchant_oid = $1`, [started.merchantOid]);
      expect(row).toMatchObject({ payment_amount: 2990, status: 'pending' });
      expect(row.owner_data.passwordHash).toMatch(/^\$2[aby]\$10\$/);
      expect(JSON.stringify(row)).not.toContain('sifre123');
      expect((await registrationStatus(started.merchantOid)).body).toEqual({ status: 'pending' });
    });

    it('answers the spec\'s errors: no settings, PayTR\'s own reason, non-JSON answer', async () => {
      await q(`update paytr_settings set is_active = false`);
      expect((await requestToken(payload(f, f.plans.monthly.id))).body).toEqual({ error: 'PayTR ayarları alınamadı' });

      await q(`update paytr_settings set is_active = true, merchant_salt = 'WRONGSALT'`);
      const wrong = await requestToken(payload(f, f.plans.monthly.id));
      expect(wrong).toMatchObject({ status: 502, body: { error: 'paytr_token gonderilmedi veya gecersiz' } });

      const html = await serveRoute(async () => new Response('<html>bakım</html>', { headers: { 'content-type': 'text/html' } }));
      (env as { PAYTR_API_BASE: string }).PAYTR_API_BASE = html.url;
      try {
        await q(`update paytr_settings set merchant_salt = $1`, [MERCHANT.salt]);
        expect((await requestToken(payload(f, f.plans.monthly.id))).body).toEqual({ error: 'PayTR yanıtı JSON formatında değil' });
      } finally {
        (env as { PAYTR_API_BASE: string }).PAYTR_API_BASE = double.url;
        await html.close();
      }
    });

    it('validates like a trial registration and refuses the trial plan', async () => {
      const before = Number((await q<{ n: string }>(`select count(*) n from pending_registrations`))[0].n);
      expect((await requestToken(payload(f, f.plans.trial.id))).status).toBe(400);
      expect((await requestToken(payload(f, f.plans.monthly.id, { owner: { email: 'not-an-email' } }))).body)
        .toMatchObject({ fieldErrors: { 'owner.email': 'Geçerli bir email adresi girin' } });
      expect((await requestToken(null, { raw: 'merchant_id=1', contentType: 'application/x-www-form-urlencoded' })).status).toBe(415);
      expect(Number((await q<{ n: string }>(`select count(*) n from pending_registrations`))[0].n)).toBe(before);
    });
  });

  describe('POST /api/paytr/callback', () => {
    it('refuses a forged hash with 400 and creates nothing', async () => {
      const { merchantOid } = await startPayment();
      const forged = { ...signed(merchantOid, 'success', '2990'), hash: notificationHashFor(merchantOid, 'success', '2990', MERCHANT.key, 'guess') };
      const before = await salonCount();
      expect(await postCallback(forged)).toMatchObject({ status: 400, text: 'PAYTR notification failed: bad hash' });
      expect(await salonCount()).toBe(before);
      expect((await registrationStatus(merchantOid)).body).toEqual({ status: 'pending' });
    });

    it('completes exactly once under 10 concurrent identical notifications', async () => {
      const { merchantOid } = await startPayment();
      const before = await salonCount();
      const answers = await Promise.all(Array.from({ length: 10 }, () => postCallback(signed(merchantOid, 'success', '2990'))));
      expect(answers.map((a) => [a.status, a.text])).toEqual(Array(10).fill([200, 'OK']));
      expect(answers[0].type).toMatch(/^text\/plain/);
      expect(await salonCount()).toBe(before + 1);
      const [sub] = await q<{ type: string; is_active: boolean; paytr_payment_date: Date | null }>(
        `select * from subscriptions where paytr_merchant_oid = $1`, [merchantOid]);
      expect(sub).toMatchObject({ type: 'monthly', is_active: true });
      expect(sub.paytr_payment_date).not.toBeNull();
      const status = await registrationStatus(merchantOid);
      expect(status.body).toMatchObject({ status: 'completed', planName: f.plans.monthly.name });
      expect(status.body.salonCode).toMatch(/^[A-Z0-9]{6}$/);
      // What /panel/giris asks for, to the holder of the order id: code and username, no hash.
      const [owner] = await q<{ username: string }>(
        `select u.username from users u join pending_registrations p on p.salon_id = u.salon_id where p.merchant_oid = $1`, [merchantOid]);
      expect(status.body.username).toBe(owner.username);
      expect(Object.keys(status.body).sort()).toEqual(['planName', 'salonCode', 'status', 'username']);
      const mails = await q(`select 1 from email_outbox where body like $1`, [`%${status.body.salonCode}%`]);
      expect(mails).toHaveLength(1);
    });

    it('keeps the salon active when a failed notification follows the success', async () => {
      const { merchantOid } = await startPayment();
      await postCallback(signed(merchantOid, 'success', '2990'));
      expect((await postCallback(signed(merchantOid, 'failed', '2990', { failed_reason_code: '6', failed_reason_msg: 'Vazgeçti' }))).text).toBe('OK');
      expect((await registrationStatus(merchantOid)).body.status).toBe('completed');
      const [sub] = await q<{ is_active: boolean }>(`select is_active from subscriptions where paytr_merchant_oid = $1`, [merchantOid]);
      expect(sub.is_active).toBe(true);
    });

    it('does not activate a payment below our amount and records it for the admin', async () => {
      const { merchantOid } = await startPayment();
      const before = await salonCount();
      expect((await postCallback(signed(merchantOid, 'success', '2989'))).text).toBe('OK');
      expect(await salonCount()).toBe(before);
      const [row] = await q<{ status: string; needs_review: boolean; paid_amount: number; review_note: string }>(
        `select * from pending_registrations where merchant_oid = $1`, [merchantOid]);
      expect(row).toMatchObject({ status: 'failed', needs_review: true, paid_amount: 2989 });
      expect(row.review_note).toContain('2989');
    });

    it('marks a failed payment with PayTR\'s reason, and flags a later success for review', async () => {
      const { merchantOid } = await startPayment();
      await postCallback(signed(merchantOid, 'failed', '0', { failed_reason_code: '2', failed_reason_msg: 'Kimlik Doğrulama başarısız.' }));
      expect((await registrationStatus(merchantOid)).body).toEqual({ status: 'failed', reason: 'Kimlik Doğrulama başarısız.' });
      const before = await salonCount();
      expect((await postCallback(signed(merchantOid, 'success', '2990'))).text).toBe('OK');
      expect(await salonCount()).toBe(before);
      const [row] = await q<{ needs_review: boolean }>(`select needs_review from pending_registrations where merchant_oid = $1`, [merchantOid]);
      expect(row.needs_review).toBe(true);
    });

    it('answers OK for an unknown order and 400 for malformed bodies, changing nothing', async () => {
      expect((await postCallback(signed('SRUNKNOWN1', 'success', '100'))).text).toBe('OK');
      const before = await salonCount();
      for (const body of [
        '', 'merchant_oid=x', '%%%', JSON.stringify(signed('SRX', 'success', '1')),
        new URLSearchParams({ ...signed('SR-1', 'success', '1') }).toString(),
        new URLSearchParams({ ...signed('SRX1', 'paid' as 'success', '1') }).toString(),
        new URLSearchParams({ ...signed('SRX1', 'success', '1.5') }).toString(),
      ]) expect((await postCallback(body)).status).toBe(400);
      expect((await postCallback('x'.repeat(20_000))).status).toBe(400);
      expect(await salonCount()).toBe(before);
    });

    it('answers 5xx when the database is unreachable, so PayTR retries', async () => {
      const { merchantOid } = await startPayment();
      const dead = await openConnection({});
      await dead.close();
      useConnectionForTests(dead);
      try {
        expect((await postCallback(signed(merchantOid, 'success', '2990'))).status).toBe(503);
      } finally {
        useConnectionForTests(test.conn);
      }
      expect((await registrationStatus(merchantOid)).body).toEqual({ status: 'pending' });
      expect((await postCallback(signed(merchantOid, 'success', '2990'))).text).toBe('OK');
      expect((await registrationStatus(merchantOid)).body.status).toBe('completed');
    });
  });

  describe('through the double\'s payment page', () => {
    const press = (token: string, action: string) => fetch(`${double.url}/odeme/guvenli/${token}`, {
      method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual',
    });
    const waitFor = async (check: () => Promise<boolean>) => {
      for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
    };

    it('pays: repeated, signed notifications complete one salon and the frame goes to the ok URL', async () => {
      Object.assign(double.options, { notifyRepeat: 3 });
      const { token, merchantOid } = await startPayment();
      const before = await salonCount();
      const res = await press(token, 'pay');
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`${env.SITE_URL}/kayit-tamamlandi?merchant_oid=${merchantOid}&sonuc=ok`);
      await waitFor(async () => double.deliveries.filter((d) => d.merchant_oid === merchantOid).length >= 3);
      const mine = double.deliveries.filter((d) => d.merchant_oid === merchantOid);
      expect(mine.map((d) => [d.httpStatus, d.body, d.accepted])).toEqual(Array(3).fill([200, 'OK', true]));
      expect(await salonCount()).toBe(before + 1);
    });

    it('fails: the notification carries PayTR\'s reason and the frame goes to the fail URL', async () => {
      Object.assign(double.options, { order: 'notify-first' });
      const { token, merchantOid } = await startPayment();
      const res = await press(token, 'abandon');
      expect(res.headers.get('location')).toContain('sonuc=fail');
      expect((await registrationStatus(merchantOid)).body).toEqual({
        status: 'failed', reason: 'Müşteri ödeme yapmaktan vazgeçti ve ödeme sayfasından ayrıldı.',
      });
    });
  });
});
