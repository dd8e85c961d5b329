import 'server-only';
// The public salon reads of salons.ts as pages use them: lists by place and single salons in
// Next's data cache under the salons' tags, visitor-typed searches and ids in a bounded
// in-process cache (so arbitrary input cannot fill the disk).
import { CACHE_TAGS } from '@/platform/cache/tags';
import { cachedQuery, databaseIdentity } from '@/platform/db/cached';
import { memoryCached } from '@/platform/cache/memory-cache';
import { isUuid } from '@/platform/text/ids';
import {
  findActiveSalonById, findActiveSalons, listActiveSalonIds, listBookableSalonIds, listLocationsWithSalons,
  listServiceSuggestions, serviceNameById, type SalonDetail, type SalonFilter, type SalonListItem,
} from './salons';

const lists = [CACHE_TAGS.salons];

const cachedPlaceList = cachedQuery('salons:list', lists, findActiveSalons);
const searchInMemory = memoryCached(async (database: string, filter: SalonFilter) => findActiveSalons(filter));

/**
 * Listed salons for a list page. Lists by place only (a bounded set: cities and districts)
 * live in Next's data cache with the pages; anything with visitor-typed text or a service id
 * in a bounded in-process cache, so arbitrary searches cannot fill the disk.
 */
export async function getCachedSalons(filter: SalonFilter = {}): Promise<SalonListItem[]> {
  const { cityId, districtId, ...rest } = filter;
  const placeOnly = Object.values(rest).every((v) => v === undefined || v === '');
  if (placeOnly) return cachedPlaceList({ cityId, districtId });
  return searchInMemory(await databaseIdentity(), filter);
}
export const getCachedServiceSuggestions = cachedQuery('salons:service-names', lists, listServiceSuggestions);
export const getCachedLocationsWithSalons = cachedQuery('salons:locations', lists, listLocationsWithSalons);
// Keyed by a visitor-supplied id: in memory, not on disk (see getCachedSalons).
export const getCachedServiceName = memoryCached(serviceNameById);
export const getCachedActiveSalonIds = cachedQuery('salons:ids', lists, listActiveSalonIds);
export const getCachedBookableSalonIds = cachedQuery('salons:bookable-ids', lists, listBookableSalonIds);

/** One salon page's data, tagged with its own tag so a change to it drops just this entry. */
const cachedSalon = cachedQuery('salons:detail', (salonId: string) => [CACHE_TAGS.salons, CACHE_TAGS.salon(salonId)], findActiveSalonById);

/**
 * Checked against one cached list before any per-salon cached read: a cache entry for every id
 * a visitor (or a scanner) types would grow the cache without bound.
 */
export async function isActiveSalonId(salonId: string): Promise<boolean> {
  return isUuid(salonId) && (await getCachedActiveSalonIds()).some((salon) => salon.id === salonId);
}

export function getCachedSalon(salonId: string): Promise<SalonDetail | null> {
  return isUuid(salonId) ? cachedSalon(salonId) : Promise.resolve(null);
}
