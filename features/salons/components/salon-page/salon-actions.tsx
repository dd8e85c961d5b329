'use client';
// The salon page's three buttons (spec §2): book (left out while the salon is not bookable),
// write a review (brings the reviews section into view and opens its review form, or the login
// dialog first, exactly as 'Yorum Ekle'; busy like it while the dialog's code loads), view on
// the map.
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { CalendarCheck, Loader2, MessageSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { OPEN_REVIEW_FORM_EVENT, REVIEW_FORM_LOADING_EVENT, REVIEWS_SECTION_ID } from '@/features/reviews/types';
import { MapButton } from './map-button';
import type { MapPlace } from './map-links';


/** True while 'Yorum Ekle' (which this button asks) loads a dialog's code. */
function useReviewFormLoading(): boolean {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const handler = (event: Event) => setLoading((event as CustomEvent<boolean>).detail === true);
    window.addEventListener(REVIEW_FORM_LOADING_EVENT, handler);
    return () => window.removeEventListener(REVIEW_FORM_LOADING_EVENT, handler);
  }, []);
  return loading;
}

export function SalonActions({ salonId, bookable, place }: { salonId: string; bookable: boolean; place: MapPlace }) {
  const loading = useReviewFormLoading();
  return (
    <div className="flex flex-wrap gap-3">
      {bookable ? (
        <Button asChild variant="brand" size="lg">
          <Link href={`/randevu/${salonId}`}>
            <CalendarCheck aria-hidden="true" />
            Randevu Al
          </Link>
        </Button>
      ) : null}
      <Button
        variant="outline"
        size="lg"
        disabled={loading}
        aria-busy={loading}
        data-testid="salon-write-review"
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
        {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <MessageSquare aria-hidden="true" />}
        Yorum Yaz
        {loading ? <span className="sr-only">Yükleniyor...</span> : null}
      </Button>
      <MapButton place={place} />
    </div>
  );
}
