// /salonlar with a search (spec §2): active salons filtered by the URL (service, serviceId,
// city, cityId, district, districtId, q) so every result page can be shared and indexed.
// Without any of these server/cached-routes.mjs serves the cached list (app/(site)/sayfa/[key]); with a
// search the proxy serves the cached search page (app/(site)/(directory)/sayfa/arama/[query]). What is left
// here: a place alone by id (?cityId=34[&districtId=…]), which redirects permanently to its
// readable, cached page, or renders the list when the place is unknown.
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { SalonSearchPage, salonSearchMetadata } from '@/components/salons/salon-search-page';
import { resolveSearchScope } from '@/components/salons/resolve-scope';
import type { ListScope } from '@/lib/salons/search-title';
import { parseSalonSearchParams } from '@/lib/validation/search';

// Reads the query string on every request. Stated, not left to be found out during `next build`:
// the directory's layout reads places, and a prerender attempt would open the database.
export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The scope, or a 308 to /salonlar/{city}[/{district}] when the query names only a place by id. */
const scopeOf = cache(async (searchParams: Props['searchParams']): Promise<ListScope> => {
  const raw = await searchParams;
  const params = parseSalonSearchParams(raw);
  const scope = await resolveSearchScope(params);
  const keys = Object.keys(raw).filter((key) => key !== 'giris');
  const placeOnly = keys.every((key) => key === 'cityId' || key === 'districtId') && params.cityId !== undefined;
  if (placeOnly && scope.city && (params.districtId === undefined || scope.district)) {
    const query = raw.giris ? `?giris=${encodeURIComponent(String(raw.giris))}` : '';
    permanentRedirect(`/salonlar/${scope.city.slug}${scope.district ? `/${scope.district.slug}` : ''}${query}`);
  }
  return scope;
});

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return salonSearchMetadata(await scopeOf(searchParams));
}

export default async function SalonsPage({ searchParams }: Props) {
  return <SalonSearchPage scope={await scopeOf(searchParams)} />;
}
