'use client';
// One user on /panel/ekip: name, username, role, the staff member they are, status, their own
// permission overrides shown apart from the role, and the actions the signed-in user has the
// right to (the server checks them again). Nobody deactivates or resets themselves here: the
// own password is changed on /panel/hesap.
import { KeyRound, Pencil, ShieldCheck } from 'lucide-react';
import { setTeamUserActiveAction, setTeamUserPermissionsAction } from '@/features/team/actions.panel';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { ActiveBadge, DeactivateButton, ReactivateButton } from '@/components/kit/active-status';
import { CardHeading } from '@/components/kit/card-heading';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { TeamRole, TeamUser } from '@/features/team/server/users';
import { effectivePermissions } from '@/platform/access/panel-permissions';
import { emptyOverrideGrid, overrideSummary } from '@/features/team/schema';
import { OverridesDialog } from './overrides-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UserFormDialog, type TeamFormContext } from './user-form-dialog';

export interface TeamRights {
  create: boolean;
  edit: boolean;
  resetPassword: boolean;
  deactivate: boolean;
  roleCreate: boolean;
  roleEdit: boolean;
  roleDelete: boolean;
}

export function UserCard({ user, roles, rights, context, isSelf }: {
  user: TeamUser; roles: TeamRole[]; rights: TeamRights; context: TeamFormContext; isSelf: boolean;
}) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  const overrides = overrideSummary(user.overrides);
  const role = roles.find((r) => r.id === user.roleId);
  const rolePermissions = role?.permissions ?? effectivePermissions(null, null);

  return (
    <Card className="grid gap-3 p-4">
      <CardHeading title={<>{name}{isSelf ? <span className="font-normal text-muted-foreground"> (siz)</span> : null}</>}
        detail={`@${user.username}`} badge={<ActiveBadge active={user.isActive} />} />
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Rol</dt>
        <dd className="user-text">{user.roleName ?? 'Rol yok'}</dd>
        <dt className="text-muted-foreground">Personel</dt>
        <dd className="user-text">{user.staffName ?? 'Bağlı değil'}</dd>
        {user.email ? <><dt className="text-muted-foreground">E-posta</dt><dd className="user-text">{user.email}</dd></> : null}
        {user.phone ? <><dt className="text-muted-foreground">Telefon</dt><dd className="tabular-nums">{user.phone}</dd></> : null}
      </dl>
      {overrides.length > 0 ? (
        <div className="grid gap-1 rounded-md border border-dashed p-2">
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Kullanıcıya özel yetkiler</h3>
          <ul className="grid gap-0.5 text-sm" aria-label={`${name} için özel yetkiler`}>
            {overrides.map((line) => <li key={line}>{line}</li>)}
          </ul>
        </div>
      ) : null}
      {rights.edit || rights.resetPassword || rights.deactivate ? (
        <div className="flex flex-wrap gap-2">
          {rights.edit ? (
            <UserFormDialog key={JSON.stringify(user)} user={user} context={context}
              trigger={<Button size="sm" variant="outline" aria-label={`${name} bilgilerini düzenle`}><Pencil aria-hidden="true" />Düzenle</Button>} />
          ) : null}
          {rights.edit ? (
            <OverridesDialog key={`o-${JSON.stringify(user.overrides)}`} userId={user.id} username={user.username} grid={user.overrides} role={rolePermissions}
              trigger={<Button size="sm" variant="outline" aria-label={`${name} için özel yetkiler`}><ShieldCheck aria-hidden="true" />Yetkiler</Button>} />
          ) : null}
          {rights.edit && overrides.length > 0 ? (
            <ConfirmAction title="Özel yetkiler kaldırılsın mı?" description={`${name} yalnızca rolünün yetkileriyle çalışır.`}
              confirmLabel="Kaldır" successMessage="Özel yetkiler kaldırıldı"
              run={() => setTeamUserPermissionsAction({ id: user.id, grid: emptyOverrideGrid() })}
              trigger={<Button size="sm" variant="ghost" aria-label={`${name} için özel yetkileri kaldır`}>Özel yetkileri kaldır</Button>} />
          ) : null}
          {rights.resetPassword && !isSelf ? (
            <ResetPasswordDialog userId={user.id} username={user.username}
              trigger={<Button size="sm" variant="outline" aria-label={`${name} için şifre yenile`}><KeyRound aria-hidden="true" />Şifre yenile</Button>} />
          ) : null}
          {rights.deactivate && !isSelf ? (user.isActive ? (
            <ConfirmAction title={`${name} pasif yapılsın mı?`}
              description="Kullanıcı panele giremez ve açık oturumları hemen kapatılır. Daha sonra yeniden aktif yapabilirsiniz."
              confirmLabel="Pasif yap" successMessage="Kullanıcı pasif yapıldı"
              run={() => setTeamUserActiveAction({ id: user.id, isActive: false })}
              trigger={<DeactivateButton name={name} />} />
          ) : (
            <ReactivateButton name={name} successMessage="Kullanıcı aktif yapıldı"
              run={() => setTeamUserActiveAction({ id: user.id, isActive: true })} />
          )) : null}
        </div>
      ) : null}
    </Card>
  );
}
