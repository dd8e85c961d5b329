// /salonlar with a search (spec §2): active salons filtered by the URL (service, serviceId,
// city, cityId, district, districtId, q) so every result page can be shared and indexed.
// Without any of these server/cached-routes.mjs serves the cached list (the search page 'tum'); with a
// search the proxy serves the cached search page (app/(site)/(directory)/sayfa/arama/[query]). What is left
// here: a place alone by id (?cityId=34[&districtId=…]), which redirects permanently to its
// readable, cached page, or renders the list when the place is unknown.
// Its heading is the layout's @heading slot (@heading/salonlar).
import type { Metadata } from 'next';
import { listQueryScope } from '@/features/salons/components/directory/directory-scope';
import { SalonSearchPage, salonSearchMetadata } from '@/features/salons/components/directory/salon-search-page';

// Reads the query string on every request. Stated, not left to be found out during `next build`:
// the directory's layout reads places, and a prerender attempt would open the database.
export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return salonSearchMetadata(await listQueryScope(await searchParams));
}

export default async function SalonsPage({ searchParams }: Props) {
  return <SalonSearchPage scope={await listQueryScope(await searchParams)} />;
}
