'use client';
// One search result (issue 3): logo or initial, name, rating and review count, district /
// city, address; the whole card leads to /salon/{id} (in a search by service, to that service on it).
// A list page shows up to 50 cards, and every visitor downloads and parses the page. As a
// client component the page's RSC payload carries each salon's data (~0.3 KB) instead of the
// card's whole element tree (~0.8 KB, then escaped into a script); styled by the short
// .salon-card classes in globals.css for the same reason.
import Link from 'next/link';
import { Glyph } from '@/components/ui/glyph';
import type { SalonListItem } from '@/features/salons/server/salons';
import { formatLocation } from '@/features/salons/rules/format';
import { rememberList } from './list-return';
import { RatingBadge } from './rating-badge';
import { SalonLogo } from './salon-logo';

export function SalonCard({ salon }: { salon: SalonListItem }) {
  const location = formatLocation(salon.city, salon.district);
  return (
    <article data-testid="salon-card" className="salon-card">
      <SalonLogo name={salon.name} logoUrl={salon.logoUrl} />
      <div className="salon-card-body">
        <h2 className="salon-card-title">
          {/* The stretched link makes the whole card clickable with one tab stop. */}
          {/* From a search by service, straight to that service: the browser opens its category (issue 29). */}
          <Link href={`/salon/${salon.id}${salon.matchedServiceId ? `#hizmet-${salon.matchedServiceId}` : ''}`}
            className="salon-card-link" onClick={() => rememberList(`/salon/${salon.id}`)}>
            {salon.name}
          </Link>
        </h2>
        <RatingBadge rating={salon.averageRating} count={salon.reviewCount} className="self-start" />
        {location ? <p className="text-sm font-medium">{location}</p> : null}
        {salon.address ? (
          <p className="salon-card-address">
            <Glyph name="map-pin" />
            <span>{salon.address}</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
