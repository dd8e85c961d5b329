'use client';
// Row actions on the admin accounts screen: change role (FormDialog) and deactivate /
// reactivate (ConfirmAction). The server refuses anything that would leave no active superadmin.
import { changeAdminRoleAction, setAdminActiveAction } from '@/features/back-office/actions.admin';
import { Button } from '@/components/ui/button';
import type { AdminRole } from '@/platform/access/admin-roles';
import { changeRoleSchema, type ChangeRoleValues } from '@/platform/access/admin-schema';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormSelect } from '@/components/kit/form-input';
import { ROLE_OPTIONS } from './create-admin-dialog';

export function AccountRowActions({ id, email, role, isActive, isSelf }: { id: string; email: string; role: AdminRole; isActive: boolean; isSelf: boolean }) {
  const defaults: ChangeRoleValues = { id, role };
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <FormDialog
        title="Rolü Değiştir"
        description={email}
        trigger={<Button variant="outline" size="sm" aria-label={`${email} rolünü değiştir`}>Rol</Button>}
        schema={changeRoleSchema}
        defaultValues={defaults}
        action={changeAdminRoleAction}
        submitLabel="Kaydet"
        successMessage="Rol güncellendi"
      >
        {(form) => <FormSelect form={form} name="role" label="Rol" options={ROLE_OPTIONS} />}
      </FormDialog>
      {isActive ? (
        <ConfirmAction
          trigger={<Button variant="outline" size="sm" disabled={isSelf} aria-label={`${email} hesabını devre dışı bırak`}>Devre dışı bırak</Button>}
          title="Hesap devre dışı bırakılsın mı?"
          description={`${email} artık giriş yapamayacak ve açık oturumları hemen kapanacak.`}
          confirmLabel="Devre dışı bırak"
          busyLabel="Devre dışı bırakılıyor..."
          run={() => setAdminActiveAction({ id, isActive: false })}
          successMessage="Hesap devre dışı bırakıldı"
        />
      ) : (
        <ConfirmAction
          trigger={<Button variant="outline" size="sm" aria-label={`${email} hesabını etkinleştir`}>Etkinleştir</Button>}
          title="Hesap etkinleştirilsin mi?"
          description={`${email} yeniden giriş yapabilecek.`}
          confirmLabel="Etkinleştir"
          busyLabel="Etkinleştiriliyor..."
          destructive={false}
          run={() => setAdminActiveAction({ id, isActive: true })}
          successMessage="Hesap etkinleştirildi"
        />
      )}
    </div>
  );
}
