// The /salonlar query string for a search, omitting empty values (links, canonical URLs, the
// filter forms). Its own module without zod, so the search forms do not ship the validator.
import { SEARCH_PARAM_KEYS } from '@/server/cached-routes.mjs';

export { SEARCH_PARAM_KEYS };

export type SearchParamKey = (typeof SEARCH_PARAM_KEYS)[number];

export function salonSearchHref(params: Partial<Record<SearchParamKey, string | number | undefined>>): string {
  const query = new URLSearchParams();
  for (const key of SEARCH_PARAM_KEYS) {
    const value = params[key];
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `/salonlar?${text}` : '/salonlar';
}
