'use client';
// The plan modal (spec 2 §5), for a new plan or an existing one: name, description, price,
// currency, interval, active, features. The same zod schema checks it here and on the server.
import type { ReactNode } from 'react';
import { savePlanAction } from '@/features/subscriptions/actions.plans.admin';
import { errorProps, FormField } from '@/components/kit/form-field';
import { Textarea } from '@/components/ui/textarea';
import { DEFAULT_SMS_ALLOWANCE, MAX_SMS_ALLOWANCE, planSchema, PLAN_CURRENCIES, type PlanValues } from '@/features/subscriptions/schema.plan';
import { INTERVAL_LABELS } from '@/features/subscriptions/rules/plans';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput, FormSelect } from '@/components/kit/form-input';
import { PlanFeaturesField } from './plan-features-field';

export interface EditablePlan {
  id: string;
  name: string;
  description: string | null;
  price: number;
  currency: string;
  interval: 'trial' | 'monthly' | 'yearly';
  features: string[];
  active: boolean;
  smsAllowance: number;
}

const EMPTY: PlanValues = { id: '', name: '', description: '', price: '', currency: 'TRY', interval: 'monthly', features: [], active: true,
  smsAllowance: String(DEFAULT_SMS_ALLOWANCE) };
const CURRENCY_OPTIONS = PLAN_CURRENCIES.map((c) => ({ value: c, label: c }));
const INTERVAL_OPTIONS = (['trial', 'monthly', 'yearly'] as const).map((i) => ({ value: i, label: INTERVAL_LABELS[i] }));

function valuesOf(plan: EditablePlan): PlanValues {
  return {
    id: plan.id, name: plan.name, description: plan.description ?? '', price: plan.price.toFixed(2),
    currency: plan.currency as PlanValues['currency'], interval: plan.interval, features: plan.features, active: plan.active,
    smsAllowance: String(plan.smsAllowance),
  };
}

export function PlanDialog({ plan, trigger }: { plan?: EditablePlan; trigger: ReactNode }) {
  return (
    <FormDialog
      title={plan ? 'Planı Düzenle' : 'Yeni Plan'}
      description={plan ? plan.name : 'Plan adı ve fiyat zorunludur.'}
      trigger={trigger}
      schema={planSchema}
      defaultValues={plan ? valuesOf(plan) : EMPTY}
      action={savePlanAction}
      submitLabel={plan ? 'Kaydet' : 'Oluştur'}
      successMessage={plan ? 'Plan güncellendi' : 'Plan oluşturuldu'}
    >
      {(form) => {
        const descriptionError = form.formState.errors.description?.message;
        return (
          <div className="grid max-h-[65vh] gap-4 overflow-y-auto pr-1">
            <FormInput form={form} name="name" label="Plan Adı" autoComplete="off" />
            <FormField id="plan-description" label="Açıklama" error={descriptionError}>
              <Textarea id="plan-description" rows={2} {...form.register('description')} {...errorProps('plan-description', descriptionError)} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormInput form={form} name="price" label="Fiyat" inputMode="decimal" type="number" min={0} step="0.01" />
              <FormSelect form={form} name="currency" label="Para Birimi" options={CURRENCY_OPTIONS} />
              <FormSelect form={form} name="interval" label="Dönem" options={INTERVAL_OPTIONS} />
            </div>
            <div className="grid gap-1.5 sm:max-w-56">
              <FormInput form={form} name="smsAllowance" label="Aylık SMS hakkı" inputMode="numeric" type="number" min={0} max={MAX_SMS_ALLOWANCE} step={1}
                aria-describedby="plan-sms-hint" />
              <p id="plan-sms-hint" className="text-xs text-muted-foreground">Salonun ayda gönderebileceği SMS sayısı; bitince bildirimler yalnızca e-postayla gider.</p>
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" {...form.register('active')} />
              Aktif (sitede ve kayıt sihirbazında görünsün)
            </label>
            <PlanFeaturesField form={form} />
          </div>
        );
      }}
    </FormDialog>
  );
}
