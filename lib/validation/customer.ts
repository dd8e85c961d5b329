// Customer sign-in and registration inputs (spec 1 §5), shared by the auth dialog (client-side
// hints) and the server actions (the check that counts).
import { z } from 'zod';

const INVALID_FORM = 'Lütfen bilgileri kontrol edin';

export const PHONE_MESSAGE = 'Geçerli bir telefon numarası giriniz (11 haneli)';
export const PASSWORD_MIN_MESSAGE = 'Şifre en az 6 karakter olmalıdır';
export const PASSWORD_MAX_MESSAGE = 'Şifre en fazla 50 karakter olabilir';
export const PASSWORD_DIGIT_MESSAGE = 'Şifre en az bir rakam içermelidir';
export const PASSWORD_MISMATCH_MESSAGE = 'Şifreler eşleşmiyor';
export const FIRST_NAME_MESSAGE = 'Lütfen adınızı giriniz';
export const LAST_NAME_MESSAGE = 'Lütfen soyadınızı giriniz';
export const EMAIL_MESSAGE = 'Geçerli bir e-posta adresi giriniz';

/** '0 532 123 45 67' or '05321234567' → '05321234567'; anything else fails. */
export const phoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^0\d{10}$/, PHONE_MESSAGE));

export const loginSchema = z.object({
  phone: phoneSchema,
  // bcrypt reads at most 72 bytes; the cap keeps a huge body from costing anything.
  password: z.string({ error: PASSWORD_MIN_MESSAGE }).min(6, PASSWORD_MIN_MESSAGE).max(200, PASSWORD_MAX_MESSAGE),
}, { error: INVALID_FORM });
export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;

const nameSchema = (message: string) =>
  z.string({ error: message }).trim().min(2, message).max(50, message);

export const registerSchema = z
  .object({
    phone: phoneSchema,
    firstName: nameSchema(FIRST_NAME_MESSAGE),
    lastName: nameSchema(LAST_NAME_MESSAGE),
    email: z
      .string()
      .trim()
      .max(254, EMAIL_MESSAGE)
      .optional()
      .transform((value) => (value ? value : null))
      .pipe(z.email(EMAIL_MESSAGE).nullable()),
    password: z
      .string({ error: PASSWORD_MIN_MESSAGE })
      .min(6, PASSWORD_MIN_MESSAGE)
      .max(50, PASSWORD_MAX_MESSAGE)
      .regex(/\d/, PASSWORD_DIGIT_MESSAGE),
    passwordConfirm: z.string({ error: PASSWORD_MISMATCH_MESSAGE }),
  }, { error: INVALID_FORM })
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
export const cancelAppointmentSchema = z.object(
  { appointmentId: idSchema(APPOINTMENT_NOT_FOUND_MESSAGE) },
  { error: INVALID_FORM },
);
