import { describe, expect, it } from 'vitest';
import { internationalPhone, salonJsonLd, serializeJsonLd, type SalonJsonLdInput } from './json-ld';
import { weekHours } from './opening-hours';

const salon: SalonJsonLdInput = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'İnci Kuaför',
  address: 'Sinanpaşa Mah. Ihlamurdere Cad. No:45',
  phone: '02121234567',
  email: 'inci@example.com',
  logoUrl: null,
  week: weekHours([], 540, 1200),
  averageRating: 4.5,
  reviewCount: 12,
  city: { name: 'İstanbul' },
  district: { name: 'Beşiktaş' },
  categories: [
    { key: 'sac', name: 'Saç', services: [{ id: 's1', name: 'Saç Kesimi', description: 'Yıkama dahil', price: 450, durationMinutes: 45 }] },
    { key: 'makyaj', name: 'Makyaj', services: [] },
  ],
};

describe('salon JSON-LD', () => {
  it('describes a BeautySalon with address parts, contact, hours, rating and offers in TRY', () => {
    const data = salonJsonLd(salon, 'https://salonrandevu.com');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BeautySalon',
      name: 'İnci Kuaför',
      url: 'https://salonrandevu.com/salon/11111111-1111-4111-8111-111111111111',
      telephone: '+902121234567',
      email: 'inci@example.com',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Sinanpaşa Mah. Ihlamurdere Cad. No:45',
        addressLocality: 'Beşiktaş',
        addressRegion: 'İstanbul',
        addressCountry: 'TR',
      },
      openingHoursSpecification: [{ opens: '09:00', closes: '20:00' }],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12, bestRating: 5 },
      hasOfferCatalog: {
        itemListElement: [{
          name: 'Saç',
          itemListElement: [{
            '@type': 'Offer', price: '450.00', priceCurrency: 'TRY',
            itemOffered: { '@type': 'Service', name: 'Saç Kesimi' },
          }],
        }],
      },
    });
    // The empty category is not an offer catalog of its own.
    expect((data.hasOfferCatalog as { itemListElement: unknown[] }).itemListElement).toHaveLength(1);
  });

  it('leaves out aggregateRating without approved reviews', () => {
    expect(salonJsonLd({ ...salon, reviewCount: 0, averageRating: 0 }, 'https://x.test')).not.toHaveProperty('aggregateRating');
  });

  it('escapes < so a salon name cannot close the script tag', () => {
    const text = serializeJsonLd(salonJsonLd({ ...salon, name: '</script><script>alert(1)</script>' }, 'https://x.test'));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });

  it('writes phone numbers in international form', () => {
    expect(internationalPhone('05321234567')).toBe('+905321234567');
    expect(internationalPhone('0 (212) 123 45 67')).toBe('+902121234567');
  });
});
