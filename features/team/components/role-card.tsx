'use client';
// One role on /panel/ekip: name, description, how many users hold it, its rights in words,
// and editing and deleting for users with those rights (a role someone holds, or a default
// role, cannot be deleted: the button is not offered and the server refuses it anyway).
import { Pencil, Trash2 } from 'lucide-react';
import { deleteRoleAction } from '@/features/team/actions.panel';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { CardHeading } from '@/components/kit/card-heading';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { TeamRole } from '@/features/team/server/users';
import { OWN_CALENDAR_LABEL, permissionSummary } from '@/features/team/schema';
import { RoleFormDialog } from './role-form-dialog';
import type { TeamRights } from './user-card';

export function RoleCard({ role, rights }: { role: TeamRole; rights: TeamRights }) {
  const summary = permissionSummary(role.permissions);
  return (
    <Card className="grid gap-3 p-4">
      <CardHeading title={role.name} detail={role.description}
        badge={role.isDefault ? <Badge variant="secondary">Varsayılan</Badge> : null} />
      <p className="text-sm text-muted-foreground">{role.userCount > 0 ? `${role.userCount} kullanıcı` : 'Bu rolde kullanıcı yok'}</p>
      {summary.length > 0 ? (
        <ul className="grid gap-0.5 text-sm" aria-label={`${role.name} yetkileri`}>
          {summary.map((line) => <li key={line}>{line}</li>)}
        </ul>
      ) : <p className="text-sm text-muted-foreground">Hiçbir yetkisi yok</p>}
      {role.ownCalendarOnly ? <Badge variant="outline" className="w-fit">{OWN_CALENDAR_LABEL}</Badge> : null}
      {rights.roleEdit || (rights.roleDelete && !role.isDefault && role.userCount === 0) ? (
        <div className="flex flex-wrap gap-2">
          {rights.roleEdit ? (
            <RoleFormDialog key={JSON.stringify(role)} role={role}
              trigger={<Button size="sm" variant="outline" aria-label={`${role.name} rolünü düzenle`}><Pencil aria-hidden="true" />Düzenle</Button>} />
          ) : null}
          {rights.roleDelete && !role.isDefault && role.userCount === 0 ? (
            <ConfirmAction title={`${role.name} rolü silinsin mi?`} description="Bu işlem geri alınamaz." confirmLabel="Sil"
              successMessage="Rol silindi" run={() => deleteRoleAction({ id: role.id })}
              trigger={<Button size="sm" variant="ghost" className="text-destructive" aria-label={`${role.name} rolünü sil`}><Trash2 aria-hidden="true" />Sil</Button>} />
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
