// Public URLs without a parameter of their own that are served by the cached route
// app/(site)/sayfa/[key] (next.config.ts rewrites them there; see that page for why).
export const CACHED_PAGE_PATHS = {
  '/': 'anasayfa',
  '/features': 'features',
  '/pricing': 'pricing',
  '/testimonials': 'testimonials',
  '/contact': 'contact',
  '/salonlar': 'salonlar',
} as const;

export type CachedPageKey = (typeof CACHED_PAGE_PATHS)[keyof typeof CACHED_PAGE_PATHS];

export const CACHED_PAGE_KEYS: readonly CachedPageKey[] = Object.values(CACHED_PAGE_PATHS);

/** /salonlar's search parameters: with any of them the page is the (dynamic) search. */
export { SEARCH_PARAM_KEYS as SALON_SEARCH_KEYS } from '../salons/search-href'; // relative: next.config.ts imports this file
