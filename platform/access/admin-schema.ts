// Back-office input schemas, shared by the browser forms (instant feedback) and the server
// actions/route handlers (the check that counts). Browser-safe: no server-only imports.
import { z } from 'zod';
import { email, object, text } from '@/platform/text/input';
import { isUuid } from '@/platform/text/ids';
import { ADMIN_ROLES } from './admin-roles';

export const WRONG_CREDENTIALS_MESSAGE = 'E-posta veya şifre hatalı';
export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 72; // bcrypt reads at most 72 bytes

export const adminLoginSchema = object({
  // Any text up to an e-mail's length: a malformed address is simply a wrong one, with the same answer.
  email: text({ required: 'E-posta adresi gereklidir', max: 254, tooLong: WRONG_CREDENTIALS_MESSAGE }),
  password: z.string({ error: 'Şifre gereklidir' }).min(1, { error: 'Şifre gereklidir' }).max(200, { error: WRONG_CREDENTIALS_MESSAGE }),
});
export type AdminLoginInput = z.output<typeof adminLoginSchema>;

export const newAdminPassword = z.string({ error: 'Yeni şifre gereklidir' })
  .min(MIN_PASSWORD_LENGTH, { error: `Şifre en az ${MIN_PASSWORD_LENGTH} karakter olmalıdır` })
  .max(MAX_PASSWORD_LENGTH, { error: `Şifre en fazla ${MAX_PASSWORD_LENGTH} karakter olabilir` });

export const changePasswordSchema = object({
  currentPassword: z.string({ error: 'Mevcut şifre gereklidir' }).min(1, { error: 'Mevcut şifre gereklidir' }).max(200, { error: 'Mevcut şifre yanlış' }),
  newPassword: newAdminPassword,
  confirmPassword: z.string({ error: 'Şifre tekrarı gereklidir' }).max(200, { error: 'Şifreler eşleşmiyor' }),
}).refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: 'Şifreler eşleşmiyor' });
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

const roleSchema = z.enum(ADMIN_ROLES, { error: 'Geçerli bir rol seçin' });
const adminId = z.string({ error: 'Geçersiz yönetici' }).refine(isUuid, { error: 'Geçersiz yönetici' });

export const createAdminSchema = object({
  email: email('Geçerli bir e-posta adresi giriniz'),
  fullName: text({ required: 'Ad soyad gereklidir', min: 2, max: 100, tooLong: 'Ad soyad en fazla 100 karakter olabilir' }),
  role: roleSchema,
  password: newAdminPassword,
});
export type CreateAdminValues = z.input<typeof createAdminSchema>;
export type CreateAdminInput = z.output<typeof createAdminSchema>;

export const changeRoleSchema = object({ id: adminId, role: roleSchema });
export type ChangeRoleValues = z.input<typeof changeRoleSchema>;
export const setActiveSchema = object({ id: adminId, isActive: z.boolean({ error: 'Geçersiz durum' }) });
