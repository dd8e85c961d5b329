// /salonlar (spec §2): active salons, server-rendered from the URL (service, serviceId, city,
// cityId, district, districtId, q) so every result page can be shared and indexed.
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { SalonDirectory } from '@/components/salons/salon-directory';
import { resolveSearchScope } from '@/components/salons/resolve-scope';
import { getCachedSalons } from '@/lib/db/salons';
import { canonicalPath, listDescription, listHeading } from '@/lib/salons/search-title';
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
  const title = listHeading(scope);
  const description = listDescription(scope, salons.length);
  const canonical = canonicalPath(scope);
  return {
    title,
    description,
    alternates: { canonical },
    // A free-text name search is not a page of its own for search engines.
    robots: scope.q ? { index: false, follow: true } : undefined,
    openGraph: { type: 'website', url: canonical, title: `${title} | SalonRandevu`, description, locale: 'tr_TR', siteName: 'SalonRandevu' },
  };
}

export default async function SalonsPage({ searchParams }: Props) {
  await connection();
  const scope = await resolveSearchScope(parseSalonSearchParams(await searchParams));
  return <SalonDirectory scope={scope} breadcrumbs={[{ href: '/', label: 'Ana Sayfa' }, { href: '/salonlar', label: 'Salonlar' }]} />;
}
