// A salon list page's body: the results and the city/district links, below the filter form of
// the directory's layout (app/(site)/(directory)/layout.tsx; the heading above the form is
// directory-heading.tsx). Used by /salonlar, its searches and /salonlar/{city}[/{district}].
import { SALON_SEARCH_LIMIT } from '@/features/salons/server/salons';
import { getCachedLocationsWithSalons, getCachedSalons } from '@/features/salons/server/cached-salons';
import type { ListScope } from '@/features/salons/rules/search-title';
import { LocationLinks } from './location-links';
import { SalonResults } from './salon-results';

export async function SalonDirectory({ scope }: { scope: ListScope }) {
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
      <SalonResults salons={salons} limited={!!scope.q && salons.length === SALON_SEARCH_LIMIT} />

      <LocationLinks
        cities={locations.cities}
        districts={locations.districts}
        current={{ cityId: scope.city?.id, districtId: scope.district?.id }}
      />
    </>
  );
}
