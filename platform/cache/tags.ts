// Cache tags of the public pages' data (unstable_cache in features/salons/server/salons.ts, places.ts,
// landing.ts). Whoever changes that data calls the matching helper in platform/cache/revalidate.ts,
// so the next view of a salon or landing page reads fresh rows instead of the cached ones.
export const CACHE_TAGS = {
  /** Any salon list: /salonlar, city pages, sitemap, hero suggestions. */
  salons: 'salons',
  /** One salon's page: its row, services, categories and rating figures. */
  salon: (salonId: string) => `salon:${salonId}`,
  /** Cities and districts. */
  places: 'places',
  /** Landing content: hero, section texts, feature cards, testimonials, contact info. */
  siteContent: 'site-content',
  /** Subscription plans shown in the landing pricing section. */
  plans: 'plans',
} as const;

/**
 * Time-based revalidation of cached reads and cached pages (`export const revalidate = 30` in
 * each public page, which must be a literal). Without REDIS_URL a tag revalidation only reaches
 * the app server that made the change (with it, every server: server/shared-cache.cjs); every
 * other server (and any writer that forgets to revalidate, e.g. the salon owners' mobile app on
 * the same database) is bounded by this: a page older than 30 s is regenerated on its next
 * request from reads no older than 30 s, so a change shows everywhere within 60 s.
 */
export const CACHE_REVALIDATE_SECONDS = 30;
