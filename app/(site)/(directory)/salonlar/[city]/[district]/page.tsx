// /salonlar/{city}/{district} (e.g. /salonlar/istanbul/kadikoy): the active salons of one
// district. An unknown city or district slug answers 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SalonDirectory } from '@/components/salons/salon-directory';
import { getCachedCityBySlug, getCachedDistrictBySlug } from '@/lib/db/places';
import { getCachedSalons } from '@/lib/db/salons';
import { salonListMetadata, type ListScope } from '@/lib/salons/search-title';

interface Props {
  params: Promise<{ city: string; district: string }>;
}

// Rendered on the first request and then served from cache (`next build` needs no database).
export const revalidate = 30; // = CACHE_REVALIDATE_SECONDS (a segment config must be a literal)

export function generateStaticParams(): { city: string; district: string }[] {
  return [];
}

async function scopeOf(params: Props['params']): Promise<ListScope> {
  const { city: citySlug, district: districtSlug } = await params;
  const city = await getCachedCityBySlug(decodeURIComponent(citySlug).toLowerCase());
  if (!city) notFound();
  const district = await getCachedDistrictBySlug(city.id, decodeURIComponent(districtSlug).toLowerCase());
  if (!district) notFound();
  return {
    city: { id: city.id, name: city.name, slug: city.slug },
    district: { id: district.id, name: district.name, slug: district.slug },
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const scope = await scopeOf(params);
  const salons = await getCachedSalons({ cityId: scope.city?.id, districtId: scope.district?.id });
  return salonListMetadata(scope, salons.length);
}

export default async function DistrictSalonsPage({ params }: Props) {
  const scope = await scopeOf(params);
  const city = scope.city!;
  const district = scope.district!;
  return (
    <SalonDirectory
      scope={scope}
      breadcrumbs={[
        { href: '/', label: 'Ana Sayfa' },
        { href: '/salonlar', label: 'Salonlar' },
        { href: `/salonlar/${city.slug}`, label: city.name },
        { href: `/salonlar/${city.slug}/${district.slug}`, label: district.name },
      ]}
    />
  );
}
