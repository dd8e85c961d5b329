import 'server-only';
// The list scope of each salon directory route, read once per request: the page, its metadata
// and the heading above the filter form (the layout's @heading slot) all ask for it. React's
// cache() keys on the arguments, so they are the route's strings, not its params object. An
// unknown place or search key answers 404.
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { getCachedCityBySlug, getCachedDistrictBySlug } from '@/features/salons/server/places';
import { searchParamsOfKey } from '@/features/salons/rules/search-page-key';
import type { ListScope } from '@/features/salons/rules/search-title';
import { parseSalonSearchParams } from '@/features/salons/schema';
import { resolveSearchScope } from './resolve-scope';

type RawSearchParams = Record<string, string | string[] | undefined>;

/** /salonlar/{city}[/{district}] by their slugs. */
export const placeScope = cache(async (citySlug: string, districtSlug?: string): Promise<ListScope> => {
  const city = await getCachedCityBySlug(decodeURIComponent(citySlug).toLowerCase());
  if (!city) notFound();
  const scope: ListScope = { city: { id: city.id, name: city.name, slug: city.slug } };
  if (districtSlug === undefined) return scope;
  const district = await getCachedDistrictBySlug(city.id, decodeURIComponent(districtSlug).toLowerCase());
  if (!district) notFound();
  return { ...scope, district: { id: district.id, name: district.name, slug: district.slug } };
});

/** A cached search page by its key (features/salons/rules/search-page-key.ts). */
export const searchKeyScope = cache(async (query: string): Promise<ListScope> => {
  const raw = searchParamsOfKey(query);
  if (!raw) notFound();
  return resolveSearchScope(parseSalonSearchParams(raw));
});

const queryScope = cache(async (queryJson: string): Promise<ListScope> => {
  const raw = JSON.parse(queryJson) as RawSearchParams;
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

/** The dynamic /salonlar's query: a place alone by id redirects permanently to its readable page. */
export function listQueryScope(raw: RawSearchParams): Promise<ListScope> {
  return queryScope(JSON.stringify(raw));
}
