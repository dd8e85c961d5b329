// /salonlar/{city} (e.g. /salonlar/istanbul): the active salons of one city, with a readable
// URL for sharing and search engines. An unknown city slug answers 404. Its heading is the
// layout's @heading slot (@heading/salonlar/[city]).
import type { Metadata } from 'next';
import { placeScope } from '@/features/salons/components/directory/directory-scope';
import { SalonDirectory } from '@/features/salons/components/directory/salon-directory';
import { getCachedSalons } from '@/features/salons/server/cached-salons';
import { salonListMetadata } from '@/features/salons/rules/search-title';

interface Props {
  params: Promise<{ city: string }>;
}

// Rendered on the first request and then served from cache (`next build` needs no database).
export const revalidate = 30; // = CACHE_REVALIDATE_SECONDS (a segment config must be a literal)

export function generateStaticParams(): { city: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const scope = await placeScope((await params).city);
  const salons = await getCachedSalons({ cityId: scope.city?.id });
  return salonListMetadata(scope, salons.length);
}

export default async function CitySalonsPage({ params }: Props) {
  return <SalonDirectory scope={await placeScope((await params).city)} />;
}
