import 'server-only';
// Turns /salonlar's query parameters into a list scope: ids win over names, a name alone is
// matched Turkish-insensitively ('istanbul' finds İstanbul), unknown places are dropped.
import { getCachedCities, getCachedDistricts } from '@/features/salons/server/places';
import { getCachedServiceName, getCachedServiceSuggestions } from '@/features/salons/server/cached-salons';
import { matchPlace } from '@/features/salons/rules/directory-criteria';
import type { ListScope } from '@/features/salons/rules/search-title';
import { foldTurkish } from '@/platform/text/turkish';
import type { SalonSearchParams } from '@/features/salons/schema';

export async function resolveSearchScope(params: SalonSearchParams): Promise<ListScope> {
  const city = matchPlace(await getCachedCities(), params.cityId, params.city);
  const district = city ? matchPlace(await getCachedDistricts(city.id), params.districtId, params.district) : undefined;
  // The id names the service (the URL's text may say anything); a text alone is a known service
  // only when a listed salon offers one of that name, else it is free text (not indexed).
  const byId = params.serviceId ? await getCachedServiceName(params.serviceId) : null;
  const byName = !byId && params.service
    ? (await getCachedServiceSuggestions()).find((s) => foldTurkish(s.name) === foldTurkish(params.service!))?.name
    : undefined;
  const serviceName = byId ?? byName ?? params.service;
  return {
    city: city && { id: city.id, name: city.name, slug: city.slug },
    district: district && { id: district.id, name: district.name, slug: district.slug },
    service: serviceName || params.serviceId
      ? { name: serviceName ?? 'Seçilen hizmet', id: params.serviceId, known: Boolean(byId ?? byName) }
      : undefined,
    q: params.q,
  };
}
