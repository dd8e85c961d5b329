// #pricing (spec §2, §9; spec 2 §3 "Site pricing plan"). When the admin has made at least one of
// the site's own pricing cards visible, those cards are shown in their order. Otherwise the active
// subscription plans: trial first then by price; the yearly plan carries the 'En Popüler' badge,
// its discount and '12 ay yerine 10 ay öde'. With neither, 3 skeleton cards.
import Link from 'next/link';
import { Glyph } from '@/components/ui/glyph';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPrice } from '@/platform/text/format';
import type { SectionText } from '@/features/content/server/landing';
import { POPULAR_LABEL, YEARLY_SAVINGS_TEXT, type PricingPlan } from '@/features/subscriptions/rules/plans';
import { cn } from '@/components/ui/utils';
import type { SitePricingCard } from '@/features/content/schema.pricing';
import { SectionHeading } from '@/components/kit/section-heading';
import { SitePricingCardItem } from './site-pricing-card';

export function PricingSection({ section, plans, cards }: { section: SectionText; plans: PricingPlan[]; cards: SitePricingCard[] }) {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-muted py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="pricing-title" title={section.title} description={section.description} />
        {cards.length > 0 ? (
          <ul className="grid items-stretch gap-6 md:grid-cols-3">
            {cards.map((card) => <SitePricingCardItem key={card.id} card={card} />)}
          </ul>
        ) : plans.length === 0 ? <PricingSkeleton /> : (
          <ul className="grid items-stretch gap-6 md:grid-cols-3">
            {plans.map((plan) => <PlanCard key={plan.id} plan={plan} />)}
          </ul>
        )}
      </div>
    </section>
  );
}

function PlanCard({ plan }: { plan: PricingPlan }) {
  const isTrial = plan.interval === 'trial';
  return (
    <li
      data-testid="plan-card"
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-8 shadow-sm',
        plan.popular && 'border-primary shadow-lg ring-2 ring-primary md:-mt-4 md:mb-4',
      )}
    >
      {plan.popular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-4 py-1 text-sm">{POPULAR_LABEL}</Badge>
      ) : null}
      <h3 className="text-xl font-semibold">{plan.name}</h3>
      <p className="mt-1 text-sm font-medium text-muted-foreground">{plan.intervalLabel}</p>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold tracking-tight">{formatPrice(plan.price)}</span>
        {isTrial ? null : <span className="text-muted-foreground">/ {plan.interval === 'yearly' ? 'yıl' : 'ay'}</span>}
      </p>
      {plan.popular ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm font-medium text-success">
          {plan.discountPercent ? <Badge variant="success-soft">%{plan.discountPercent} indirim</Badge> : null}
          <span>{YEARLY_SAVINGS_TEXT}</span>
        </p>
      ) : null}
      {plan.description ? <p className="mt-4 text-muted-foreground">{plan.description}</p> : null}
      <ul className="mt-6 flex flex-1 flex-col gap-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Glyph name="check" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button asChild variant={plan.popular ? 'brand' : 'outline'} size="lg" className="mt-8 w-full">
        <Link href={`/salon-kayit?plan=${plan.id}`}>{isTrial ? 'Ücretsiz Dene' : 'Planı Seç'}</Link>
      </Button>
    </li>
  );
}

function PricingSkeleton() {
  return (
    <div role="status" aria-label="Planlar yükleniyor" className="grid gap-6 md:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} data-testid="plan-skeleton" className="flex flex-col gap-4 rounded-2xl border bg-card p-8">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-4/6" />
          <Skeleton className="mt-4 h-11 w-full" />
        </div>
      ))}
    </div>
  );
}
