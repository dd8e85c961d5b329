// The landing page contact form (spec 1 §2, §5): name and e-mail required, the rest optional.
// Shared by the form (instant feedback) and the server action (the check that counts).
import { z } from 'zod';
import { isValidPhone, normalizePhoneInput } from '@/lib/phone/phone';

/** Blank optional text becomes undefined so the row stores null, not ''. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Lütfen adınızı giriniz').max(100, 'Ad en fazla 100 karakter olabilir'),
  email: z
    .string()
    .trim()
    .min(1, 'Lütfen e-posta adresinizi giriniz')
    .max(200, 'E-posta adresi çok uzun')
    .pipe(z.email('Geçerli bir e-posta adresi giriniz')),
  phone: z
    .string()
    .optional()
    .transform((v) => (v ? normalizePhoneInput(v) : undefined))
    .refine((v) => v === undefined || v === '' || isValidPhone(v), 'Geçerli bir telefon numarası giriniz (11 haneli)')
    .transform((v) => v || undefined),
  salonName: optionalText(120, 'Salon adı en fazla 120 karakter olabilir'),
  message: optionalText(2000, 'Mesaj en fazla 2000 karakter olabilir'),
});

export type ContactMessageFormValues = z.input<typeof contactMessageSchema>;
export type ContactMessageInput = z.output<typeof contactMessageSchema>;

export const CONTACT_SUCCESS_MESSAGE = 'Mesajınız başarıyla gönderildi! 📧';
