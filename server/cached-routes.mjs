// Public URLs whose page is served by a cached route under another path. server/start.mjs maps
// the request's URL before Next sees it, so Next routes the cached path directly.
// - '/', the landing sections and /salonlar without a search have no parameter of their own:
//   they are served by app/(site)/sayfa/[key] (that page says why).
// - /salon/{id}?yorumSayfa=N is a further page of reviews, cached as /salon/{id}/yorumlar/N,
//   so /salon/{id} itself reads no query string.
// next.config.ts has the same mapping as rewrites, for hosts that run the build without
// server/start.mjs. Mapped here first, Next never evaluates them: a matching rewrite (its
// conditions, the rebuilt URL) cost about 80 µs of a cached page's 800 µs (measured with
// /salonlar against /sayfa/salonlar). A browser never sees the cached path: Next's router takes
// the address bar's URL as the page's URL.

/** The response header by which Next's own rewrites tell the router the path that rendered a page. */
export const REWRITTEN_PATH_HEADER = 'x-nextjs-rewritten-path';

/** Public path → key of app/(site)/sayfa/[key]. */
export const CACHED_PAGE_PATHS = {
  '/': 'anasayfa',
  '/features': 'features',
  '/pricing': 'pricing',
  '/testimonials': 'testimonials',
  '/contact': 'contact',
  '/salonlar': 'salonlar',
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
  const key = Object.hasOwn(CACHED_PAGE_PATHS, path) ? CACHED_PAGE_PATHS[path] : undefined;
  if (key) {
    if (key === 'salonlar' && query && hasAny(query, SEARCH_PARAM_KEYS)) return undefined;
    return `/sayfa/${key}${query}`;
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

/**
 * The path to send in REWRITTEN_PATH_HEADER for a request mapped to `cachedRoute`, or undefined.
 * Next sends it with every router request (`RSC: 1`: navigations, prefetches) it rewrites
 * itself; mapped before Next, ours went without it. The router then read the cached route's
 * parameters ([key] of /sayfa/[key], [page] of /salon/{id}/yorumlar/[page]) from the public URL,
 * which has none, and asked the cached page for segments it does not have: Next answers those
 * segment prefetches 404 (issue 24, item 20: after logging in or out, '/', its sections and
 * /salonlar were prefetched again and each logged an error).
 */
export function rewrittenPathFor(requestHeaders, cachedRoute) {
  if (requestHeaders.rsc !== '1') return undefined;
  const queryAt = cachedRoute.indexOf('?');
  return queryAt === -1 ? cachedRoute : cachedRoute.slice(0, queryAt);
}
