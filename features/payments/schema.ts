// The PayTR settings form (spec 2 §5 "Payment settings"): merchant id required; key and salt
// are write-only — blank means "keep the stored value", and are required only while nothing
// is stored (checked against the database by the action). Browser-safe: the form uses it too.
import { z } from 'zod';
import { object, optionalText, text } from '@/platform/text/input';

export const MERCHANT_ID_REQUIRED = 'Merchant ID gereklidir';
export const MERCHANT_KEY_REQUIRED = 'Merchant Key gereklidir';
export const MERCHANT_SALT_REQUIRED = 'Merchant Salt gereklidir';
export const TEST_FIELDS_MISSING = 'Önce tüm PayTR bilgilerini doldurun';
export const MERCHANT_ID_SUSPICIOUS = 'Merchant ID geçersiz görünüyor';

const url = optionalText({ max: 500, tooLong: 'Adres en fazla 500 karakter olabilir' })
  .refine((v) => v === null || /^https?:\/\/\S+$/.test(v), { error: 'Geçerli bir adres giriniz (http:// veya https://)' });
const secret = optionalText({ max: 200, tooLong: 'En fazla 200 karakter olabilir' });

export const paytrSettingsSchema = object({
  merchantId: text({ required: MERCHANT_ID_REQUIRED, max: 50, tooLong: 'Merchant ID en fazla 50 karakter olabilir' }),
  merchantKey: secret,
  merchantSalt: secret,
  testMode: z.boolean(),
  debugMode: z.boolean(),
  timeoutLimit: z.coerce.number({ error: 'Zaman aşımı bir sayı olmalıdır' }).int({ error: 'Zaman aşımı tam sayı olmalıdır' })
    .min(1, { error: 'Zaman aşımı en az 1 dakika olmalıdır' }).max(1440, { error: 'Zaman aşımı en fazla 1440 dakika olabilir' }),
  noInstallment: z.boolean(),
  maxInstallment: z.coerce.number({ error: 'Taksit sayısı bir sayı olmalıdır' }).int({ error: 'Taksit sayısı tam sayı olmalıdır' })
    .refine((n) => n === 0 || (n >= 2 && n <= 12), { error: 'Azami taksit 0 veya 2–12 arası olmalıdır' }),
  successUrl: url,
  failUrl: url,
  isActive: z.boolean(),
});
export type PaytrSettingsInput = z.input<typeof paytrSettingsSchema>;
export type PaytrSettingsValues = z.output<typeof paytrSettingsSchema>;

/** 'Bağlantıyı Test Et' sends the form as it is; the local checks run before any request. */
export const paytrTestSchema = paytrSettingsSchema.extend({
  merchantId: optionalText({ max: 50, tooLong: 'Merchant ID en fazla 50 karakter olabilir' }),
});
