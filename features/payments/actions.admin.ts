'use server';
// PayTR settings (superadmins only): save, and 'Bağlantıyı Test Et'. The key and salt are
// write-only: a blank field keeps the stored value, and neither is ever returned. The test
// runs the spec's local checks, then a real test-mode get-token request to PAYTR_API_BASE.
import { fail, ok } from '@/platform/actions/result';
import { adminAction } from '@/platform/access/admin-action';
import { SUPERADMIN } from '@/platform/access/admin-roles';
import { currentAdminClient } from '@/platform/access/admin-session';
import { getAdminPaytrSettings, savePaytrSettings, storedPaytrSecrets } from '@/features/payments/server/paytr-settings';
import { env } from '@/platform/env';
import { requestPaytrToken } from '@/features/payments/server/get-token';
import { newMerchantOid } from '@/features/payments/rules/merchant-oid';
import {
  MERCHANT_ID_SUSPICIOUS, MERCHANT_KEY_REQUIRED, MERCHANT_SALT_REQUIRED, paytrSettingsSchema, paytrTestSchema, TEST_FIELDS_MISSING,
} from '@/features/payments/schema';

export const savePaytrSettingsAction = adminAction(SUPERADMIN, paytrSettingsSchema, async (input) => {
  const outcome = await savePaytrSettings(input);
  if (outcome === 'key_required') return fail(MERCHANT_KEY_REQUIRED, { merchantKey: MERCHANT_KEY_REQUIRED });
  if (outcome === 'salt_required') return fail(MERCHANT_SALT_REQUIRED, { merchantSalt: MERCHANT_SALT_REQUIRED });
  return ok(await getAdminPaytrSettings(), 'PayTR ayarları kaydedildi');
}, (input) => ({
  action: 'PAYTR_SETTINGS_UPDATE', targetType: 'paytr_settings',
  // Which secrets changed, never their values.
  description: `Merchant ID ${input.merchantId}${input.merchantKey ? ', yeni key' : ''}${input.merchantSalt ? ', yeni salt' : ''}; test modu ${input.testMode ? 'açık' : 'kapalı'}`,
}));

export interface PaytrTestOutcome {
  success: boolean;
  /** PayTR's answer, or why the request could not be made. */
  answer: string;
}

export const testPaytrConnectionAction = adminAction(SUPERADMIN, paytrTestSchema, async (input, admin) => {
  const stored = await storedPaytrSecrets();
  const merchantKey = input.merchantKey ?? stored.merchantKey;
  const merchantSalt = input.merchantSalt ?? stored.merchantSalt;
  const merchantId = input.merchantId;
  if (!merchantId || !merchantKey || !merchantSalt) return fail(TEST_FIELDS_MISSING);
  if (merchantId.length < 5) return fail(MERCHANT_ID_SUSPICIOUS);
  const client = await currentAdminClient();
  const site = env.SITE_URL.replace(/\/$/, '');
  // Always test mode: a connection test must never create a real charge.
  const result = await requestPaytrToken(env.PAYTR_API_BASE, { ...input, merchantId, merchantKey, merchantSalt, testMode: true }, {
    merchantOid: `TEST${newMerchantOid()}`, userIp: client.ipAddress ?? '127.0.0.1', email: admin.email, paymentAmount: 100,
    productName: 'Bağlantı testi', userName: admin.fullName ?? 'Yönetici', userAddress: 'Bağlantı testi', userPhone: '05000000000',
    okUrl: input.successUrl ?? `${site}/kayit-tamamlandi`, failUrl: input.failUrl ?? `${site}/kayit-tamamlandi`,
  });
  return ok<PaytrTestOutcome>(result.ok
    ? { success: true, answer: 'PayTR test modunda ödeme token’ı verdi: bilgiler doğru.' }
    : { success: false, answer: `PayTR bağlantı testi başarısız: ${result.message}` });
}, (_input, data) => ({ action: 'PAYTR_TEST', targetType: 'paytr_settings', description: data.success ? 'Bağlantı testi başarılı' : 'Bağlantı testi başarısız' }));
