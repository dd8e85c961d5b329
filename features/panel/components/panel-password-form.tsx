'use client';
// A salon user's change-password form: the registration wizard's password rules (at least 6).
// A client module of its own because a zod schema cannot be handed over from a server page.
import { changePanelPasswordAction } from '@/features/panel/actions.panel';
import { ChangePasswordForm } from '@/components/kit/change-password-form';
import { panelPasswordSchema } from '@/platform/access/panel-schema';

export function PanelPasswordForm() {
  return (
    <ChangePasswordForm schema={panelPasswordSchema} action={changePanelPasswordAction}
      hint="En az 6 karakter. Şifreniz değişince diğer cihazlardaki oturumlarınız kapanır." />
  );
}
