// The PayTR settings page's data layer on a real database: the admin view carries no key or
// salt (only whether each is stored); saving with blank secrets keeps the stored ones; the
// first save needs both; the saved row becomes the one active row the registration signs with.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { getActivePaytrMerchant, getAdminPaytrSettings, savePaytrSettings, type PaytrSettingsWrite } from '@/features/payments/server/paytr-settings';
import { paytrSettingsSchema } from '@/features/payments/schema';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

const form = (over: Partial<PaytrSettingsWrite> = {}): PaytrSettingsWrite => ({
  merchantId: '123456', merchantKey: null, merchantSalt: null, testMode: true, debugMode: false, timeoutLimit: 30,
  noInstallment: true, maxInstallment: 0, successUrl: null, failUrl: null, isActive: true, ...over,
});

describe.each(databaseKinds)('PayTR settings on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });
  beforeEach(async () => { await test.conn.query('delete from paytr_settings'); });

  it('refuses a first save without key or salt, then stores them write-only', async () => {
    expect(await getAdminPaytrSettings()).toMatchObject({ merchantId: '', hasKey: false, hasSalt: false });
    expect(await savePaytrSettings(form())).toBe('key_required');
    expect(await savePaytrSettings(form({ merchantKey: 'GIZLIKEY123' }))).toBe('salt_required');
    expect(await savePaytrSettings(form({ merchantKey: 'GIZLIKEY123', merchantSalt: 'GIZLISALT456' }))).toBe('ok');
    const view = await getAdminPaytrSettings();
    expect(view).toEqual({
      merchantId: '123456', hasKey: true, hasSalt: true, testMode: true, debugMode: false, timeoutLimit: 30,
      noInstallment: true, maxInstallment: 0, successUrl: null, failUrl: null, isActive: true,
    });
    expect(JSON.stringify(view)).not.toMatch(/GIZLI/);
  });

  it('blank secrets keep the stored ones; new ones replace them; the saved row is the active merchant', async () => {
    await test.conn.query(`insert into paytr_settings (merchant_id, merchant_key, merchant_salt, is_active) values ('999999', 'OLDKEY', 'OLDSALT', true)`);
    expect(await savePaytrSettings(form({ merchantId: '555555', noInstallment: false, maxInstallment: 6, successUrl: 'https://ornek.com/ok' }))).toBe('ok');
    expect(await getActivePaytrMerchant()).toMatchObject({ merchantId: '555555', merchantKey: 'OLDKEY', merchantSalt: 'OLDSALT', maxInstallment: 6 });
    expect(await savePaytrSettings(form({ merchantSalt: 'NEWSALT' }))).toBe('ok');
    expect(await getActivePaytrMerchant()).toMatchObject({ merchantId: '123456', merchantKey: 'OLDKEY', merchantSalt: 'NEWSALT', maxInstallment: 0 });
    const [{ n }] = await test.conn.query<{ n: number }>('select count(*)::int as n from paytr_settings');
    expect(n).toBe(1);
    await savePaytrSettings(form({ isActive: false }));
    expect(await getActivePaytrMerchant()).toBeNull();
  });
});

describe('PayTR settings form schema', () => {
  it('gives the spec\'s required message and keeps blank secrets as null', () => {
    const base = { merchantKey: '', merchantSalt: '  ', testMode: true, debugMode: true, timeoutLimit: '30', noInstallment: true, maxInstallment: '0', successUrl: '', failUrl: '', isActive: true };
    const missing = paytrSettingsSchema.safeParse({ ...base, merchantId: ' ' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0].message).toBe('Merchant ID gereklidir');
    expect(paytrSettingsSchema.parse({ ...base, merchantId: '123456' })).toMatchObject({ merchantKey: null, merchantSalt: null, timeoutLimit: 30, successUrl: null });
    expect(paytrSettingsSchema.safeParse({ ...base, merchantId: '123456', maxInstallment: 1 }).success).toBe(false);
    expect(paytrSettingsSchema.safeParse({ ...base, merchantId: '123456', successUrl: 'javascript:alert(1)' }).success).toBe(false);
  });
});
