import 'server-only';
// The body and metadata of a salon search, shared by the cached search page
// (app/(site)/(directory)/sayfa/arama/[query], where the proxy sends searches) and the dynamic /salonlar
// (which only answers what the proxy leaves to it: a place by id alone, redirected).
import type { Metadata } from 'next';
import { getCachedSalons } from '@/features/salons/server/cached-salons';
import { salonListMetadata, type ListScope } from '@/features/salons/rules/search-title';
import { SalonDirectory } from './salon-directory';

export async function salonSearchMetadata(scope: ListScope): Promise<Metadata> {
  const salons = await getCachedSalons({
    cityId: scope.city?.id, districtId: scope.district?.id, serviceId: scope.service?.id, service: scope.service?.name, name: scope.q,
  });
  return salonListMetadata(scope, salons.length);
}

export function SalonSearchPage({ scope }: { scope: ListScope }) {
  return <SalonDirectory scope={scope} />;
}
