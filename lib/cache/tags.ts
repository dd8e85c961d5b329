// Cache tags of the public pages' data (unstable_cache in lib/db/salons.ts, places.ts,
// landing.ts). Whoever changes that data calls the matching helper in lib/cache/revalidate.ts,
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
 * Safety net for a writer that forgets to revalidate (e.g. the salon owners' mobile app,
 * which writes the same database): cached public data is never older than this.
 */
export const CACHE_REVALIDATE_SECONDS = 300;
