'use client';
// A salon's subscription modal (spec 2 §5): plan, type, start and end dates (both required).
// Changing the type or the start sets the end to the type's default (trial 14 days, monthly
// +1 month, yearly +1 year); a new subscription starts today and lasts a month.
import { useEffect, useRef, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { saveSubscriptionAction } from '@/features/subscriptions/actions.admin';
import { defaultEndDay, istanbulDay, newSubscriptionDefaults } from '@/features/subscriptions/rules/subscription-status';
import { subscriptionSchema, type SubscriptionInput, type SubscriptionValues } from '@/features/subscriptions/schema.admin';
import { INTERVAL_LABELS } from '@/features/subscriptions/rules/plans';
import type { SalonSubscription } from '@/features/salons/server/admin-salons';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput, FormSelect } from '@/components/kit/form-input';
import { useSalonFormOptions } from '@/features/salons/components/shared/salon-form-options';

const TYPES = (['trial', 'monthly', 'yearly'] as const).map((t) => ({ value: t, label: INTERVAL_LABELS[t] }));

export function SubscriptionDialog({ salonId, salonName, current, trigger, open, onOpenChange }: {
  salonId: string; salonName: string; current: SalonSubscription | null;
  /** None when the caller opens it (open/onOpenChange), e.g. from a row's actions menu. */
  trigger?: ReactNode; open?: boolean; onOpenChange?: (open: boolean) => void;
}) {
  const { plans } = useSalonFormOptions();
  const editing = current?.isActive ? current : null;
  const fresh = newSubscriptionDefaults(new Date());
  const defaults: SubscriptionValues = editing
    ? { id: editing.id, salonId, planId: editing.planId ?? '', type: editing.type, startDate: istanbulDay(editing.startDate), endDate: istanbulDay(editing.endDate) }
    : { id: '', salonId, planId: plans.find((p) => p.active && p.interval === 'monthly')?.id ?? '', ...fresh };
  return (
    <FormDialog title={editing ? 'Aboneliği Düzenle' : 'Yeni Abonelik'} description={salonName} trigger={trigger} open={open} onOpenChange={onOpenChange}
      schema={subscriptionSchema} defaultValues={defaults} action={saveSubscriptionAction}
      submitLabel="Kaydet" successMessage={editing ? 'Abonelik güncellendi' : 'Abonelik oluşturuldu'}>
      {(form) => (
        <>
          <FormSelect form={form} name="planId" label="Plan"
            options={[{ value: '', label: 'Plan seçin' }, ...plans.map((p) => ({ value: p.id, label: `${p.name}${p.active ? '' : ' (pasif)'}` }))]} />
          <FormSelect form={form} name="type" label="Abonelik Türü" options={TYPES} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormInput form={form} name="startDate" label="Başlangıç Tarihi" type="date" />
            <FormInput form={form} name="endDate" label="Bitiş Tarihi" type="date" />
          </div>
          <DefaultEndDate form={form} />
        </>
      )}
    </FormDialog>
  );
}

/** When the type or the start changes, the end becomes the type's default (the admin may still edit it). */
function DefaultEndDate({ form }: { form: UseFormReturn<SubscriptionValues, unknown, SubscriptionInput> }) {
  const type = form.watch('type');
  const start = form.watch('startDate');
  const previous = useRef({ type, start });
  useEffect(() => {
    if (previous.current.type === type && previous.current.start === start) return;
    previous.current = { type, start };
    // A reset (the dialog closing) also changes them; only the admin's own change recomputes.
    const initial = form.formState.defaultValues;
    if (type === initial?.type && start === initial?.startDate) return;
    if (/^\d{4}-\d{2}-\d{2}$/.test(start)) form.setValue('endDate', defaultEndDay(type, start), { shouldValidate: true });
  }, [form, type, start]);
  return null;
}
