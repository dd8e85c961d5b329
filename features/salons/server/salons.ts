import 'server-only';
// Public salon data (spec §7 "salons"): listed salons ordered by name with city and district,
// filtered by city, district, service and a Turkish case-insensitive name search (max 50);
// one salon with its services grouped by category. Inactive salons are never returned.
// A salon is listed (lists, counts, suggestions, sitemap) only while it is active, bookable
// (salon_is_bookable(), migration 20261124000000: a salon registered a minute ago has no staff
// or services yet) and its subscription has not ended (salon_subscription_ended()): a visitor
// must never be offered a salon they cannot book (issue 29). Its own page still answers, with
// 'Bu salon henüz online randevu almıyor.', and is `noindex` while the subscription has ended.
// Pages read them through the cached wrappers in cached-salons.ts; tests call these plain
// functions (unstable_cache needs a running Next.js server).
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/platform/db';
import { cities, districts, salons, salonWorkingHours, serviceCategories, services } from '@/platform/db/schema';
import { foldedSql } from '@/platform/db/turkish-sql';
import { foldTurkish } from '@/platform/text/turkish';
import { groupServicesByCategory, type SalonCategory } from '@/features/salons/rules/group-services';
import { weekHours, type DayHours } from '@/features/salons/rules/opening-hours';
import { sortByTurkishName } from '@/features/salons/rules/sort';
import { isUuid } from '@/platform/text/ids';

/** Spec §9: search result limit. */
export const SALON_SEARCH_LIMIT = 50;

export interface PlaceRef {
  id: number;
  name: string;
  slug: string;
}

export interface SalonListItem {
  id: string;
  name: string;
  address: string | null;
  logoUrl: string | null;
  averageRating: number;
  reviewCount: number;
  city: PlaceRef | null;
  district: PlaceRef | null;
  /** In a search by service: this salon's service of that name, which its card opens (issue 29). */
  matchedServiceId?: string;
}

export interface SalonFilter {
  cityId?: number;
  districtId?: number;
  /** A service row id: salons offering a service with the same name match. */
  serviceId?: string;
  /** A service name (used when serviceId is absent or unknown): the same folded name. */
  service?: string;
  /** Salon name search, Turkish case- and accent-insensitive; limits the result to 50. */
  name?: string;
}

const listColumns = {
  id: salons.id,
  name: salons.name,
  address: salons.address,
  logoUrl: salons.logoUrl,
  averageRating: salons.averageRating,
  reviewCount: salons.reviewCount,
  city: { id: cities.id, name: cities.name, slug: cities.slug },
  district: { id: districts.id, name: districts.name, slug: districts.slug },
};

/** The name of a service row, so a search by serviceId can match other salons' same-named services. */
export async function serviceNameById(serviceId: string): Promise<string | null> {
  if (!isUuid(serviceId)) return null;
  const db = await getDb();
  const rows = await db.select({ name: services.name }).from(services).where(eq(services.id, serviceId)).limit(1);
  return rows[0]?.name ?? null;
}

/**
 * Active, bookable and not ended. salon_is_bookable() and salon_subscription_ended() each run a
 * small indexed query per salon: PostgreSQL orders a WHERE clause's conditions by cost, so they
 * run only for salons that passed the cheap ones (city, district, name), and every list is
 * cached. A subscription that ends by the clock (no write) leaves the lists when their cache
 * renews (CACHE_REVALIDATE_SECONDS); one ended or renewed by a write revalidates at once.
 */
const listed: SQL = sql`${salons.isActive} and salon_is_bookable(${salons.id})
  and not salon_subscription_ended(${salons.id}, now())`;

function offersService(condition: SQL): SQL {
  return sql`exists (select 1 from ${services} where ${services.salonId} = ${salons.id}
    and ${services.isActive} and ${condition})`;
}

export async function findActiveSalons(filter: SalonFilter = {}): Promise<SalonListItem[]> {
  const conditions: SQL[] = [listed];
  if (filter.cityId) conditions.push(eq(salons.cityId, filter.cityId));
  if (filter.districtId) conditions.push(eq(salons.districtId, filter.districtId));

  // One matching rule for a search by id and by name: the same service name, case- and
  // accent-folded ('Saç Kesimi' never matches 'Çocuk Saç Kesimi'), so both list the same salons.
  const serviceName = (filter.serviceId ? await serviceNameById(filter.serviceId) : null) ?? filter.service?.trim();
  if (serviceName) {
    conditions.push(offersService(sql`${foldedSql(services.name)} = ${foldTurkish(serviceName)}`));
  } else if (filter.serviceId) {
    return []; // an unknown service id and no name to fall back on matches nothing
  }

  const name = filter.name?.trim();
  // strpos instead of LIKE: the user's text needs no escaping of % and _.
  if (name) conditions.push(sql`strpos(${foldedSql(salons.name)}, ${foldTurkish(name)}) > 0`);

  const db = await getDb();
  const query = db
    .select({
      ...listColumns,
      ...(serviceName ? {
        matchedServiceId: sql<string>`(select ${services.id} from ${services} where ${services.salonId} = ${salons.id}
          and ${services.isActive} and ${foldedSql(services.name)} = ${foldTurkish(serviceName)} order by ${services.id} limit 1)`,
      } : {}),
    })
    .from(salons)
    .leftJoin(cities, eq(salons.cityId, cities.id))
    .leftJoin(districts, eq(salons.districtId, districts.id))
    .where(and(...conditions))
    .orderBy(foldedSql(salons.name), asc(salons.name), asc(salons.id));
  return sortByTurkishName(await (name ? query.limit(SALON_SEARCH_LIMIT) : query));
}

export interface SalonDetail extends SalonListItem {
  /** False until the owner has set up a service given by a working staff member: no booking. */
  bookable: boolean;
  /** The subscription has ended (salon_subscription_ended()): the page stays, online booking does not. */
  subscriptionEnded: boolean;
  phone: string | null;
  email: string | null;
  openTimeMinutes: number | null;
  closeTimeMinutes: number | null;
  /** Each day's hours, Monday first (features/salons/rules/opening-hours.ts). */
  week: DayHours[];
  updatedAt: string;
  categories: SalonCategory[];
}

/**
 * An active salon (bookable or not: its page says which) with its active services grouped by
 * category; null when unknown, malformed or inactive.
 */
export async function findActiveSalonById(salonId: string): Promise<SalonDetail | null> {
  if (!isUuid(salonId)) return null;
  const db = await getDb();
  const rows = await db
    .select({
      ...listColumns,
      bookable: sql<boolean>`salon_is_bookable(${salons.id})`,
      subscriptionEnded: sql<boolean>`salon_subscription_ended(${salons.id}, now())`,
      phone: salons.phone,
      email: salons.email,
      openTimeMinutes: salons.openTimeMinutes,
      closeTimeMinutes: salons.closeTimeMinutes,
      updatedAt: sql<string>`to_char(${salons.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(salons)
    .leftJoin(cities, eq(salons.cityId, cities.id))
    .leftJoin(districts, eq(salons.districtId, districts.id))
    .where(and(eq(salons.id, salonId), eq(salons.isActive, true)))
    .limit(1);
  const salon = rows[0];
  if (!salon) return null;

  const [serviceRows, ownCategories, dayRows] = await Promise.all([
    db
      .select({
        id: services.id,
        name: services.name,
        description: services.description,
        price: services.price,
        durationMinutes: services.durationMinutes,
        categoryId: serviceCategories.id,
        categoryName: serviceCategories.name,
      })
      .from(services)
      .leftJoin(serviceCategories, eq(services.categoryId, serviceCategories.id))
      .where(and(eq(services.salonId, salonId), eq(services.isActive, true)))
      // The order the salon set in its panel, then by name.
      .orderBy(asc(services.sortOrder), foldedSql(services.name), asc(services.id)),
    db
      .select({ id: serviceCategories.id, name: serviceCategories.name })
      .from(serviceCategories)
      .where(eq(serviceCategories.salonId, salonId)),
    db
      .select({
        dayOfWeek: salonWorkingHours.dayOfWeek, isOpen: salonWorkingHours.isOpen,
        open: salonWorkingHours.openMinutes, close: salonWorkingHours.closeMinutes,
      })
      .from(salonWorkingHours)
      .where(eq(salonWorkingHours.salonId, salonId)),
  ]);

  return {
    ...salon,
    week: weekHours(dayRows, salon.openTimeMinutes, salon.closeTimeMinutes),
    categories: groupServicesByCategory(serviceRows, ownCategories),
  };
}

export interface ServiceSuggestion {
  /** One representative service row; /salonlar matches every salon offering this name. */
  id: string;
  name: string;
}

/** Distinct names of active services of listed salons (hero autocomplete): each finds a salon. */
export async function listServiceSuggestions(): Promise<ServiceSuggestion[]> {
  const db = await getDb();
  // A semi-join on the listed salons: salon_is_bookable() runs once per salon, not per service.
  const listedSalonIds = db.select({ id: salons.id }).from(salons).where(listed);
  return db
    .select({ id: sql<string>`min(${services.id}::text)`, name: services.name })
    .from(services)
    .where(and(eq(services.isActive, true), inArray(services.salonId, listedSalonIds)))
    .groupBy(services.name)
    .orderBy(foldedSql(services.name), services.name)
    .then(sortByTurkishName);
}

export interface LocationWithSalons extends PlaceRef {
  salonCount: number;
}

export interface DistrictWithSalons extends LocationWithSalons {
  cityId: number;
}

/** Cities and districts that have listed salons, with counts (city links, sitemap, hero). */
export async function listLocationsWithSalons(): Promise<{ cities: LocationWithSalons[]; districts: DistrictWithSalons[] }> {
  const db = await getDb();
  // One scan of the listed salons per (city, district) pair, summed here into both lists:
  // two queries would run salon_is_bookable() twice for every salon.
  const pairs = await db
    .select({
      city: { id: cities.id, name: cities.name, slug: cities.slug },
      district: { id: districts.id, cityId: districts.cityId, name: districts.name, slug: districts.slug },
      salonCount: count(),
    })
    .from(salons)
    .leftJoin(cities, eq(salons.cityId, cities.id))
    .leftJoin(districts, eq(salons.districtId, districts.id))
    .where(listed)
    .groupBy(cities.id, cities.name, cities.slug, districts.id, districts.cityId, districts.name, districts.slug);
  const cityCounts = new Map<number, LocationWithSalons>();
  const districtCounts = new Map<number, DistrictWithSalons>();
  for (const { city, district, salonCount } of pairs) {
    if (city) {
      const entry = cityCounts.get(city.id) ?? { ...city, salonCount: 0 };
      entry.salonCount += salonCount;
      cityCounts.set(city.id, entry);
    }
    if (district) {
      const entry = districtCounts.get(district.id) ?? { ...district, salonCount: 0 };
      entry.salonCount += salonCount;
      districtCounts.set(district.id, entry);
    }
  }
  return { cities: sortByTurkishName([...cityCounts.values()]), districts: sortByTurkishName([...districtCounts.values()]) };
}

export interface SalonIdWithDate {
  id: string;
  updatedAt: string;
}

function salonIds(where: SQL) {
  return getDb().then((db) => db
    .select({
      id: salons.id,
      updatedAt: sql<string>`to_char(${salons.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(salons)
    .where(where)
    .orderBy(foldedSql(salons.name), asc(salons.id)));
}

/**
 * Every active salon's id and last change: which salon pages exist (isActiveSalonId). A salon
 * not yet bookable has a page too, so this list does not ask salon_is_bookable().
 */
export async function listActiveSalonIds(): Promise<SalonIdWithDate[]> {
  return salonIds(eq(salons.isActive, true));
}

/** Every listed (active, bookable, not ended) salon's id and last change, for sitemap.xml. */
export async function listBookableSalonIds(): Promise<SalonIdWithDate[]> {
  return salonIds(listed);
}
