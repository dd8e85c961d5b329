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
