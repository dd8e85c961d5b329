// The operator's SMS forms (admin → SMS): the Netgsm account, with a write-only password (blank
// keeps the stored one, required only while none is stored: the action checks the database),
// and the test text. Browser-safe: the forms check the same rules before sending.
import { z } from 'zod';
import { object, optionalText, phone, text } from '@/platform/text/input';
import { isMobileNumber } from './rules/recipients';

export const USERCODE_REQUIRED = 'Kullanıcı kodu gereklidir';
export const SMS_PASSWORD_REQUIRED = 'Şifre gereklidir';
export const HEADER_REQUIRED = 'Mesaj başlığı gereklidir';
/** Netgsm's sender titles (başlık) are at most 11 characters, as every GSM alphanumeric sender. */
export const HEADER_MAX = 11;
export const HEADER_TOO_LONG = `Mesaj başlığı en fazla ${HEADER_MAX} karakter olabilir`;
export const TEST_PHONE_INVALID = 'Geçerli bir cep telefonu numarası giriniz (05XX XXX XX XX)';
export const TEST_TEXT_REQUIRED = 'Mesaj metni gereklidir';
export const TEST_TEXT_MAX = 300;
export const DEFAULT_TEST_TEXT = 'Salon Randevu test mesajı';

export const smsSettingsSchema = object({
  usercode: text({ required: USERCODE_REQUIRED, max: 64, tooLong: 'Kullanıcı kodu en fazla 64 karakter olabilir' }),
  /** Blank or missing: keep the stored password. */
  password: optionalText({ max: 200, tooLong: 'Şifre en fazla 200 karakter olabilir' }),
  header: text({ required: HEADER_REQUIRED, max: HEADER_MAX, tooLong: HEADER_TOO_LONG }),
  isActive: z.boolean({ error: 'Geçersiz durum' }),
});
export type SmsSettingsInput = z.input<typeof smsSettingsSchema>;

/** Only a Turkish mobile number receives a text: a landline is refused here, not by the provider. */
export const testSmsSchema = object({
  to: phone(TEST_PHONE_INVALID).refine(isMobileNumber, { error: TEST_PHONE_INVALID }),
  text: text({ required: TEST_TEXT_REQUIRED, max: TEST_TEXT_MAX, tooLong: `Mesaj metni en fazla ${TEST_TEXT_MAX} karakter olabilir` }),
});
export type TestSmsInput = z.input<typeof testSmsSchema>;

export const smsIdSchema = object({ id: z.uuid({ error: 'SMS bulunamadı' }) });

/** What 'Tekrar Gönder' answers (the provider's error follows a colon). */
export const SMS_RESEND_MESSAGES = {
  sent: 'SMS gönderildi',
  refused: 'Bu SMS tekrar gönderilemez: sağlayıcıya iletilmiş ya da bulunamadı.',
  retrying: 'SMS gönderilemedi, otomatik olarak yeniden denenecek',
  failed: 'SMS gönderilemedi',
  not_configured: 'SMS ayarları yapılmadığı için mesaj kuyrukta bekliyor',
  busy: 'SMS şu anda başka bir sunucu tarafından gönderiliyor',
} as const;
