// Headings, titles and canonical paths for salon lists, shared by /salonlar and the
// /salonlar/{city}/{district} pages so each list has one name and one canonical URL.
import type { Metadata } from 'next';
import { salonSearchHref } from '@/features/salons/schema';

interface Place { name: string; slug: string }

export interface ListScope {
  city?: Place & { id: number };
  district?: Place & { id: number };
  /** `known`: a service some listed salon offers (by id or exact name), not free text. */
  service?: { name: string; id?: string; known?: boolean };
  q?: string;
}

export function locationLabel(scope: ListScope): string | undefined {
  if (scope.city && scope.district) return `${scope.district.name}, ${scope.city.name}`;
  return scope.city?.name;
}

/** 'Kadıköy, İstanbul Salonları', 'Saç Kesimi – İstanbul', 'Tüm Salonlar' ... */
export function listHeading(scope: ListScope): string {
  const location = locationLabel(scope);
  if (scope.q) return `“${scope.q}” için arama sonuçları`;
  if (scope.service && location) return `${location} – ${scope.service.name}`;
  if (scope.service) return `${scope.service.name} Hizmeti Veren Salonlar`;
  if (location) return `${location} Salonları`;
  return 'Tüm Salonlar';
}

export function listDescription(scope: ListScope, count: number): string {
  const location = locationLabel(scope);
  const where = location ? `${location} bölgesindeki` : 'Türkiye genelindeki';
  const what = scope.service ? `${scope.service.name} hizmeti veren ${count} salon` : `${count} kuaför, berber ve güzellik salonu`;
  return `${where} ${what}: puanları, adresleri ve hizmetleriyle karşılaştırın, online randevu alın.`;
}

/** Slug page for a place-only list; the query form (without the name search) otherwise. */
export function canonicalPath(scope: ListScope): string {
  if (!scope.service && !scope.q && scope.city) {
    return scope.district ? `/salonlar/${scope.city.slug}/${scope.district.slug}` : `/salonlar/${scope.city.slug}`;
  }
  return salonSearchHref({
    service: scope.service?.name,
    serviceId: scope.service?.id,
    city: scope.city?.name,
    cityId: scope.city?.id,
    district: scope.district?.name,
    districtId: scope.district?.id,
  });
}

/** A name search or a service text no salon offers: a visitor's words, not a page of the site. */
export function isFreeTextSearch(scope: ListScope): boolean {
  return Boolean(scope.q) || (scope.service !== undefined && scope.service.known === false);
}

/**
 * Title, description, canonical URL and Open Graph of a salon list page. A free-text search is
 * noindex with the canonical of the list without its words, so crawlers cannot be fed an endless
 * set of pages ('/salonlar?service=<anything>'); only known services, cities and districts index.
 */
export function salonListMetadata(scope: ListScope, salonCount: number): Metadata {
  const title = listHeading(scope);
  const description = listDescription(scope, salonCount);
  const freeText = isFreeTextSearch(scope);
  const canonical = canonicalPath(freeText ? { city: scope.city, district: scope.district } : scope);
  return {
    title,
    description,
    ...(freeText ? { robots: { index: false, follow: true } } : {}),
    alternates: { canonical },
    openGraph: { type: 'website', url: canonical, title: `${title} | SalonRandevu`, description, locale: 'tr_TR', siteName: 'SalonRandevu' },
  };
}
