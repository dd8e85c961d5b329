// The inputs of a KVKK request (/kvkk/basvuru) and of the operator's answer (/admin/kvkk), with
// their Turkish messages. Shared by the forms (instant feedback) and the server (the check that counts).
import { z } from 'zod';
import { object, optionalEmail, optionalPhone, optionalText, text } from '@/platform/text/input';
import { CODE_LENGTH, KVKK_REQUEST_CHANNELS, KVKK_REQUEST_KINDS, needsMessage } from './rules/requests';

export const MESSAGE_MAX = 2000;

export const kvkkRequestSchema = object({
  kind: z.enum(KVKK_REQUEST_KINDS, { error: 'Lütfen talebinizi seçin' }),
  channel: z.enum(KVKK_REQUEST_CHANNELS, { error: 'Lütfen size nasıl ulaşacağımızı seçin' }),
  email: optionalEmail('Geçerli bir e-posta adresi giriniz'),
  phone: optionalPhone('Geçerli bir telefon numarası giriniz (11 haneli)'),
  message: optionalText({ max: MESSAGE_MAX, tooLong: `Mesaj en fazla ${MESSAGE_MAX} karakter olabilir`, multiline: true }),
}).superRefine((input, ctx) => {
  // Only the chosen channel's field counts; the other is ignored even when filled.
  if (input.channel === 'email' && !input.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Lütfen e-posta adresinizi giriniz' });
  if (input.channel === 'phone' && !input.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Lütfen telefon numaranızı giriniz' });
  if (needsMessage(input.kind) && !input.message) {
    ctx.addIssue({ code: 'custom', path: ['message'], message: 'Lütfen talebinizi birkaç cümleyle açıklayın' });
  }
});
export type KvkkRequestFormValues = z.input<typeof kvkkRequestSchema>;
export type KvkkRequestInput = z.output<typeof kvkkRequestSchema>;

export const CODE_FORMAT_MESSAGE = `Kod ${CODE_LENGTH} haneli olmalıdır`;

export const kvkkVerifySchema = object({
  requestId: z.uuid({ error: 'Başvuru bulunamadı. Lütfen formu yeniden gönderin.' }),
  code: z.string({ error: CODE_FORMAT_MESSAGE }).trim().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: CODE_FORMAT_MESSAGE }),
});
export type KvkkVerifyInput = z.output<typeof kvkkVerifySchema>;

/** The operator's answer: done or rejected, always with a note (art. 13/3 wants a refusal's reason). */
export const kvkkResolveSchema = object({
  id: z.uuid({ error: 'Başvuru bulunamadı' }),
  outcome: z.enum(['done', 'rejected'], { error: 'Geçersiz sonuç' }),
  note: text({ required: 'Lütfen sonuç notunu yazın', max: MESSAGE_MAX, tooLong: `Not en fazla ${MESSAGE_MAX} karakter olabilir`, multiline: true }),
});
export type KvkkResolveFormValues = z.input<typeof kvkkResolveSchema>;
export type KvkkResolveInput = z.output<typeof kvkkResolveSchema>;

/**
 * The answers of the public flow. The same words whoever the contact is: nothing here depends on
 * whether the address or number belongs to a customer (the server never looks).
 */
export const REQUEST_MESSAGES = {
  codeSent: 'Doğrulama kodunu yazdığınız e-posta adresine gönderdik. Kod 15 dakika geçerlidir.',
  codeTexted: 'Doğrulama kodunu yazdığınız cep telefonu numarasına SMS ile gönderdik. Kod 15 dakika geçerlidir.',
  /** A landline: no text can reach it. */
  phoneReceived: 'Başvurunuz alındı. Sabit hatlara SMS gönderilemediği için kimliğinizi doğrulamak üzere sizi bu numaradan arayacağız.',
  verified: 'E-posta adresiniz doğrulandı; başvurunuz alındı.',
  verifiedPhone: 'Telefon numaranız doğrulandı; başvurunuz alındı.',
  wrongCode: 'Kod hatalı.',
  expired: 'Kodun süresi doldu. Lütfen başvurunuzu yeniden gönderin; yeni bir kod alacaksınız.',
  locked: 'Çok fazla hatalı deneme yapıldı; bu kod artık kullanılamaz. Lütfen başvurunuzu yeniden gönderin.',
  unknown: 'Kod doğrulanamadı. Lütfen başvurunuzu yeniden gönderin.',
  failed: 'Başvurunuz kaydedilemedi. Lütfen daha sonra tekrar deneyin.',
} as const;
