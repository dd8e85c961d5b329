'use client';
// The owner sets a new password for a user who forgot theirs; that user's open sessions end.
import type { ReactNode } from 'react';
import { resetTeamPasswordAction } from '@/features/team/actions.panel';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormPassword } from '@/components/kit/form-input';
import { resetTeamPasswordSchema } from '@/features/team/schema';

export function ResetPasswordDialog({ userId, username, trigger }: { userId: string; username: string; trigger: ReactNode }) {
  return (
    <FormDialog title="Şifre Yenile" description={`${username} için yeni şifre. Kullanıcının açık oturumları kapatılır.`}
      trigger={trigger} schema={resetTeamPasswordSchema} defaultValues={{ id: userId, password: '' }}
      action={resetTeamPasswordAction} submitLabel="Şifreyi Değiştir" successMessage="Şifre değiştirildi">
      {(form) => <FormPassword form={form} name="password" label="Yeni şifre" />}
    </FormDialog>
  );
}
