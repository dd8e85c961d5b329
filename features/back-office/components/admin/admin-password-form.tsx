'use client';
// The admin's change-password form: the back-office's password rules (at least 8 characters).
// A client module of its own because a zod schema cannot be handed over from a server page.
import { changePasswordAction } from '@/features/back-office/actions.settings.admin';
import { changePasswordSchema } from '@/platform/access/admin-schema';
import { ChangePasswordForm } from '@/components/kit/change-password-form';

export function AdminPasswordForm() {
  return (
    <ChangePasswordForm schema={changePasswordSchema} action={changePasswordAction}
      hint="En az 8 karakter. Şifreniz değişince diğer cihazlardaki oturumlarınız kapanır." />
  );
}
