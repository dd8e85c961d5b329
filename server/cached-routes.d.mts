export const LANDING_PAGE_KEYS: {
  readonly '/': 'anasayfa';
  readonly '/features': 'features';
  readonly '/pricing': 'pricing';
  readonly '/testimonials': 'testimonials';
  readonly '/contact': 'contact';
};
export const ALL_SALONS_KEY: 'tum';
export const KVKK_CUSTOMER_KEY: 'musteri';
export const CACHED_PAGE_PATHS: Readonly<Record<string, string>>;
export const SEARCH_PARAM_KEYS: readonly ['service', 'serviceId', 'city', 'cityId', 'district', 'districtId', 'q'];
export const REVIEW_PAGE_PARAM: 'yorumSayfa';
export function cachedRouteFor(url: string): string | undefined;
