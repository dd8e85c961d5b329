// /salonlar with a search (spec §2): active salons filtered by the URL (service, serviceId,
// city, cityId, district, districtId, q) so every result page can be shared and indexed.
// Without any of these next.config.ts serves the cached list (app/(site)/sayfa/[key]); a
// place alone (?cityId=34[&districtId=…]) redirects permanently to its readable, cached page.
// Dynamic, but every read is cached (places and place lists in Next's data cache, searches
// in a bounded in-process cache).
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { SalonDirectory } from '@/components/salons/salon-directory';
import { resolveSearchScope } from '@/components/salons/resolve-scope';
import { getCachedSalons } from '@/lib/db/salons';
import { salonListMetadata, type ListScope } from '@/lib/salons/search-title';
import { parseSalonSearchParams } from '@/lib/validation/search';

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
  const scope = await scopeOf(searchParams);
  const salons = await getCachedSalons({
    cityId: scope.city?.id, districtId: scope.district?.id, serviceId: scope.service?.id, service: scope.service?.name, name: scope.q,
  });
  const metadata = salonListMetadata(scope, salons.length);
  // A free-text name search is not a page of its own for search engines.
  return scope.q ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function SalonsPage({ searchParams }: Props) {
  const scope = await scopeOf(searchParams);
  return <SalonDirectory scope={scope} breadcrumbs={[{ href: '/', label: 'Ana Sayfa' }, { href: '/salonlar', label: 'Salonlar' }]} />;
}
