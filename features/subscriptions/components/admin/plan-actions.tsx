'use client';
// A plan's actions on the plans list and the pricing cards: active toggle, edit (the plan
// modal) and delete. A plan subscriptions still use is not offered for deletion: its confirm
// says so and offers deactivation instead.
import { Pencil, Trash2 } from 'lucide-react';
import { deletePlanAction, setPlanActiveAction } from '@/features/subscriptions/actions.plans.admin';
import { Button } from '@/components/ui/button';
import { planInUseMessage } from '@/features/subscriptions/schema.plan';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { RunActionButton } from '@/components/kit/run-action-button';
import { PlanDialog, type EditablePlan } from './plan-dialog';

export function PlanActions({ plan, subscriptionCount }: { plan: EditablePlan; subscriptionCount: number }) {
  const inUse = subscriptionCount > 0;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <RunActionButton size="sm" variant="outline" aria-label={`${plan.name} planını ${plan.active ? 'pasif' : 'aktif'} yap`}
        busyLabel="Kaydediliyor..." successMessage={plan.active ? 'Plan pasif yapıldı' : 'Plan aktif yapıldı'}
        run={() => setPlanActiveAction({ id: plan.id, active: !plan.active })}>
        {plan.active ? 'Pasif Yap' : 'Aktif Yap'}
      </RunActionButton>
      {/* Keyed by the data: a form keeps its first defaults, so new data needs a new form. */}
      <PlanDialog key={JSON.stringify(plan)} plan={plan} trigger={<Button size="sm" variant="outline" aria-label={`${plan.name} planını düzenle`}><Pencil aria-hidden="true" />Düzenle</Button>} />
      {inUse ? (
        <ConfirmAction
          trigger={<Button size="sm" variant="ghost" className="text-destructive" aria-label={`${plan.name} planını sil`}><Trash2 aria-hidden="true" />Sil</Button>}
          title="Plan silinemez"
          description={planInUseMessage(plan.name, subscriptionCount)}
          confirmLabel={plan.active ? 'Pasif Yap' : 'Tamam'}
          busyLabel="Kaydediliyor..."
          destructive={false}
          run={async () => (plan.active ? setPlanActiveAction({ id: plan.id, active: false }) : { ok: true as const, data: undefined, message: 'Plan zaten pasif' })}
          successMessage="Plan pasif yapıldı"
        />
      ) : (
        <ConfirmAction
          trigger={<Button size="sm" variant="ghost" className="text-destructive" aria-label={`${plan.name} planını sil`}><Trash2 aria-hidden="true" />Sil</Button>}
          title="Plan silinsin mi?"
          description={`"${plan.name}" planı kalıcı olarak silinecek; sitede ve kayıt sihirbazında artık görünmeyecek.`}
          confirmLabel="Sil"
          busyLabel="Siliniyor..."
          run={() => deletePlanAction({ id: plan.id })}
          successMessage="Plan silindi"
        />
      )}
    </div>
  );
}
