'use client';
// 'Yeni Yönetici' modal on the admin accounts screen (FormDialog pattern).
import { UserPlus } from 'lucide-react';
import { createAdminAction } from '@/features/back-office/actions.admin';
import { Button } from '@/components/ui/button';
import { ADMIN_ROLES, ROLE_LABEL } from '@/platform/access/admin-roles';
import { createAdminSchema, type CreateAdminValues } from '@/platform/access/admin-schema';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput, FormPassword, FormSelect } from '@/components/kit/form-input';

const EMPTY: CreateAdminValues = { email: '', fullName: '', role: 'moderator', password: '' };
export const ROLE_OPTIONS = ADMIN_ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role] }));

export function CreateAdminDialog() {
  return (
    <FormDialog
      title="Yeni Yönetici"
      description="Yeni yönetici, verdiğiniz ilk şifreyle giriş yapıp Ayarlar'dan şifresini değiştirebilir."
      trigger={<Button><UserPlus aria-hidden="true" />Yeni Yönetici</Button>}
      schema={createAdminSchema}
      defaultValues={EMPTY}
      action={createAdminAction}
      submitLabel="Oluştur"
      busyLabel="Oluşturuluyor..."
      successMessage="Yönetici oluşturuldu"
    >
      {(form) => (
        <>
          <FormInput form={form} name="email" label="E-posta" type="email" autoComplete="off" />
          <FormInput form={form} name="fullName" label="Ad Soyad" autoComplete="off" />
          <FormSelect form={form} name="role" label="Rol" options={ROLE_OPTIONS} />
          <FormPassword form={form} name="password" label="İlk Şifre" />
        </>
      )}
    </FormDialog>
  );
}
