'use client';
// Step 3: the plan, as native radio buttons styled as cards (arrow keys move between them).
// Trial first, then by price; the yearly plan is marked popular with its discount.
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatPrice } from '@/platform/text/format';
import { POPULAR_LABEL, YEARLY_SAVINGS_TEXT } from '@/features/subscriptions/rules/plans';
import { cn } from '@/components/ui/utils';
import type { WizardPlan } from './types';

/** The yearly plan's own description usually makes the '12 ay yerine 10 ay' point already: say it once. */
function saysTenMonths(description: string | null): boolean {
  return description !== null && /(^|\s)10 ay(\s|$)/.test(description);
}

export const PLANS_UNAVAILABLE_MESSAGE = 'Planlar yüklenemedi. Şu anda yalnızca 14 günlük ücretsiz deneme sunulabiliyor.';

export function PlanStep({ plans, plansUnavailable, planId, onChange, error }: {
  plans: WizardPlan[];
  plansUnavailable: boolean;
  planId: string;
  onChange: (planId: string) => void;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-4" aria-describedby={error ? 'plan-error' : undefined}>
      <legend className="sr-only">Plan seçin</legend>
      {plansUnavailable ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{PLANS_UNAVAILABLE_MESSAGE}</p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        {plans.map((plan) => {
          const checked = plan.id === planId;
          return (
            <label key={plan.id} data-testid="wizard-plan"
              className={cn('relative flex cursor-pointer flex-col rounded-2xl border bg-card p-5 shadow-sm transition-colors',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                checked ? 'border-primary ring-2 ring-primary' : 'hover:border-primary/50')}>
              <input type="radio" name="plan" value={plan.id} checked={checked} onChange={() => onChange(plan.id)} className="sr-only" />
              {plan.popular ? <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3">{POPULAR_LABEL}</Badge> : null}
              <span className="flex items-start justify-between gap-2">
                <span className="font-semibold">{plan.name}</span>
                <span aria-hidden="true" className={cn('flex size-5 shrink-0 items-center justify-center rounded-full border',
                  checked ? 'border-primary bg-primary text-primary-foreground' : 'border-muted-foreground/40')}>
                  {checked ? <Check className="size-3" /> : null}
                </span>
              </span>
              <span className="text-sm text-muted-foreground">{plan.intervalLabel}</span>
              <span className="mt-3 text-2xl font-bold">
                {formatPrice(plan.price)}
                {plan.interval === 'trial' ? null : <span className="text-sm font-normal text-muted-foreground"> / {plan.interval === 'yearly' ? 'yıl' : 'ay'}</span>}
              </span>
              {plan.popular ? (
                <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-success">
                  {plan.discountPercent ? <Badge variant="success-soft">%{plan.discountPercent} indirim</Badge> : null}
                  {saysTenMonths(plan.description) ? null : YEARLY_SAVINGS_TEXT}
                </span>
              ) : null}
              {plan.description ? <span className="mt-2 text-sm text-muted-foreground">{plan.description}</span> : null}
              {plan.features.length > 0 ? (
                <ul className="mt-3 grid gap-1 text-sm">
                  {plan.features.map((f) => (
                    <li key={f} className="flex items-start gap-2"><Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />{f}</li>
                  ))}
                </ul>
              ) : null}
            </label>
          );
        })}
      </div>
      {error ? <p id="plan-error" role="alert" className="text-sm text-destructive">{error}</p> : null}
    </fieldset>
  );
}
