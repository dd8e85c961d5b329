export const CACHED_PAGE_PATHS: {
  readonly '/': 'anasayfa';
  readonly '/features': 'features';
  readonly '/pricing': 'pricing';
  readonly '/testimonials': 'testimonials';
  readonly '/contact': 'contact';
  readonly '/salonlar': 'salonlar';
};
export const SEARCH_PARAM_KEYS: readonly ['service', 'serviceId', 'city', 'cityId', 'district', 'districtId', 'q'];
export const REVIEW_PAGE_PARAM: 'yorumSayfa';
export function cachedRouteFor(url: string): string | undefined;
export const REWRITTEN_PATH_HEADER: 'x-nextjs-rewritten-path';
export function rewrittenPathFor(requestHeaders: Record<string, string | string[] | undefined>, cachedRoute: string): string | undefined;
