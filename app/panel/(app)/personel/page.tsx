// /panel/personel: the salon's staff, with their services, weeks and time off; adding,
// editing, time off, commission (prim) rates and (de)activation for users with those rights
// (platform/access/panel-rights.ts); the salon's commission basis for the owner (issue 31).
import type { Metadata } from 'next';
import { StaffList } from '@/features/staff/components/staff-list';
import { CommissionBasisCard } from '@/features/staff/components/commission-basis-card';
import { loadPanelStaffScreen } from '@/features/staff/server/staff';
import { commissionDiscountsFirst } from '@/features/staff/server/staff-commission';
import { holdsRight, type PanelRightKey } from '@/platform/access/panel-rights';
import { requireSalonUser } from '@/platform/access/panel-session';

export const metadata: Metadata = { title: 'Personel' };

export default async function StaffPage() {
  const user = await requireSalonUser('page.staff');
  const allowed = (key: PanelRightKey) => holdsRight(user.permissions, key);
  const [screen, discountsFirst] = await Promise.all([loadPanelStaffScreen(user.salonId), commissionDiscountsFirst(user.salonId)]);
  return (
    <div className="grid gap-6">
      <StaffList screen={screen} rights={{
        create: allowed('staff.create'), edit: allowed('staff.edit'), timeOff: allowed('staff.timeOff'), deactivate: allowed('staff.deactivate'),
      }} />
      {allowed('salon.save') ? <CommissionBasisCard discountsFirst={discountsFirst} /> : null}
    </div>
  );
}
