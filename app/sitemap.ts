// sitemap.xml: the landing page, /salonlar, every listed (active and bookable) salon, every
// city and city/district page that has listed salons, and the legal pages (KVKK notices,
// privacy). Built per request from cached reads (tag 'salons'), so `next build` never touches
// the database and a salon appears once it is bookable.
import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { getCachedBookableSalonIds, getCachedLocationsWithSalons } from '@/features/salons/server/cached-salons';
import { env } from '@/platform/env';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const [salons, locations] = await Promise.all([getCachedBookableSalonIds(), getCachedLocationsWithSalons()]);
  const url = (path: string) => new URL(path, env.SITE_URL).toString();
  const citySlug = new Map(locations.cities.map((c) => [c.id, c.slug]));

  return [
    { url: url('/'), changeFrequency: 'weekly', priority: 1 },
    { url: url('/salonlar'), changeFrequency: 'daily', priority: 0.9 },
    ...locations.cities.map((city) => ({
      url: url(`/salonlar/${city.slug}`),
      changeFrequency: 'daily' as const,
      priority: 0.8,
    })),
    ...locations.districts.flatMap((district) => {
      const city = citySlug.get(district.cityId);
      return city ? [{ url: url(`/salonlar/${city}/${district.slug}`), changeFrequency: 'daily' as const, priority: 0.7 }] : [];
    }),
    ...salons.map((salon) => ({
      url: url(`/salon/${salon.id}`),
      lastModified: salon.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
    ...['/kvkk', '/kvkk/salon', '/gizlilik'].map((path) => ({ url: url(path), changeFrequency: 'yearly' as const, priority: 0.2 })),
  ];
}
