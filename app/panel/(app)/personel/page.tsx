// /panel/personel: the salon's staff, with their services, weeks and time off; adding,
// editing, time off and (de)activation for users with those rights (lib/panel/rights.ts).
import type { Metadata } from 'next';
import { StaffList } from '@/components/panel/staff/staff-list';
import { loadPanelStaffScreen } from '@/lib/db/panel-staff';
import { holdsRight, type PanelRightKey } from '@/lib/panel/rights';
import { requireSalonUser } from '@/lib/panel/session';

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
