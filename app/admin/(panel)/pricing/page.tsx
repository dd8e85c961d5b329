// /admin/pricing, 'Fiyatlandırma Yönetimi' (admins and up): the plans as a card grid with a
// new-plan button; each card toggles, edits and deletes its plan. Changes reach the landing
// page's pricing and the registration wizard on the next request.
import { Suspense } from 'react';
import { Plus } from 'lucide-react';
import { AdminPageHeader } from '@/components/kit/page-header';
import { PlanCard } from '@/features/subscriptions/components/admin/plan-card';
import { PlanDialog } from '@/features/subscriptions/components/admin/plan-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { loadPlans } from '@/features/back-office/server/back-office-loaders';
import { adminMetadata } from '@/features/back-office/metadata';
import { screenAt } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';

const SCREEN = screenAt('/admin/pricing');
export const generateMetadata = adminMetadata(SCREEN);

export default async function PricingPage() {
  await requireAdmin(SCREEN.level);
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={SCREEN.label} description="Sitede ve kayıt sihirbazında gösterilen planlar ve fiyatları"
        actions={<PlanDialog trigger={<Button><Plus aria-hidden="true" />Yeni Plan</Button>} />} />
      <Suspense fallback={<div className="grid gap-4 md:grid-cols-3" aria-busy="true"><Skeleton className="h-80" /><Skeleton className="h-80" /><Skeleton className="h-80" /></div>}>
        <PlanGrid />
      </Suspense>
    </div>
  );
}

async function PlanGrid() {
  const plans = await loadPlans('/admin/pricing');
  if (plans.length === 0) return <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">Henüz plan yok</p>;
  return (
    <ul aria-label="Planlar" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {plans.map((plan) => <PlanCard key={plan.id} plan={plan} />)}
    </ul>
  );
}
