// One search result (issue 3): logo or initial, name, rating and review count, district /
// city, address; the whole card leads to /salon/{id}.
import Link from 'next/link';
import { Glyph } from '@/components/ui/glyph';
import type { SalonListItem } from '@/lib/db/salons';
import { formatLocation } from '@/lib/salons/format';
import { RatingBadge } from './rating-badge';
import { SalonLogo } from './salon-logo';

export function SalonCard({ salon }: { salon: SalonListItem }) {
  const location = formatLocation(salon.city, salon.district);
  return (
    <article
      data-testid="salon-card"
      className="group relative flex h-full gap-4 rounded-2xl border bg-card p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
    >
      <SalonLogo name={salon.name} logoUrl={salon.logoUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 className="text-lg leading-tight font-semibold">
          {/* The stretched link makes the whole card clickable with one tab stop. */}
          <Link href={`/salon/${salon.id}`} className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-primary">
            {salon.name}
          </Link>
        </h2>
        <RatingBadge rating={salon.averageRating} count={salon.reviewCount} className="self-start" />
        {location ? <p className="text-sm font-medium">{location}</p> : null}
        {salon.address ? (
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <Glyph name="map-pin" className="mt-0.5 size-4 shrink-0" />
            <span>{salon.address}</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
