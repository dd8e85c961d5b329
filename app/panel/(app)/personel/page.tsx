// /panel/personel: the salon's staff, with their services, weeks and time off; adding,
// editing, time off and (de)activation for users with those rights (platform/access/panel-rights.ts).
import type { Metadata } from 'next';
import { StaffList } from '@/features/staff/components/staff-list';
import { loadPanelStaffScreen } from '@/features/staff/server/staff';
import { holdsRight, type PanelRightKey } from '@/platform/access/panel-rights';
import { requireSalonUser } from '@/platform/access/panel-session';

export const metadata: Metadata = { title: 'Personel' };

export default async function StaffPage() {
  const user = await requireSalonUser('page.staff');
  const allowed = (key: PanelRightKey) => holdsRight(user.permissions, key);
  const screen = await loadPanelStaffScreen(user.salonId);
  return (
    <StaffList screen={screen} rights={{
      create: allowed('staff.create'), edit: allowed('staff.edit'), timeOff: allowed('staff.timeOff'), deactivate: allowed('staff.deactivate'),
    }} />
  );
}
