// One pricing card on /admin/pricing: name, 'En Popüler' on yearly plans, price and period,
// description, the first 4 features and '+N daha', status, and the plan's actions.
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatMoney } from '@/platform/text/money';
import { cardFeatures } from '@/platform/db/seed/plan-defaults';
import type { AdminPlan } from '@/features/subscriptions/server/plans';
import { INTERVAL_LABELS, POPULAR_LABEL } from '@/features/subscriptions/rules/plans';
import { cn } from '@/components/ui/utils';
import { PlanActions } from './plan-actions';

export function PlanCard({ plan }: { plan: AdminPlan }) {
  const { shown, more } = cardFeatures(plan.features);
  const popular = plan.interval === 'yearly';
  return (
    <li className={cn('relative flex flex-col gap-4 rounded-xl border bg-card p-5', popular && 'border-primary shadow-sm', !plan.active && 'opacity-75')}
      aria-label={plan.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold user-text">{plan.name}</h2>
        <div className="flex flex-wrap gap-1">
          {popular ? <Badge>{POPULAR_LABEL}</Badge> : null}
          {plan.active ? <Badge variant="success-soft">Aktif</Badge> : <Badge variant="danger-soft">Pasif</Badge>}
        </div>
      </div>
      <p>
        <span className="text-3xl font-bold tabular-nums" data-testid="plan-price">{formatMoney(plan.price, plan.currency)}</span>
        <span className="ml-1 text-sm text-muted-foreground">/ {INTERVAL_LABELS[plan.interval]}</span>
      </p>
      {plan.description ? <p className="text-sm text-muted-foreground user-text">{plan.description}</p> : null}
      <ul className="grid gap-1.5 text-sm">
        {shown.map((feature, i) => (
          <li key={i} className="flex gap-2"><Check className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" /><span className="user-text">{feature}</span></li>
        ))}
        {more > 0 ? <li className="text-muted-foreground">+{more} daha</li> : null}
      </ul>
      <div className="mt-auto border-t pt-4">
        <PlanActions plan={plan} subscriptionCount={plan.subscriptionCount} />
      </div>
    </li>
  );
}
