// /salonlar/{city}/{district} (e.g. /salonlar/istanbul/kadikoy): the active salons of one
// district. An unknown city or district slug answers 404. Its heading is the layout's @heading
// slot (@heading/salonlar/[city]/[district]).
import type { Metadata } from 'next';
import { placeScope } from '@/features/salons/components/directory/directory-scope';
import { SalonDirectory } from '@/features/salons/components/directory/salon-directory';
import { getCachedSalons } from '@/features/salons/server/cached-salons';
import { salonListMetadata } from '@/features/salons/rules/search-title';

interface Props {
  params: Promise<{ city: string; district: string }>;
}

// Rendered on the first request and then served from cache (`next build` needs no database).
export const revalidate = 30; // = CACHE_REVALIDATE_SECONDS (a segment config must be a literal)

export function generateStaticParams(): { city: string; district: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { city, district } = await params;
  const scope = await placeScope(city, district);
  const salons = await getCachedSalons({ cityId: scope.city?.id, districtId: scope.district?.id });
  return salonListMetadata(scope, salons.length);
}

export default async function DistrictSalonsPage({ params }: Props) {
  const { city, district } = await params;
  return <SalonDirectory scope={await placeScope(city, district)} />;
}
