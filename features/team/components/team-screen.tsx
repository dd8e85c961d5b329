// /panel/ekip ('Ekip ve Yetkiler'): three tabs — the salon's users, its roles, and the activity
// log — as links (?filter=), so each is a plain page the back button and a refresh keep.
// Server component; the cards are client components with the actions the user has the right to.
import { Plus, UserPlus } from 'lucide-react';
import { AdminPageHeader } from '@/components/kit/page-header';
import { TableFilterTabs } from '@/components/kit/table-filter-tabs';
import { Button } from '@/components/ui/button';
import type { RawSearchParams } from '@/platform/http/table-query';
import type { TeamScreen as TeamScreenData } from '@/features/team/server/users';
import type { SalonActivityPage } from '@/features/team/server/activity';
import { ActivityList } from './activity-list';
import { RoleCard } from './role-card';
import { RoleFormDialog } from './role-form-dialog';
import { UserCard, type TeamRights } from './user-card';
import { UserFormDialog } from './user-form-dialog';

export const TEAM_TABS = ['kullanicilar', 'roller', 'etkinlik'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

export function TeamScreen({ tab, screen, activity, rights, selfId, searchParams }: {
  tab: TeamTab; screen: TeamScreenData; activity: SalonActivityPage | null; rights: TeamRights; selfId: string; searchParams: RawSearchParams;
}) {
  const context = { roles: screen.roles, staff: screen.staff };
  const active = screen.users.filter((u) => u.isActive).length;
  const action = tab === 'kullanicilar' && rights.create
    ? <UserFormDialog context={context} trigger={<Button><UserPlus aria-hidden="true" />Yeni Kullanıcı</Button>} />
    : tab === 'roller' && rights.roleCreate
      ? <RoleFormDialog trigger={<Button><Plus aria-hidden="true" />Yeni Rol</Button>} />
      : undefined;

  return (
    <div className="grid gap-6">
      <AdminPageHeader title="Ekip ve Yetkiler" description={`${active} aktif, ${screen.users.length - active} pasif kullanıcı`} actions={action} />
      <TableFilterTabs label="Ekip bölümleri" pathname="/panel/ekip" searchParams={searchParams} current={tab} defaultValue="kullanicilar"
        options={[
          { value: 'kullanicilar', label: 'Kullanıcılar', count: screen.users.length },
          { value: 'roller', label: 'Roller', count: screen.roles.length },
          { value: 'etkinlik', label: 'Etkinlik Kaydı' },
        ]} />
      {tab === 'kullanicilar' ? (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Kullanıcılar">
          {screen.users.map((user) => (
            <li key={user.id} className="min-w-0">
              <UserCard user={user} roles={screen.roles} rights={rights} context={context} isSelf={user.id === selfId} />
            </li>
          ))}
        </ul>
      ) : tab === 'roller' ? (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Roller">
          {screen.roles.map((role) => <li key={role.id} className="min-w-0"><RoleCard role={role} rights={rights} /></li>)}
        </ul>
      ) : activity ? <ActivityList activity={activity} searchParams={searchParams} /> : null}
    </div>
  );
}
