// The KVKK controller's details as the operator saves them in /admin/content ('KVKK' tab):
// the notices at /kvkk and /kvkk/salon show them (features/content/rules/kvkk-controller.ts).
// Browser-safe: the editor and the server action check with the same schema.
import { z } from 'zod';
import { email, object, optionalEmail, text } from '@/platform/text/input';

export const KVKK_CONTROLLER_SAVED = 'Veri sorumlusu bilgileri kaydedildi';
export const KVKK_CONTROLLER_SAVE_FAILED = 'Veri sorumlusu bilgileri kaydedilemedi';
const MERSIS_MESSAGE = 'MERSİS numarası 16 rakamdan oluşmalıdır';

/** Spaces typed between groups of digits are dropped; blank means none. */
const mersis = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') || null : v),
  z.string({ error: MERSIS_MESSAGE }).regex(/^\d{16}$/, { error: MERSIS_MESSAGE }).nullish().transform((v) => v ?? null),
);

export const kvkkControllerSchema = object({
  name: text({ required: 'Unvan gereklidir', max: 200, tooLong: 'Unvan en fazla 200 karakter olabilir' }),
  address: text({ required: 'Adres gereklidir', max: 300, tooLong: 'Adres en fazla 300 karakter olabilir', multiline: true }),
  email: z.string({ error: 'E-posta adresi gereklidir' }).trim().min(1, { error: 'E-posta adresi gereklidir' }).pipe(email()),
  kep: optionalEmail('Geçerli bir KEP adresi giriniz'),
  mersis,
  transferNote: text({
    required: 'Yurt dışına aktarım açıklaması gereklidir', max: 1000, tooLong: 'Açıklama en fazla 1000 karakter olabilir', multiline: true,
  }),
});
export type KvkkControllerInput = z.output<typeof kvkkControllerSchema>;
