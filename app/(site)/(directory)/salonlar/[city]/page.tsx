// /salonlar/{city} (e.g. /salonlar/istanbul): the active salons of one city, with a readable
// URL for sharing and search engines. An unknown city slug answers 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SalonDirectory } from '@/components/salons/salon-directory';
import { getCachedCityBySlug } from '@/lib/db/places';
import { getCachedSalons } from '@/lib/db/salons';
import { salonListMetadata, type ListScope } from '@/lib/salons/search-title';

interface Props {
  params: Promise<{ city: string }>;
}

// Rendered on the first request and then served from cache (`next build` needs no database).
export const revalidate = 30; // = CACHE_REVALIDATE_SECONDS (a segment config must be a literal)

export function generateStaticParams(): { city: string }[] {
  return [];
}

async function scopeOf(params: Props['params']): Promise<ListScope> {
  const { city: citySlug } = await params;
  const city = await getCachedCityBySlug(decodeURIComponent(citySlug).toLowerCase());
  if (!city) notFound();
  return { city: { id: city.id, name: city.name, slug: city.slug } };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const scope = await scopeOf(params);
  const salons = await getCachedSalons({ cityId: scope.city?.id });
  return salonListMetadata(scope, salons.length);
}

export default async function CitySalonsPage({ params }: Props) {
  const scope = await scopeOf(params);
  const city = scope.city!;
  return (
    <SalonDirectory
      scope={scope}
      breadcrumbs={[
        { href: '/', label: 'Ana Sayfa' },
        { href: '/salonlar', label: 'Salonlar' },
        { href: `/salonlar/${city.slug}`, label: city.name },
      ]}
    />
  );
}
