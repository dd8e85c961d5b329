'use client';
// The salon page's three buttons (spec §2): book, write a review (brings the reviews section
// into view and opens its review form, or the login dialog first, exactly as 'Yorum Ekle'), view on the map.
import Link from 'next/link';
import { CalendarCheck, MessageSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { OPEN_REVIEW_FORM_EVENT } from '@/components/reviews/write-review-button';
import { MapButton } from './map-button';
import type { MapPlace } from './map-links';

/** Same id as components/reviews/salon-reviews-section.tsx (a server module, not importable here). */
export const REVIEWS_SECTION_ID = 'yorumlar';

export function SalonActions({ salonId, place }: { salonId: string; place: MapPlace }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild variant="brand" size="lg">
        <Link href={`/randevu/${salonId}`}>
          <CalendarCheck aria-hidden="true" />
          Randevu Al
        </Link>
      </Button>
      <Button
        variant="outline"
        size="lg"
        onClick={() => {
          const section = document.getElementById(REVIEWS_SECTION_ID);
          if (!section) return;
          const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
          // Move keyboard focus along with the view, then act as the section's 'Yorum Ekle'.
          section.focus({ preventScroll: true });
          window.dispatchEvent(new Event(OPEN_REVIEW_FORM_EVENT));
        }}
      >
        <MessageSquare aria-hidden="true" />
        Yorum Yaz
      </Button>
      <MapButton place={place} />
    </div>
  );
}
