// /salonlar (spec §2): active salons, server-rendered from the URL (service, serviceId, city,
// cityId, district, districtId, q) so every result page can be shared and indexed.
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { SalonDirectory } from '@/components/salons/salon-directory';
import { resolveSearchScope } from '@/components/salons/resolve-scope';
import { getCachedSalons } from '@/lib/db/salons';
import { salonListMetadata } from '@/lib/salons/search-title';
import { parseSalonSearchParams } from '@/lib/validation/search';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  await connection();
  const scope = await resolveSearchScope(parseSalonSearchParams(await searchParams));
  const salons = await getCachedSalons({
    cityId: scope.city?.id, districtId: scope.district?.id, serviceId: scope.service?.id, service: scope.service?.name, name: scope.q,
  });
  const metadata = salonListMetadata(scope, salons.length);
  // A free-text name search is not a page of its own for search engines.
  return scope.q ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function SalonsPage({ searchParams }: Props) {
  await connection();
  const scope = await resolveSearchScope(parseSalonSearchParams(await searchParams));
  return <SalonDirectory scope={scope} breadcrumbs={[{ href: '/', label: 'Ana Sayfa' }, { href: '/salonlar', label: 'Salonlar' }]} />;
}
