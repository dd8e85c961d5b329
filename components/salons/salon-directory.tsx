// A salon list page: heading, the results and the city/district links, below the filter form
// of the directory's layout (app/(site)/(directory)/layout.tsx). Used by /salonlar, its
// searches and /salonlar/{city}[/{district}].
import Link from 'next/link';
import { X } from 'lucide-react';
import { getCachedLocationsWithSalons, getCachedSalons, SALON_SEARCH_LIMIT } from '@/lib/db/salons';
import { listHeading, type ListScope } from '@/lib/salons/search-title';
import { salonSearchHref } from '@/lib/validation/search';
import { LocationLinks } from './location-links';
import { SalonResults } from './salon-results';

export async function SalonDirectory({ scope, breadcrumbs }: { scope: ListScope; breadcrumbs?: { href: string; label: string }[] }) {
  const [salons, locations] = await Promise.all([
    getCachedSalons({
      cityId: scope.city?.id,
      districtId: scope.district?.id,
      serviceId: scope.service?.id,
      service: scope.service?.name,
      name: scope.q,
    }),
    getCachedLocationsWithSalons(),
  ]);

  return (
    <>
      {breadcrumbs ? (
        <nav aria-label="Sayfa yolu" className="mb-4 text-sm text-muted-foreground">
          <ol className="flex flex-wrap items-center gap-1.5">
            {breadcrumbs.map((crumb, i) => (
              <li key={crumb.href} className="flex items-center gap-1.5">
                {i > 0 ? <span aria-hidden="true">/</span> : null}
                {i === breadcrumbs.length - 1 ? (
                  <span aria-current="page" className="font-medium text-foreground">{crumb.label}</span>
                ) : (
                  <Link href={crumb.href} className="hover:text-primary">{crumb.label}</Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <h1 className="user-text mb-2 text-3xl font-bold tracking-tight">{listHeading(scope)}</h1>
      <p className="mb-6 text-muted-foreground">Size uygun salonu seçin, hizmetleri inceleyin ve online randevu alın.</p>

      {scope.service ? (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="user-text rounded-full bg-accent px-3 py-1 font-medium text-accent-foreground">Hizmet: {scope.service.name}</span>
          <Link
            href={salonSearchHref({ cityId: scope.city?.id, city: scope.city?.name, districtId: scope.district?.id, district: scope.district?.name, q: scope.q })}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-muted-foreground hover:text-primary"
          >
            <X className="size-4" aria-hidden="true" /> Hizmet filtresini kaldır
          </Link>
        </p>
      ) : null}

      <SalonResults salons={salons} limited={!!scope.q && salons.length === SALON_SEARCH_LIMIT} />

      <LocationLinks
        cities={locations.cities}
        districts={locations.districts}
        current={{ cityId: scope.city?.id, districtId: scope.district?.id }}
      />
    </>
  );
}
