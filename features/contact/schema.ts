// The landing page contact form (spec 1 §2, §5): name and e-mail required, the rest optional.
// Shared by the form (instant feedback) and the server action (the check that counts).
import { z } from 'zod';
import { email, object, optionalPhone, optionalText, text } from '@/platform/text/input';

export const contactMessageSchema = object({
  name: text({ required: 'Lütfen adınızı giriniz', max: 100, tooLong: 'Ad en fazla 100 karakter olabilir' }),
  email: z
    .string({ error: 'Lütfen e-posta adresinizi giriniz' })
    .trim()
    .min(1, 'Lütfen e-posta adresinizi giriniz')
    .pipe(email('Geçerli bir e-posta adresi giriniz')),
  phone: optionalPhone('Geçerli bir telefon numarası giriniz (11 haneli)'),
  salonName: optionalText({ max: 120, tooLong: 'Salon adı en fazla 120 karakter olabilir' }),
  message: optionalText({ max: 2000, tooLong: 'Mesaj en fazla 2000 karakter olabilir', multiline: true }),
});

export type ContactMessageFormValues = z.input<typeof contactMessageSchema>;
export type ContactMessageInput = z.output<typeof contactMessageSchema>;

export const CONTACT_SUCCESS_MESSAGE = 'Mesajınız başarıyla gönderildi! 📧';
