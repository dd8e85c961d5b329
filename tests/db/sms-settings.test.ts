// The operator's SMS screen (admin → SMS) on a real database, against the Netgsm double: the
// account's password is write-only (the admin view says only that one is stored, a blank field
// keeps it, the activity log never holds it) and only superadmins save it; a test text to a
// mobile number reaches the double and shows the provider's id, a landline is refused with a
// Turkish 400, and without settings it waits in the queue; 'Tekrar Gönder' sends a waiting or
// refused text once and refuses one a provider took; the list is newest first, by status and
// number, with cost and delivery report; visitors and moderators get nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb, useConnectionForTests } from '@/platform/db';
import { env } from '@/platform/env';
import { createAdminSession } from '@/platform/access/admin-sessions';
import { FORBIDDEN_MESSAGE } from '@/platform/access/admin-session';
import { parseTableQuery } from '@/platform/http/table-query';
import { getActiveSmsAccount, getAdminSmsSettings, saveSmsSettings, smsProviderFor, type SmsSettingsWrite } from '@/features/sms/server/settings';
import { collectSmsReports } from '@/features/sms/server/worker';
import { listAdminSms, loadSmsPage, SMS_TABLE } from '@/features/sms/server/admin-list';
import { NOT_CONFIGURED_ERROR } from '@/features/sms/server/test-sms';
import { resendSmsAction, saveSmsSettingsAction, sendTestSmsAction } from '@/features/sms/actions.admin';
import { HEADER_TOO_LONG, SMS_RESEND_MESSAGES, smsSettingsSchema, TEST_PHONE_INVALID, testSmsSchema } from '@/features/sms/schema';
import { canResendSms, smsCostLabel } from '@/features/sms/rules/labels';
import { planSchema, SMS_ALLOWANCE_MESSAGE } from '@/features/subscriptions/schema.plan';
import { createPlan, listAdminPlans, updatePlan } from '@/features/subscriptions/server/plans';
import { startSmsDouble, type SmsDouble } from '@/scripts/sms-double/server.mjs';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { freePort } from '../support/free-port';

// The back-office reads its session cookie through next/headers; here the test decides the cookie.
const jar = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === 'admin_session' && jar.token ? { name, value: jar.token } : undefined) }),
  headers: async () => new Headers({ 'user-agent': 'vitest' }),
}));
// next.config.ts turns authInterrupts on; forbidden() then throws its 403 digest.
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';

const ACCOUNT = { usercode: '8503001234', password: 'gizli-sms-parola', header: 'SALONRANDV' };
const REDIRECT = /NEXT_REDIRECT/;
const FORBIDDEN = 'NEXT_HTTP_ERROR_FALLBACK;403';
type Row = Record<string, unknown>;
const write = (over: Partial<SmsSettingsWrite> = {}): SmsSettingsWrite => ({ usercode: ACCOUNT.usercode, header: ACCOUNT.header, password: null, isActive: true, ...over });

describe('SMS form schemas', () => {
  it('keeps a blank password as null, bounds the sender title, and texts only mobile numbers', () => {
    expect(smsSettingsSchema.parse({ usercode: ' 8503001234 ', password: '  ', header: 'SALONRANDV', isActive: true }))
      .toEqual({ usercode: '8503001234', password: null, header: 'SALONRANDV', isActive: true });
    expect(smsSettingsSchema.safeParse({ usercode: '1', password: '', header: 'SALONRANDEVU', isActive: true }).error?.issues[0].message).toBe(HEADER_TOO_LONG);
    expect(smsSettingsSchema.safeParse({ usercode: ' ', password: '', header: 'A', isActive: true }).error?.issues[0].message).toBe('Kullanıcı kodu gereklidir');
    expect(testSmsSchema.parse({ to: '+90 532 123 45 67', text: ' Deneme ' })).toEqual({ to: '05321234567', text: 'Deneme' });
    for (const to of ['02121234567', '08502221111', '0532123', 'abc']) {
      expect(testSmsSchema.safeParse({ to, text: 'Deneme' }).error?.issues[0].message, to).toBe(TEST_PHONE_INVALID);
    }
  });

  it('takes a plan\'s monthly SMS allowance as a whole number from 0 to 100000', () => {
    const plan = { name: 'Pro', description: '', price: '10', currency: 'TRY', interval: 'monthly', features: [], active: true };
    expect(planSchema.parse({ ...plan, smsAllowance: ' 500 ' }).smsAllowance).toBe(500);
    expect(planSchema.parse({ ...plan, smsAllowance: 0 }).smsAllowance).toBe(0);
    expect(planSchema.parse(plan).smsAllowance).toBeUndefined();
    for (const smsAllowance of ['', '-1', '1.5', '100001', 'çok', 2.5]) {
      expect(planSchema.safeParse({ ...plan, smsAllowance }).error?.issues[0].message, String(smsAllowance)).toBe(SMS_ALLOWANCE_MESSAGE);
    }
  });

  it('labels the cost and offers a resend only for a text no provider took', () => {
    expect(smsCostLabel(1, 'gsm7-tr')).toBe('1 SMS · Türkçe');
    expect(smsCostLabel(2, 'ucs2')).toBe('2 SMS · Unicode');
    expect(canResendSms({ status: 'failed', providerId: null })).toBe(true);
    expect(canResendSms({ status: 'queued', providerId: null })).toBe(true);
    expect(canResendSms({ status: 'sent', providerId: '123' })).toBe(false);
  });
});

describe.each(databaseKinds)('SMS admin on %s', (kind) => {
  let test: TestDatabase;
  let double: SmsDouble;
  const admins: Record<'superadmin' | 'admin' | 'moderator', string> = {} as never;
  const q = <R = Row>(text: string, params: unknown[] = []) => test.conn.query<R>(text, params);
  const outbox = async (id: string) => (await q(`select status, provider_id, error, attempts, delivery, kind, salon_id from sms_outbox where id = $1`, [id]))[0];
  const list = (raw: Record<string, string> = {}) => listAdminSms(parseTableQuery(raw, SMS_TABLE));

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    double = await startSmsDouble({ port: await freePort(), usercode: ACCOUNT.usercode, password: ACCOUNT.password, headers: [ACCOUNT.header] });
    // The app's Netgsm client reads its origin when it is made (smsProviderFor): the double's.
    env.NETGSM_API_BASE = double.url;
    for (const role of ['superadmin', 'admin', 'moderator'] as const) {
      const [{ id }] = await q<{ id: string }>(`insert into admin_users (email, password_hash, full_name, role) values ($1, 'x', $2, $3) returning id`,
        [`sms-${role}@ornek.com`, `Ad ${role}`, role]);
      admins[role] = (await createAdminSession(id, { ipAddress: '203.0.113.9', userAgent: 'vitest' })).token;
    }
  });
  afterAll(async () => {
    jar.token = undefined;
    await double?.close();
    await test?.dispose();
  });

  it('stores the password write-only: required first, a blank one keeps it, the view never holds it', async () => {
    expect(await getAdminSmsSettings()).toEqual({ usercode: '', header: '', hasPassword: false, isActive: true });
    expect(await getActiveSmsAccount()).toBeNull();
    expect(await saveSmsSettings(write())).toBe('password_required');
    expect(await saveSmsSettings(write({ password: 'eski-parola' }))).toBe('ok');
    expect(await saveSmsSettings(write({ header: 'YENIBASLIK' }))).toBe('ok');
    const view = await getAdminSmsSettings();
    expect(view).toEqual({ usercode: ACCOUNT.usercode, header: 'YENIBASLIK', hasPassword: true, isActive: true });
    expect(JSON.stringify(view)).not.toContain('parola');
    expect(await getActiveSmsAccount()).toEqual({ usercode: ACCOUNT.usercode, password: 'eski-parola', header: 'YENIBASLIK' });
    expect(await saveSmsSettings(write({ isActive: false }))).toBe('ok');
    expect(await getActiveSmsAccount()).toBeNull();
    expect(await q(`select count(*)::int as n from sms_settings`)).toEqual([{ n: 1 }]);
    // The rest of this file starts without settings: texts wait in the queue.
    await q(`delete from sms_settings`);
  });

  it('refuses the screen and its actions to a visitor and a moderator, and the settings to an admin', async () => {
    const save = { ...ACCOUNT, isActive: true };
    jar.token = undefined;
    await expect(loadSmsPage(parseTableQuery({}, SMS_TABLE))).rejects.toThrow(REDIRECT);
    await expect(saveSmsSettingsAction(save)).rejects.toThrow(REDIRECT);
    await expect(sendTestSmsAction({ to: '05321234567', text: 'x' })).rejects.toThrow(REDIRECT);
    jar.token = admins.moderator;
    await expect(loadSmsPage(parseTableQuery({}, SMS_TABLE))).rejects.toMatchObject({ digest: FORBIDDEN });
    expect(await sendTestSmsAction({ to: '05321234567', text: 'x' })).toMatchObject({ ok: false, status: 403, error: FORBIDDEN_MESSAGE });
    jar.token = admins.admin;
    expect(await saveSmsSettingsAction(save)).toMatchObject({ ok: false, status: 403, error: FORBIDDEN_MESSAGE });
    expect(await q(`select * from sms_settings`)).toEqual([]);
    expect(await q(`select * from sms_outbox`)).toEqual([]);
  });

  let waitingId: string;
  let sentId: string;

  it('keeps a test text queued without settings, and refuses a landline with a Turkish 400', async () => {
    jar.token = admins.admin;
    expect(await sendTestSmsAction({ to: '0212 123 45 67', text: 'Deneme' }))
      .toMatchObject({ ok: false, status: 400, fieldErrors: { to: TEST_PHONE_INVALID } });
    const waiting = await sendTestSmsAction({ to: '0532 111 22 33', text: 'Salon Randevu test mesajı 1' });
    expect(waiting).toMatchObject({ ok: true, data: { outcome: 'not_configured', providerId: null, error: NOT_CONFIGURED_ERROR } });
    waitingId = waiting.ok ? waiting.data.outboxId : '';
    expect(await outbox(waitingId)).toMatchObject({ status: 'queued', kind: 'test', salon_id: null, provider_id: null });
    expect(double.received()).toEqual([]);
  });

  it('saves the account as a superadmin without ever answering or logging the password', async () => {
    jar.token = admins.superadmin;
    expect(await saveSmsSettingsAction({ ...ACCOUNT, password: '', isActive: true }))
      .toMatchObject({ ok: false, status: 400, fieldErrors: { password: 'Şifre gereklidir' } });
    expect(await saveSmsSettingsAction({ ...ACCOUNT, header: 'COKUZUNBASLIK', isActive: true }))
      .toMatchObject({ ok: false, status: 400, fieldErrors: { header: HEADER_TOO_LONG } });
    const saved = await saveSmsSettingsAction({ ...ACCOUNT, isActive: true });
    expect(saved).toEqual({ ok: true, message: 'SMS ayarları kaydedildi', data: { usercode: ACCOUNT.usercode, header: ACCOUNT.header, hasPassword: true, isActive: true } });
    expect(await saveSmsSettingsAction({ ...ACCOUNT, password: '', isActive: true })).toMatchObject({ ok: true });
    expect(await getActiveSmsAccount()).toEqual(ACCOUNT);
    const logs = await q<{ action: string; description: string }>(`select action, description from admin_activity_logs where target_type = 'sms_settings'`);
    expect(logs.map((l) => l.action)).toEqual(['SMS_SETTINGS_UPDATE', 'SMS_SETTINGS_UPDATE']);
    for (const log of logs) expect(log.description).not.toContain(ACCOUNT.password);
  });

  it('sends a test text through the provider and shows its id; a refusal comes back in Turkish', async () => {
    jar.token = admins.admin;
    const sent = await sendTestSmsAction({ to: '05321234567', text: 'Salon Randevu test mesajı 2' });
    expect(sent).toMatchObject({ ok: true, data: { outcome: 'sent', providerId: expect.stringMatching(/\S/), error: null } });
    sentId = sent.ok ? sent.data.outboxId : '';
    expect(double.received()).toMatchObject([{ no: '5321234567', msg: 'Salon Randevu test mesajı 2', msgheader: ACCOUNT.header }]);
    expect(await outbox(sentId)).toMatchObject({ status: 'sent', attempts: 1, delivery: 'pending' });

    double.failNext('30');
    const refused = await sendTestSmsAction({ to: '05321234568', text: 'Salon Randevu test mesajı 3' });
    expect(refused).toMatchObject({ ok: true, data: { outcome: 'failed', providerId: null, error: expect.stringContaining('Netgsm') } });
    const refusedId = refused.ok ? refused.data.outboxId : '';
    expect(await outbox(refusedId)).toMatchObject({ status: 'failed', provider_id: null });
    const [log] = await q<{ description: string }>(`select description from admin_activity_logs where action = 'SMS_TEST' and target_id = $1`, [refusedId]);
    expect(log.description).toBe('0 532 123 45 68: gönderilemedi');

    // 'Tekrar Gönder': the refused one and the one that waited go now; the sent one is not sent twice.
    expect(await resendSmsAction({ id: refusedId })).toMatchObject({ ok: true, message: SMS_RESEND_MESSAGES.sent });
    expect(await resendSmsAction({ id: waitingId })).toMatchObject({ ok: true, data: { outcome: 'sent' } });
    expect(await resendSmsAction({ id: sentId })).toEqual({ ok: false, status: 409, error: SMS_RESEND_MESSAGES.refused, fieldErrors: undefined });
    expect(await resendSmsAction({ id: 'yok' })).toMatchObject({ ok: false, status: 400 });
    expect(double.received()).toHaveLength(3);
  });

  it('saves a plan\'s monthly SMS allowance; a plan saved without one keeps it (new plans get 200)', async () => {
    const base = planSchema.parse({ name: 'SMS Plan', description: '', price: '10', currency: 'TRY', interval: 'monthly', features: [], active: true });
    const { id } = await createPlan(base);
    const allowance = async () => (await listAdminPlans('SMS Plan')).find((p) => p.id === id)?.smsAllowance;
    expect(await allowance()).toBe(200);
    await updatePlan(id, { ...base, smsAllowance: 1500 });
    expect(await allowance()).toBe(1500);
    await updatePlan(id, base);
    expect(await allowance()).toBe(1500);
    await q(`delete from subscription_plans where id = $1`, [id]);
  });

  it('lists the texts newest first with counts, status tabs, a number search, cost and delivery report', async () => {
    await q(`update sms_outbox set created_at = created_at - interval '1 minute' where id = $1`, [waitingId]);
    await q(`insert into sms_outbox (to_phone, body, kind, parts, encoding, status, error) values ('05329998877', 'Eski', 'appointment_reminder', 2, 'ucs2', 'failed', 'Gönderim zamanı geçti')`);
    jar.token = admins.admin;
    const page = await loadSmsPage(parseTableQuery({}, SMS_TABLE));
    expect(page.counts).toEqual({ all: 4, queued: 0, sent: 3, failed: 1 });
    const times = page.rows.map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.rows.at(-1)?.id).toBe(waitingId);
    expect((await list({ filter: 'failed' })).rows).toMatchObject([{ toPhone: '05329998877', error: 'Gönderim zamanı geçti', parts: 2, encoding: 'ucs2', delivery: null }]);
    expect((await list({ q: '0532 123 45 67' })).rows.map((r) => r.id)).toEqual([sentId]);
    expect((await list({ q: 'Salon' })).rows).toEqual([]);
    expect((await list({ q: '111 22 33' })).rows).toMatchObject([{ id: waitingId, kind: 'test', parts: 1, encoding: 'gsm7-tr', attempts: 1, status: 'sent' }]);

    // The loop asks Netgsm for reports; the list then shows them.
    const account = (await getActiveSmsAccount())!;
    expect(await collectSmsReports(await getDb(), smsProviderFor(account), new Date())).toBe(3);
    expect((await list({ q: '05321234567' })).rows).toMatchObject([{ id: sentId, delivery: 'delivered', deliveryDetail: 'İletildi', providerId: expect.any(String) }]);
  });
});
