'use client';
// The plan modal's feature lines: edit, remove, add, or load the defaults of the plan's
// interval. Blank lines are dropped by the schema on save.
import { Plus, RotateCcw, X } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { DEFAULT_FEATURES } from '@/platform/db/seed/plan-defaults';
import { MAX_FEATURES, type PlanInput, type PlanValues } from '@/features/subscriptions/schema.plan';

export function PlanFeaturesField({ form }: { form: UseFormReturn<PlanValues, unknown, PlanInput> }) {
  const features = form.watch('features') ?? [];
  const interval = form.watch('interval');
  const set = (next: string[]) => form.setValue('features', next, { shouldDirty: true });
  const error = form.formState.errors.features?.message ?? form.formState.errors.features?.root?.message;
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">Özellikler</legend>
      {features.length === 0 ? <p className="text-sm text-muted-foreground">Henüz özellik yok.</p> : null}
      <ul className="grid gap-2">
        {features.map((feature, index) => (
          <li key={index} className="flex gap-2">
            <Input aria-label={`Özellik ${index + 1}`} value={feature} maxLength={200}
              onChange={(e) => set(features.map((f, i) => (i === index ? e.target.value : f)))} />
            <Button type="button" variant="ghost" size="icon" aria-label={`Özellik ${index + 1} kaldır`}
              onClick={() => set(features.filter((_, i) => i !== index))}>
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" disabled={features.length >= MAX_FEATURES} onClick={() => set([...features, ''])}>
          <Plus aria-hidden="true" />Özellik Ekle
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => set([...DEFAULT_FEATURES[interval ?? 'monthly']])}>
          <RotateCcw aria-hidden="true" />Varsayılanları Yükle
        </Button>
      </div>
      {error ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
    </fieldset>
  );
}
