// Customer sign-in and registration inputs (spec 1 §5), shared by the auth dialog (client-side
// hints) and the server actions (the check that counts).
import { z } from 'zod';
import { object, optionalEmail, phone, text } from '@/platform/text/input';

const INVALID_FORM = 'Lütfen bilgileri kontrol edin';

export const PHONE_MESSAGE = 'Geçerli bir telefon numarası giriniz (11 haneli)';
export const PASSWORD_MIN_MESSAGE = 'Şifre en az 6 karakter olmalıdır';
export const PASSWORD_MAX_MESSAGE = 'Şifre en fazla 50 karakter olabilir';
export const PASSWORD_DIGIT_MESSAGE = 'Şifre en az bir rakam içermelidir';
export const PASSWORD_MISMATCH_MESSAGE = 'Şifreler eşleşmiyor';
export const FIRST_NAME_MESSAGE = 'Lütfen adınızı giriniz';
export const LAST_NAME_MESSAGE = 'Lütfen soyadınızı giriniz';
export const EMAIL_MESSAGE = 'Geçerli bir e-posta adresi giriniz';

/** Any typed form ('+90 532…', '0 532 123 45 67') → '05321234567' (the one phone rule, text.ts). */
export const phoneSchema = phone(PHONE_MESSAGE);

export const loginSchema = object({
  phone: phoneSchema,
  // bcrypt reads at most 72 bytes; the cap keeps a huge body from costing anything.
  password: z.string({ error: PASSWORD_MIN_MESSAGE }).min(6, PASSWORD_MIN_MESSAGE).max(200, PASSWORD_MAX_MESSAGE),
}, INVALID_FORM);
export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;

const nameSchema = (message: string) => text({ required: message, min: 2, max: 50, tooLong: message });

export const registerSchema = object({
  phone: phoneSchema,
  firstName: nameSchema(FIRST_NAME_MESSAGE),
  lastName: nameSchema(LAST_NAME_MESSAGE),
  email: optionalEmail(EMAIL_MESSAGE),
  password: z
    .string({ error: PASSWORD_MIN_MESSAGE })
    .min(6, PASSWORD_MIN_MESSAGE)
    .max(50, PASSWORD_MAX_MESSAGE)
    .regex(/\d/, PASSWORD_DIGIT_MESSAGE),
  passwordConfirm: z.string({ error: PASSWORD_MISMATCH_MESSAGE }),
}, INVALID_FORM)
  .refine((value) => value.password === value.passwordConfirm, {
    path: ['passwordConfirm'],
    message: PASSWORD_MISMATCH_MESSAGE,
  });
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

/** A row id sent by the browser; a malformed one reads as "not found". */
export const idSchema = (message: string) =>
  z.string({ error: message }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message);

export const APPOINTMENT_NOT_FOUND_MESSAGE = 'Randevu bulunamadı';
export const APPOINTMENT_NOT_CANCELLABLE_MESSAGE = 'Bu randevu artık iptal edilemez';
export const cancelAppointmentSchema = object({ appointmentId: idSchema(APPOINTMENT_NOT_FOUND_MESSAGE) }, INVALID_FORM);
