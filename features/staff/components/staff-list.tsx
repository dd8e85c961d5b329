// The staff of /panel/personel: the 'Yeni Personel' button for users with the right, then a
// card per staff member (active first), or the empty state. Server component.
import { Plus, Users } from 'lucide-react';
import { AdminPageHeader } from '@/components/kit/page-header';
import { Button } from '@/components/ui/button';
import type { PanelStaffScreen } from '@/features/staff/server/staff';
import { StaffCard, type StaffRights } from './staff-card';
import { StaffFormDialog, type StaffFormContext } from './staff-form-dialog';

export function StaffList({ screen, rights }: { screen: PanelStaffScreen; rights: StaffRights }) {
  const context: StaffFormContext = { salon: screen.salon, services: screen.services, mapsServices: screen.mapsServices };
  const newStaff = rights.create
    ? <StaffFormDialog context={context} trigger={<Button><Plus aria-hidden="true" />Yeni Personel</Button>} />
    : null;
  const active = screen.staff.filter((m) => m.isActive).length;

  return (
    <div className="grid gap-6">
      <AdminPageHeader title="Personel"
        description={screen.staff.length > 0 ? `${active} aktif, ${screen.staff.length - active} pasif personel` : undefined}
        actions={screen.staff.length > 0 ? newStaff : undefined} />
      {screen.staff.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
          <Users className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">Henüz personel eklemediniz</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Personel ekleyip verdikleri hizmetleri ve çalışma saatlerini seçtiğinizde müşterileriniz online randevu alabilir.
          </p>
          {newStaff}
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Personel listesi">
          {screen.staff.map((member) => (
            <li key={member.id} className="min-w-0">
              <StaffCard member={member} rights={rights} context={context} today={screen.today} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
