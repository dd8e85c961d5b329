// A salon search (/salonlar?service=…&cityId=…) is served by a cached page,
// app/(site)/(directory)/sayfa/arama/[query]: the proxy (proxy.ts) rewrites the search to that page with the
// search's own parameters packed into one path segment. Rendering the page for every request
// cost ~13 ms of CPU (a bare dynamic page of this app costs ~6 ms, whatever it reads), 15× a
// cached page; cached, a repeated search is served like any other cached page.
// Distinct searches are as many as visitors can type: server/incremental-cache.cjs keeps
// these pages in a bounded in-memory store, never on disk.
// /salonlar without a search is the key 'tum' (server/cached-routes.mjs), which no search packs
// to (a packed search is at least four characters).
// No zod, no server-only code and no Buffer here: the proxy and the filter form import this file.
import { ALL_SALONS_KEY } from '@/server/cached-routes.mjs';
import { SEARCH_PARAM_KEYS } from './search-href';

/** Where the proxy rewrites a search; the page folder is app/(site)/(directory)/sayfa/arama/[query]. */
export const SEARCH_PAGE_PREFIX = '/sayfa/arama/';

/** Longer values are dropped by the search's parser anyway (features/salons/schema.ts, max 100). */
const MAX_VALUE_LENGTH = 100;

/**
 * The cached page's path for a /salonlar query, or null when the query is not a search (no
 * search parameter, or only a place by id: the dynamic /salonlar redirects those to the
 * place's own page). Only the search parameters count, first value each, trimmed, in a fixed
 * order: `?utm_source=x&cityId=34&service=A` and `?service=A&cityId=34` share one page.
 */
export function searchPagePath(query: URLSearchParams): string | null {
  const canonical = new URLSearchParams();
  for (const key of SEARCH_PARAM_KEYS) {
    const value = query.get(key)?.trim();
    if (value && value.length <= MAX_VALUE_LENGTH) canonical.set(key, value);
  }
  const keys = [...canonical.keys()];
  if (keys.length === 0) return null;
  if (keys.every((key) => key === 'cityId' || key === 'districtId') && keys.includes('cityId')) return null;
  return SEARCH_PAGE_PREFIX + base64url(canonical.toString());
}

/** The search parameters packed by searchPagePath, or null when `segment` is not one of its keys. */
export function searchParamsOfKey(segment: string): Record<string, string> | null {
  if (segment === ALL_SALONS_KEY) return {};
  if (!/^[A-Za-z0-9_-]{1,1200}$/.test(segment)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64url(segment));
  } catch {
    return null;
  }
  const params = new URLSearchParams(text);
  // Only what searchPagePath writes: anything else is a hand-made URL and gets a 404 (404s are
  // never cached), so no two keys render the same search.
  if (searchPagePath(params) !== SEARCH_PAGE_PREFIX + segment) return null;
  return Object.fromEntries(params);
}

function base64url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Throws on what is not base64url (atob does), as the caller expects. */
function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
