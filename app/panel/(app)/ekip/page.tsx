// /panel/ekip: the salon's users, roles and activity log (issue 23), for users with the team
// right; adding, editing, passwords, (de)activation and roles only for those with each right
// (platform/access/panel-rights.ts), which every action checks again. `?filter=roller|etkinlik` picks the
// tab, `?page=` the log's page; anything malformed falls back to the default.
import type { Metadata } from 'next';
import { TEAM_TABS, TeamScreen, type TeamTab } from '@/features/team/components/team-screen';
import { loadTeamScreen } from '@/features/team/server/users';
import { loadSalonActivity } from '@/features/team/server/activity';
import { holdsRight, type PanelRightKey } from '@/platform/access/panel-rights';
import { requireSalonUser } from '@/platform/access/panel-session';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Ekip ve Yetkiler' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function TeamPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireSalonUser('page.team');
  const allowed = (key: PanelRightKey) => holdsRight(user.permissions, key);
  const params = await searchParams;
  const asked = first(params.filter);
  const tab: TeamTab = (TEAM_TABS as readonly string[]).includes(asked ?? '') ? asked as TeamTab : 'kullanicilar';
  const page = Math.min(Math.max(1, Number.parseInt(first(params.page) ?? '1', 10) || 1), 100_000);
  const [screen, activity] = await Promise.all([
    loadTeamScreen(user.salonId),
    tab === 'etkinlik' ? loadSalonActivity(user.salonId, page) : Promise.resolve(null),
  ]);
  return (
    <TeamScreen tab={tab} screen={screen} activity={activity} selfId={user.userId} searchParams={params} rights={{
      create: allowed('user.create'), edit: allowed('user.edit'), resetPassword: allowed('user.resetPassword'),
      deactivate: allowed('user.deactivate'), roleCreate: allowed('role.create'), roleEdit: allowed('role.edit'), roleDelete: allowed('role.delete'),
    }} />
  );
}
