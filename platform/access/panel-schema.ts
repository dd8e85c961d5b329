// Panel sign-in input, shared by the /panel/giris form (instant feedback) and the route
// handler (the check that counts). Browser-safe.
import { z } from 'zod';
import { object, text } from '@/platform/text/input';
import { ownerPassword } from './password-field';

export const PANEL_WRONG_CREDENTIALS_MESSAGE = 'Salon kodu, kullanıcı adı veya şifre hatalı';

export const panelLoginSchema = object({
  // Six characters once spaces are gone; anything else is simply a wrong code, with the same answer.
  salonCode: text({ required: 'Salon kodu gereklidir', max: 20, tooLong: PANEL_WRONG_CREDENTIALS_MESSAGE })
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().length(6, { error: 'Salon kodu 6 karakterdir' })),
  username: text({ required: 'Kullanıcı adı gereklidir', max: 100, tooLong: PANEL_WRONG_CREDENTIALS_MESSAGE }),
  password: z.string({ error: 'Şifre gereklidir' }).min(1, { error: 'Şifre gereklidir' }).max(200, { error: PANEL_WRONG_CREDENTIALS_MESSAGE }),
  remember: z.boolean().optional().default(false),
});
export type PanelLoginValues = z.input<typeof panelLoginSchema>;
export type PanelLoginInput = z.output<typeof panelLoginSchema>;

/** A salon user's own new password: the registration wizard's rules. */
export const panelPasswordSchema = object({
  currentPassword: z.string({ error: 'Mevcut şifre gereklidir' }).min(1, { error: 'Mevcut şifre gereklidir' }).max(200, { error: 'Mevcut şifre yanlış' }),
  newPassword: ownerPassword(),
  confirmPassword: z.string({ error: 'Şifre tekrarı gereklidir' }).max(200, { error: 'Şifreler eşleşmiyor' }),
}).refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: 'Şifreler eşleşmiyor' });
export type PanelPasswordValues = z.input<typeof panelPasswordSchema>;
export type PanelPasswordInput = z.output<typeof panelPasswordSchema>;
