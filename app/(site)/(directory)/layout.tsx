// The salon directory: /salonlar, every search (served by /sayfa/arama/[query]) and the place
// pages /salonlar/{city}[/{district}]. The filter form is rendered here, above the pages, and
// not by each page: every search is another route (a cached page per search), and a form inside
// the page was a new element after each automatic search, so the focus and the characters typed
// meanwhile were lost (issue 24, item 18). A layout stays mounted while the routes below it
// change. It receives no page parameters, so the form reads the route's segments, and it gets
// every city's districts at once (27 KB of JSON, 9 KB with Brotli; the registration wizard
// does the same) instead of the page's: a city chosen shows its districts without a round trip.
// The page's breadcrumbs and heading come first, from the @heading slot: each route has a
// heading page there beside its page (a slot is matched per route like the page), so the page
// reads breadcrumbs, heading, form, results.
import type { ReactNode } from 'react';
import { SalonSearchForm } from '@/features/salons/components/directory/salon-search-form';
import { getCachedCities, getCachedDistrictOptions } from '@/features/salons/server/places';

export default async function DirectoryLayout({ children, heading }: { children: ReactNode; heading: ReactNode }) {
  const [cities, districtsByCity] = await Promise.all([getCachedCities(), getCachedDistrictOptions()]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      {heading}
      <SalonSearchForm cities={cities.map(({ id, name, slug }) => ({ id, name, slug }))} districtsByCity={districtsByCity}>
        {children}
      </SalonSearchForm>
    </div>
  );
}
