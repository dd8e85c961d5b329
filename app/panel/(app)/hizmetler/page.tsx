// /panel/hizmetler: the salon's services by category (order, edit, deactivate, delete) and its
// categories. Buttons the user has no right to are not shown; the actions check again.
import type { Metadata } from 'next';
import { Plus } from 'lucide-react';
import { AdminPageHeader } from '@/components/kit/page-header';
import { CategoryList } from '@/features/services/components/category-list';
import type { ServiceRights } from '@/features/services/components/service-actions';
import { ServiceDialog } from '@/features/services/components/service-dialog';
import { ServiceList } from '@/features/services/components/service-list';
import { Button } from '@/components/ui/button';
import { listPanelServices } from '@/features/services/server/services';
import { holdsRight, type PanelRightKey } from '@/platform/access/panel-rights';
import { requireSalonUser, type SalonUser } from '@/platform/access/panel-session';

export const metadata: Metadata = { title: 'Hizmetler' };
// Private, per salon and always live: never prerendered or cached.
export const dynamic = 'force-dynamic';

function rightsOf(user: SalonUser): ServiceRights {
  const allowed = (key: PanelRightKey) => holdsRight(user.permissions, key);
  return {
    create: allowed('service.create'), edit: allowed('service.edit'), reorder: allowed('service.reorder'),
    deactivate: allowed('service.deactivate'), categoryCreate: allowed('category.create'),
    categoryEdit: allowed('category.edit'), categoryDelete: allowed('category.delete'),
  };
}

export default async function PanelServicesPage() {
  const user = await requireSalonUser('page.services');
  const { groups, categories } = await listPanelServices(user.salonId);
  const rights = rightsOf(user);
  const options = categories.map((c) => ({ id: c.id, name: c.name }));
  return (
    <div className="grid gap-6">
      <AdminPageHeader title="Hizmetler" description="Müşterileriniz salon sayfanızda aktif hizmetlerinizi görür ve online randevu alır."
        actions={rights.create && groups.length > 0
          ? <ServiceDialog categories={options} trigger={<Button><Plus aria-hidden="true" />Yeni Hizmet</Button>} />
          : null} />
      <ServiceList groups={groups} categories={options} rights={rights} />
      <CategoryList categories={categories} rights={rights} />
    </div>
  );
}
