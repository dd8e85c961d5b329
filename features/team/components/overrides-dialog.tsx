'use client';
// A user's own permissions over their role's, flag by flag (platform/access/panel-permissions.ts). Saving
// with every flag on 'Rol' clears them; the server refuses anything that would leave the salon
// without an active user who can manage users.
import type { ReactNode } from 'react';
import { setTeamUserPermissionsAction } from '@/features/team/actions.panel';
import { FormDialog } from '@/components/kit/form-dialog';
import type { RolePermissions } from '@/platform/access/panel-permissions';
import { userPermissionsSchema, type OverrideGrid } from '@/features/team/schema';
import { OverridePermissionGrid } from './permission-grid';

export function OverridesDialog({ userId, username, grid, role, trigger }: {
  userId: string; username: string; grid: OverrideGrid; role: RolePermissions; trigger: ReactNode;
}) {
  return (
    <FormDialog title="Kullanıcıya Özel Yetkiler" description={username} trigger={trigger}
      schema={userPermissionsSchema} defaultValues={{ id: userId, grid }} action={setTeamUserPermissionsAction}
      submitLabel="Kaydet" successMessage="Yetkiler kaydedildi">
      {(form) => <div className="grid min-w-0 max-h-[65dvh] gap-4 overflow-y-auto pr-1"><OverridePermissionGrid form={form} role={role} /></div>}
    </FormDialog>
  );
}
