// The registration endpoints on a real database: trial registration, live checks, logo upload,
// payment settings and status, including every kind of malformed input (4xx, nothing written).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { env } from '@/platform/env';
import { createRegistrationFixture, type RegistrationFixture } from '../db/registration-fixtures';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { PNG_1X1 } from '../support/images';
import { checkAvailability, getSettings, payload, register, registrationStatus, uploadLogo } from './registration-helpers';

describe.each(databaseKinds)('registration endpoints on %s', (kind) => {
  let test: TestDatabase;
  let f: RegistrationFixture;
  let uploadDir: string;
  const q = <T = Record<string, unknown>>(s: string, p: unknown[] = []) => test.conn.query<T>(s, p);
  const counts = async () => (await q<{ s: string; u: string; r: string; sub: string; m: string }>(
    `select (select count(*) from salons) s, (select count(*) from users) u, (select count(*) from user_roles) r,
            (select count(*) from subscriptions) sub, (select count(*) from email_outbox) m`))[0];

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createRegistrationFixture(test.conn);
    uploadDir = await mkdtemp(path.join(tmpdir(), 'reg-uploads-'));
    (env as { UPLOAD_DIR: string }).UPLOAD_DIR = uploadDir;
  });
  afterAll(async () => {
    await test?.dispose();
    await rm(uploadDir, { recursive: true, force: true });
  });

  describe('POST /api/registrations', () => {
    it('registers a trial salon with its logo and answers 201 { salonCode, salonId }', async () => {
      const logo = await uploadLogo(PNG_1X1);
      expect(logo.status).toBe(201);
      expect(logo.body.logoKey).toMatch(/^staged\/.+\.png$/);
      const body = payload(f, f.plans.trial.id, { salon: { logoKey: logo.body.logoKey } });
      const res = await register(body);
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['salonCode', 'salonId']);
      const [salon] = await q<{ salon_code: string; logo_url: string; phone: string }>(`select * from salons where id = $1`, [res.body.salonId]);
      expect(salon.salon_code).toBe(res.body.salonCode);
      expect(salon.phone).toMatch(/^0533\d{7}$/);
      expect(salon.logo_url).toMatch(new RegExp(`^/api/files/salon-logos/${res.body.salonCode}-\\d+\\.png$`));
      const [sub] = await q<{ type: string; paytr_merchant_oid: null }>(`select * from subscriptions where salon_id = $1`, [res.body.salonId]);
      expect(sub).toMatchObject({ type: 'trial', paytr_merchant_oid: null });
    });

    it('answers the spec messages as field errors and writes nothing', async () => {
      const before = await counts();
      const res = await register(payload(f, f.plans.trial.id, { salon: { name: ' ', phone: '0532' }, owner: { username: 'ab' } }));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Salon adı gereklidir');
      expect(res.body.fieldErrors).toMatchObject({
        'salon.name': 'Salon adı gereklidir',
        'salon.phone': 'Geçerli bir telefon numarası girin (0XXX XXX XX XX)',
        'owner.username': 'Kullanıcı adı en az 3 karakter olmalıdır',
      });
      expect(await counts()).toEqual(before);
    });

    it('refuses a paid plan, an unknown plan and a district of another city with 400', async () => {
      const before = await counts();
      expect((await register(payload(f, f.plans.monthly.id))).body).toMatchObject({ error: 'Ücretli planlar ödeme ile kaydedilir' });
      expect((await register(payload(f, '00000000-0000-4000-8000-000000000000'))).status).toBe(400);
      const other = await q<{ id: number }>(`insert into cities (id, name, plate_code, slug) values (6, 'Ankara', '06', 'ankara') on conflict do nothing returning id`);
      expect(other.length).toBeLessThanOrEqual(1);
      const wrong = await register(payload(f, f.plans.trial.id, { salon: { cityId: 6 } }));
      expect(wrong).toMatchObject({ status: 400, body: { fieldErrors: { 'salon.districtId': 'İlçe seçimi gereklidir' } } });
      expect(await counts()).toEqual(before);
    });

    it('answers 409 naming the clashing value', async () => {
      const first = payload(f, f.plans.trial.id);
      expect((await register(first)).status).toBe(201);
      const res = await register(payload(f, f.plans.trial.id, { owner: { username: first.owner.username } }));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: `'${first.owner.username}' kullanıcı adı zaten kullanılıyor`,
        fieldErrors: { 'owner.username': 'Bu kullanıcı adı zaten kullanılıyor' },
      });
    });

    it('answers malformed bodies with 4xx and writes nothing', async () => {
      const before = await counts();
      expect((await register(null, { raw: '{"salon":' })).status).toBe(400);
      expect((await register(null, { raw: '[]' })).status).toBe(400);
      expect((await register(null, { raw: 'a=b', contentType: 'application/x-www-form-urlencoded' })).status).toBe(415);
      expect((await register(null, { raw: JSON.stringify({ ...payload(f, f.plans.trial.id), pad: 'x'.repeat(20_000) }) })).status).toBe(413);
      expect((await register({ salon: 'x', owner: 1, planId: null })).status).toBe(400);
      expect((await register(payload(f, f.plans.trial.id, { salon: { name: 'a\u0000b' } }))).status).toBe(400);
      expect(await counts()).toEqual(before);
    });
  });

  describe('GET /api/registrations/availability', () => {
    it('answers only taken or free', async () => {
      const body = payload(f, f.plans.trial.id);
      await register(body);
      expect(await checkAvailability({ username: body.owner.username })).toEqual({ status: 200, body: { taken: true } });
      expect(await checkAvailability({ email: body.owner.email.toUpperCase() })).toEqual({ status: 200, body: { taken: true } });
      expect(await checkAvailability({ phone: body.owner.phone.replace(/\D/g, '') })).toEqual({ status: 200, body: { taken: true } });
      expect(await checkAvailability({ username: 'bos-kullanici' })).toEqual({ status: 200, body: { taken: false } });
    });

    it('refuses malformed queries', async () => {
      expect((await checkAvailability({})).status).toBe(400);
      expect((await checkAvailability({ username: 'ab' })).status).toBe(400);
      expect((await checkAvailability({ email: 'x@' })).status).toBe(400);
      expect((await checkAvailability({ username: 'abc', email: 'a@b.co' })).status).toBe(400);
    });

    it('limits checks per client address like sign-in', async () => {
      const ip = '192.0.2.77';
      let last = 0;
      for (let i = 0; i < 121; i++) last = (await checkAvailability({ username: `kisi${i}xx` }, ip)).status;
      expect(last).toBe(429);
      expect((await checkAvailability({ username: 'baskasi' }, '192.0.2.78')).status).toBe(200);
    });
  });

  describe('POST /api/uploads/logo', () => {
    it('refuses what is not an image, whatever its name and declared type', async () => {
      const svg = await uploadLogo(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), { filename: 'logo.png', type: 'image/png' });
      expect(svg).toEqual({ status: 400, body: { error: 'Yalnızca JPEG, PNG, WebP veya GIF görseller yüklenebilir' } });
      const big = await uploadLogo(new Uint8Array(Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)])));
      expect(big).toEqual({ status: 400, body: { error: 'Görsel en fazla 2 MB olabilir' } });
      expect((await uploadLogo(null)).status).toBe(400);
      expect((await uploadLogo(null, { raw: '{}', contentType: 'application/json' })).status).toBe(400);
      expect((await uploadLogo(null, { raw: '--x\r\nbroken', contentType: 'multipart/form-data; boundary=x' })).status).toBe(400);
    });
  });

  describe('payment settings and status', () => {
    it('never returns the merchant key or salt', async () => {
      await q(`insert into paytr_settings (merchant_id, merchant_key, merchant_salt, test_mode, timeout_limit) values ('998877', 'GIZLIKEY123', 'GIZLISALT456', true, 30)`);
      const res = await getSettings();
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ configured: true, testMode: true, timeoutLimit: 30, noInstallment: true, maxInstallment: 0 });
      expect(res.text).not.toMatch(/GIZLIKEY123|GIZLISALT456|998877|merchant/i);
    });

    it('answers 404 for an unknown order and 400 for a malformed one', async () => {
      expect(await registrationStatus('SRnope')).toEqual({ status: 404, body: { error: 'Kayıt verileri bulunamadı' } });
      expect((await registrationStatus('a-b')).status).toBe(400);
    });

    it('expires a pending registration after 24 hours', async () => {
      const [plan] = await q<{ id: string }>(`select id from subscription_plans where interval = 'monthly'`);
      await q(`insert into pending_registrations (merchant_oid, salon_data, owner_data, plan_id, payment_amount, created_at)
               values ('SROLD1', '{}', '{}', $1, 2990, now() - interval '25 hours'), ('SRNEW1', '{}', '{}', $1, 2990, now() - interval '23 hours')`, [plan.id]);
      expect((await registrationStatus('SROLD1')).body).toEqual({ status: 'failed', reason: 'Ödeme 24 saat içinde onaylanmadı; kayıt süresi doldu.' });
      // Past PayTR's 30 minutes the page stops waiting (issue 24 §3); the row stays pending for a late notification.
      expect((await registrationStatus('SRNEW1')).body).toEqual({ status: 'expired', reason: expect.stringContaining('30 dakika içinde tamamlanmadı') });
    });
  });
});
