import 'server-only';
// Cities and districts (spec §7: cities ordered by name, districts by city ordered by name),
// plus slug look-ups for the readable /salonlar/{city}/{district} pages.
// In Turkish alphabetical order on every database, whatever its collation.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/platform/db';
import { cities, districts } from '@/platform/db/schema';
import { foldedSql } from '@/platform/db/turkish-sql';
import { CACHE_TAGS } from '@/platform/cache/tags';
import { cachedQuery } from '@/platform/db/cached';
import { sortByTurkishName } from '@/features/salons/rules/sort';
import { isPlaceSlug } from '@/features/salons/schema';
import type { DistrictOption } from '@/features/salons/rules/directory-criteria';

export interface City {
  id: number;
  name: string;
  plateCode: string;
  slug: string;
}

export interface District {
  id: number;
  cityId: number;
  name: string;
  slug: string;
}

const cityColumns = { id: cities.id, name: cities.name, plateCode: cities.plateCode, slug: cities.slug };
const districtColumns = { id: districts.id, cityId: districts.cityId, name: districts.name, slug: districts.slug };

export async function listCities(): Promise<City[]> {
  const db = await getDb();
  const rows = await db.select(cityColumns).from(cities).orderBy(foldedSql(cities.name), cities.name);
  return sortByTurkishName(rows);
}

export async function listDistricts(cityId: number): Promise<District[]> {
  const db = await getDb();
  return db
    .select(districtColumns)
    .from(districts)
    .where(eq(districts.cityId, cityId))
    .orderBy(foldedSql(districts.name), districts.name)
    .then(sortByTurkishName);
}

/** Every district, by city, in the compact form the salon filter form takes (DistrictOption). */
export async function listDistrictOptions(): Promise<Record<number, DistrictOption[]>> {
  const db = await getDb();
  const rows = await db.select(districtColumns).from(districts).orderBy(districts.cityId, foldedSql(districts.name), districts.name);
  const byCity: Record<number, District[]> = {};
  for (const row of rows) (byCity[row.cityId] ??= []).push(row);
  return Object.fromEntries(Object.entries(byCity).map(([cityId, list]) => [
    cityId, sortByTurkishName(list).map((d): DistrictOption => [d.id, d.name, d.slug]),
  ]));
}

export async function findCityById(id: number): Promise<City | null> {
  const db = await getDb();
  const rows = await db.select(cityColumns).from(cities).where(eq(cities.id, id)).limit(1);
  return rows[0] ?? null;
}

/** A malformed slug (NUL, '%', anything a seed never writes) is unknown before any SQL. */
export async function findCityBySlug(slug: string): Promise<City | null> {
  if (!isPlaceSlug(slug)) return null;
  const db = await getDb();
  const rows = await db.select(cityColumns).from(cities).where(eq(cities.slug, slug)).limit(1);
  return rows[0] ?? null;
}

export async function findDistrictById(id: number): Promise<District | null> {
  const db = await getDb();
  const rows = await db.select(districtColumns).from(districts).where(eq(districts.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findDistrictBySlug(cityId: number, slug: string): Promise<District | null> {
  if (!isPlaceSlug(slug)) return null;
  const db = await getDb();
  const rows = await db
    .select(districtColumns)
    .from(districts)
    .where(and(eq(districts.cityId, cityId), eq(districts.slug, slug)))
    .limit(1);
  return rows[0] ?? null;
}

// Places change only when the seed adds them.
const tags = [CACHE_TAGS.places];

export const getCachedCities = cachedQuery('places:cities', tags, listCities);
export const getCachedDistricts = cachedQuery('places:districts', tags, listDistricts);
export const getCachedDistrictOptions = cachedQuery('places:district-options', tags, listDistrictOptions);

// Slug look-ups search the cached lists: a cache entry per slug a visitor types would grow
// Next's disk cache without bound.
export async function getCachedCityBySlug(slug: string): Promise<City | null> {
  return (await getCachedCities()).find((city) => city.slug === slug) ?? null;
}

export async function getCachedDistrictBySlug(cityId: number, slug: string): Promise<District | null> {
  return (await getCachedDistricts(cityId)).find((district) => district.slug === slug) ?? null;
}
