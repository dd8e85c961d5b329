// The salon page's content and metadata, shared by /salon/{id} and its review pages
// (/salon/{id}?yorumSayfa=N, mapped by server/cached-routes.mjs to /salon/{id}/yorumlar/N). Both
// are cached whole (incremental static regeneration, tagged `salon:<id>` through their
// cached reads); an unknown, malformed or inactive id answers 404 before anything streams.
// An active salon that is not bookable yet keeps its page (header, address, reviews) with
// NotBookableNotice in place of its services and without 'Randevu Al'.
import type { Metadata } from 'next';
import { JsonLdScript } from '@/features/salons/components/salon-page/json-ld-script';
import { NotBookableNotice } from '@/features/salons/components/salon-page/not-bookable-notice';
import { SUBSCRIPTION_ENDED_MESSAGE } from '@/features/booking/schema.messages';
import { SalonActions } from '@/features/salons/components/salon-page/salon-actions';
import { SalonHeader } from '@/features/salons/components/salon-page/salon-header';
import { ServiceCategories } from '@/features/salons/components/salon-page/service-categories';
import { SalonReviewsSection } from '@/features/reviews/components/shared/salon-reviews-section';
import type { SalonDetail } from '@/features/salons/server/salons';
import { env } from '@/platform/env';
import { formatLocation } from '@/features/salons/rules/format';
import { salonJsonLd } from '@/features/salons/rules/json-ld';

function describe(salon: SalonDetail): string {
  const location = formatLocation(salon.city, salon.district);
  const services = salon.categories.flatMap((c) => c.services.map((s) => s.name));
  const list = [...new Set(services)].slice(0, 5).join(', ');
  return [
    `${salon.name}${location ? ` (${location})` : ''}${salon.bookable ? ': online randevu alın.' : '.'}`,
    list ? `Hizmetler: ${list}.` : '',
    salon.reviewCount > 0 ? `${salon.reviewCount} değerlendirme, ortalama ${salon.averageRating.toFixed(1)} puan.` : '',
  ].filter(Boolean).join(' ');
}

export function salonMetadata(salon: SalonDetail): Metadata {
  const location = formatLocation(salon.city, salon.district);
  const title = location ? `${salon.name} – ${location}` : salon.name;
  const description = describe(salon);
  const canonical = `/salon/${salon.id}`;
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: {
      type: 'website',
      url: canonical,
      title: `${title} | SalonRandevu`,
      description,
      locale: 'tr_TR',
      siteName: 'SalonRandevu',
      ...(salon.logoUrl && !salon.logoUrl.startsWith('data:') ? { images: [{ url: salon.logoUrl, alt: salon.name }] } : {}),
    },
    // Out of the lists and the sitemap while it takes no bookings (issue 29); the page stays for
    // its regulars, but a search engine should not send new customers to it.
    ...(salon.subscriptionEnded ? { robots: { index: false, follow: true } } : {}),
  };
}

export function SalonPageContent({ salon, reviewPage }: { salon: SalonDetail; reviewPage: number }) {
  // A salon whose subscription has ended stays visible but takes no online booking.
  const takesBookings = salon.bookable && !salon.subscriptionEnded;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      {/* No offers (their URLs are booking links) while the salon cannot be booked. */}
      <JsonLdScript data={salonJsonLd(takesBookings ? salon : { ...salon, categories: [] }, env.SITE_URL)} />
      <SalonHeader salon={salon}>
        <SalonActions
          salonId={salon.id}
          bookable={takesBookings}
          place={{ name: salon.name, address: salon.address, district: salon.district?.name, city: salon.city?.name }}
        />
      </SalonHeader>
      {takesBookings ? <ServiceCategories salonId={salon.id} categories={salon.categories} />
        : <NotBookableNotice message={salon.subscriptionEnded && salon.bookable ? SUBSCRIPTION_ENDED_MESSAGE : undefined} />}
      <SalonReviewsSection salonId={salon.id} page={reviewPage} />
    </div>
  );
}
