// Public URLs whose page is served by a cached route under another path. server/start.mjs maps
// the request's URL before Next sees it, so Next routes the cached path directly.
// - '/' and the landing sections have no parameter of their own: they are served by
//   app/(site)/sayfa/[key] (that page says why).
// - /salonlar without a search is the search page's key 'tum' (all salons), so the list and
//   every search are one route under one layout, whose filter form stays mounted while the
//   visitor types (app/(site)/(directory)/layout.tsx says why).
// - /kvkk (the customers' KVKK notice) is app/(site)/kvkk/[audience]'s key 'musteri', beside
//   /kvkk/salon.
// - /salon/{id}?yorumSayfa=N is a further page of reviews, cached as /salon/{id}/yorumlar/N,
//   so /salon/{id} itself reads no query string.
// next.config.ts has the same mapping as rewrites, for hosts that run the build without
// server/start.mjs. Mapped here first, Next never evaluates them: a matching rewrite (its
// conditions, the rebuilt URL) cost about 80 µs of a cached page's 800 µs (measured with
// /salonlar against /sayfa/salonlar). A browser never sees the cached path: Next's router takes
// the address bar's URL as the page's URL.

/** Public path → key of app/(site)/sayfa/[key]. */
export const LANDING_PAGE_KEYS = {
  '/': 'anasayfa',
  '/features': 'features',
  '/pricing': 'pricing',
  '/testimonials': 'testimonials',
  '/contact': 'contact',
};

/** The key of app/(site)/(directory)/sayfa/arama/[query] for the salon list without a search. */
export const ALL_SALONS_KEY = 'tum';

/**
 * The customers' KVKK notice, /kvkk, is app/(site)/kvkk/[audience] with this key (/kvkk/salon is
 * the salons' own URL), for the same reason as the landing page: it has no parameter of its own.
 */
export const KVKK_CUSTOMER_KEY = 'musteri';

/** Public path → the cached route serving it. */
export const CACHED_PAGE_PATHS = {
  ...Object.fromEntries(Object.entries(LANDING_PAGE_KEYS).map(([path, key]) => [path, `/sayfa/${key}`])),
  '/salonlar': `/sayfa/arama/${ALL_SALONS_KEY}`,
  '/kvkk': `/kvkk/${KVKK_CUSTOMER_KEY}`,
};

/** /salonlar's search parameters: with any of them the page is the (dynamic) search. */
export const SEARCH_PARAM_KEYS = ['service', 'serviceId', 'city', 'cityId', 'district', 'districtId', 'q'];

/** The query parameter carrying a salon page's review page number. */
export const REVIEW_PAGE_PARAM = 'yorumSayfa';

const SALON_PATH = /^\/salon\/([^/]+)$/;
const REVIEW_PAGE = /^\d{1,5}$/;

/**
 * The cached route serving `url` (a request's path and query), or undefined to let Next
 * route it as it is. The query string is kept as it came.
 */
export function cachedRouteFor(url) {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const route = Object.hasOwn(CACHED_PAGE_PATHS, path) ? CACHED_PAGE_PATHS[path] : undefined;
  if (route) {
    if (path === '/salonlar' && query && hasAny(query, SEARCH_PARAM_KEYS)) return undefined;
    return `${route}${query}`;
  }
  if (!query || !path.startsWith('/salon/')) return undefined;
  const salon = SALON_PATH.exec(path);
  const page = salon && new URLSearchParams(query).get(REVIEW_PAGE_PARAM);
  if (!page || !REVIEW_PAGE.test(page)) return undefined;
  return `/salon/${salon[1]}/yorumlar/${page}${query}`;
}

function hasAny(query, keys) {
  const params = new URLSearchParams(query);
  return keys.some((key) => params.has(key));
}
