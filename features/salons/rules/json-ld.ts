// schema.org structured data for a salon page: a BeautySalon with its address parts, contact,
// opening hours, rating (only when approved reviews exist) and services as offers in TRY.
import type { SalonCategory } from './group-services';
import { openingHoursSpecification, type DayHours } from './opening-hours';

export interface SalonJsonLdInput {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  logoUrl: string | null;
  /** The seven days (features/salons/rules/opening-hours.ts weekHours). */
  week: DayHours[];
  averageRating: number;
  reviewCount: number;
  city: { name: string } | null;
  district: { name: string } | null;
  categories: SalonCategory[];
}

/** '02161234567' → '+902161234567' (E.164, what search engines expect). */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `+90${digits.slice(1)}` : `+${digits}`;
}

export function salonJsonLd(salon: SalonJsonLdInput, siteUrl: string): Record<string, unknown> {
  const url = new URL(`/salon/${salon.id}`, siteUrl).toString();
  const bookingUrl = new URL(`/randevu/${salon.id}`, siteUrl).toString();
  const offerCatalogs = salon.categories
    .filter((category) => category.services.length > 0)
    .map((category) => ({
      '@type': 'OfferCatalog',
      name: category.name,
      itemListElement: category.services.map((service) => ({
        '@type': 'Offer',
        price: service.price.toFixed(2),
        priceCurrency: 'TRY',
        url: `${bookingUrl}?service=${service.id}`,
        itemOffered: {
          '@type': 'Service',
          name: service.name,
          ...(service.description ? { description: service.description } : {}),
        },
      })),
    }));

  return {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    '@id': `${url}#salon`,
    name: salon.name,
    url,
    ...(salon.logoUrl && !salon.logoUrl.startsWith('data:') ? { image: salon.logoUrl, logo: salon.logoUrl } : {}),
    ...(salon.phone ? { telephone: internationalPhone(salon.phone) } : {}),
    ...(salon.email ? { email: salon.email } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(salon.address ? { streetAddress: salon.address } : {}),
      ...(salon.district ? { addressLocality: salon.district.name } : {}),
      ...(salon.city ? { addressRegion: salon.city.name } : {}),
      addressCountry: 'TR',
    },
    openingHoursSpecification: openingHoursSpecification(salon.week),
    priceRange: '₺₺',
    currenciesAccepted: 'TRY',
    ...(salon.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(salon.averageRating.toFixed(2)),
            reviewCount: salon.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(offerCatalogs.length
      ? { hasOfferCatalog: { '@type': 'OfferCatalog', name: 'Hizmetler', itemListElement: offerCatalogs } }
      : {}),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
