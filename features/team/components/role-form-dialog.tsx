'use client';
// A role of the salon, new or existing: name, description, the 11 areas × 4 flags and the
// own-calendar limit (issue 28). The three
// default roles keep their names (the field is read-only); their flags can change.
import type { ReactNode } from 'react';
import { createRoleAction, updateRoleAction } from '@/features/team/actions.panel';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput } from '@/components/kit/form-input';
import type { TeamRole } from '@/features/team/server/users';
import { createRoleSchema, OWN_CALENDAR_LABEL, updateRoleSchema } from '@/features/team/schema';
import { RolePermissionGrid } from './permission-grid';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one field set for two forms of different value types
type AnyForm = any;

function RoleFields({ form, fixedName }: { form: AnyForm; fixedName: boolean }) {
  return (
    <div className="grid min-w-0 max-h-[65dvh] gap-4 overflow-y-auto pr-1">
      <FormInput form={form} name="name" label="Rol adı" autoComplete="off" readOnly={fixedName}
        aria-readonly={fixedName || undefined} />
      {fixedName ? <p className="-mt-2 text-xs text-muted-foreground">Varsayılan rollerin adı değiştirilemez.</p> : null}
      <FormInput form={form} name="description" label="Açıklama (isteğe bağlı)" autoComplete="off" />
      <RolePermissionGrid form={form} />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-0.5 size-5 shrink-0" {...form.register('ownCalendarOnly')} />
        <span>
          <span className="font-medium">{OWN_CALENDAR_LABEL}</span>
          <span className="block text-xs text-muted-foreground">
            Bu roldeki kullanıcılar takvimde yalnızca eşleştirildikleri personelin randevularını görür ve değiştirir.
          </span>
        </span>
      </label>
    </div>
  );
}

export function RoleFormDialog({ role, trigger }: { role?: TeamRole; trigger: ReactNode }) {
  if (role) {
    return (
      <FormDialog title="Rolü Düzenle" description={role.name} trigger={trigger} schema={updateRoleSchema}
        defaultValues={{ id: role.id, name: role.name, description: role.description ?? '', permissions: role.permissions, ownCalendarOnly: role.ownCalendarOnly }}
        action={updateRoleAction} submitLabel="Kaydet" successMessage="Rol kaydedildi">
        {(form) => <RoleFields form={form} fixedName={role.isDefault} />}
      </FormDialog>
    );
  }
  return (
    <FormDialog title="Yeni Rol" description="Rolü oluşturduktan sonra kullanıcılara atayabilirsiniz." trigger={trigger}
      schema={createRoleSchema} defaultValues={{ name: '', description: '', permissions: {} as never, ownCalendarOnly: false }}
      action={createRoleAction} submitLabel="Oluştur" successMessage="Rol oluşturuldu">
      {(form) => <RoleFields form={form} fixedName={false} />}
    </FormDialog>
  );
}
