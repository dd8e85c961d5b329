// One of the site's own pricing cards on #pricing (spec 2 §3 "Site pricing plan"), styled like
// the subscription plan cards: 'En Popüler' badge and ring when popular, the price text with its
// period, feature lines with check icons, and the configured button: 'scroll' is a plain in-page
// anchor (#contact, smooth by globals.css), 'link' a site path (Link) or an https address.
// The link is re-checked here, so a stored value that is no longer safe renders no button.
import Link from 'next/link';
import { Glyph } from '@/components/ui/glyph';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { POPULAR_LABEL } from '@/features/subscriptions/rules/plans';
import { cn } from '@/components/ui/utils';
import { displayPrice, PRICING_PERIOD_UNITS, safeButtonHref, type SitePricingCard } from '@/features/content/schema.pricing';

export function SitePricingCardItem({ card }: { card: SitePricingCard }) {
  const href = safeButtonHref(card.buttonType, card.buttonLink);
  return (
    <li
      data-testid="site-pricing-card"
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-8 shadow-sm',
        card.popular && 'border-primary shadow-lg ring-2 ring-primary md:-mt-4 md:mb-4',
      )}
    >
      {card.popular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-4 py-1 text-sm">{POPULAR_LABEL}</Badge>
      ) : null}
      <h3 className="text-xl font-semibold">{card.name}</h3>
      <p className="mt-1 text-sm font-medium text-muted-foreground first-letter:uppercase">{card.period}</p>
      <p className="mt-4 flex flex-wrap items-baseline gap-2">
        <span className="text-4xl font-extrabold tracking-tight break-words">{displayPrice(card.price)}</span>
        <span className="text-muted-foreground">/ {PRICING_PERIOD_UNITS[card.period]}</span>
      </p>
      <ul className="mt-6 flex flex-1 flex-col gap-3">
        {card.features.map((feature, i) => (
          <li key={`${i}-${feature}`} className="flex items-start gap-2">
            <Glyph name="check" className="mt-0.5 size-5 shrink-0 text-success" />
            <span className="user-text">{feature}</span>
          </li>
        ))}
      </ul>
      {href ? (
        <Button asChild variant={card.popular ? 'brand' : 'outline'} size="lg" className="mt-8 w-full">
          {card.buttonType === 'link' && href.startsWith('/') ? <Link href={href}>{card.buttonText}</Link> : <a href={href}>{card.buttonText}</a>}
        </Button>
      ) : null}
    </li>
  );
}
