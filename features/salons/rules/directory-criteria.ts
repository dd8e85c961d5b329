// What the salon filter form shows, read from the page it sits above. The form lives in the
// directory's layout (app/(site)/(directory)/layout.tsx says why), which receives no page
// parameters; it reads the route's segments instead: a search page's packed key
// (/sayfa/arama/{key}, what the proxy made of /salonlar?…) or a place page's slugs
// (/salonlar/{city}/{district}). Matching follows resolveSearchScope on the server: ids win
// over names, names match Turkish-insensitively, unknown places are dropped.
// No server-only code here: the form runs it in the browser.
import { searchParamsOfKey } from '@/features/salons/rules/search-page-key';
import { foldTurkish } from '@/platform/text/turkish';

/** A district as the form gets it: [id, name, slug] (a third of the size of an object). */
export type DistrictOption = [id: number, name: string, slug: string];

export interface PlaceOptions {
  cities: { id: number; name: string; slug: string }[];
  /** Every city's districts, in Turkish alphabetical order, by city id. */
  districtsByCity: Record<number, DistrictOption[]>;
}

export interface DirectoryCriteria {
  cityId?: number;
  districtId?: number;
  q?: string;
  service?: string;
  serviceId?: string;
}

/** The first id (or else name) in `items` matching, as resolveSearchScope matches. */
export function matchPlace<T extends { id: number; name: string }>(items: T[], id?: number, name?: string): T | undefined {
  if (id) return items.find((item) => item.id === id);
  if (name) return items.find((item) => foldTurkish(item.name) === foldTurkish(name));
  return undefined;
}

function positiveInt(value: string | undefined): number | undefined {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

function districtsOf(places: PlaceOptions, cityId: number) {
  return (places.districtsByCity[cityId] ?? []).map(([id, name, slug]) => ({ id, name, slug }));
}

/** The criteria of the page under `segments` (the layout's selected segments, route groups included). */
export function criteriaOfSegments(segments: string[], places: PlaceOptions): DirectoryCriteria {
  const path = segments.filter((segment) => !segment.startsWith('(') && !segment.startsWith('__'));
  if (path[0] === 'sayfa' && path[1] === 'arama' && path[2]) return criteriaOfSearch(path[2], places);
  if (path[0] === 'salonlar' && path[1]) {
    const city = places.cities.find((c) => c.slug === path[1]);
    if (!city) return {};
    const district = path[2] ? districtsOf(places, city.id).find((d) => d.slug === path[2]) : undefined;
    return { cityId: city.id, districtId: district?.id };
  }
  return {};
}

function criteriaOfSearch(key: string, places: PlaceOptions): DirectoryCriteria {
  const params = searchParamsOfKey(key);
  if (!params) return {};
  const city = matchPlace(places.cities, positiveInt(params.cityId), params.city);
  const district = city ? matchPlace(districtsOf(places, city.id), positiveInt(params.districtId), params.district) : undefined;
  return {
    cityId: city?.id,
    districtId: district?.id,
    q: params.q || undefined,
    service: params.service || undefined,
    serviceId: params.serviceId || undefined,
  };
}
