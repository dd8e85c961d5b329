// Cached salon search pages (app/(site)/(directory)/sayfa/arama/[query], see lib/salons/search-page-key.ts)
// live here, in memory only, instead of in Next's cache folder: there is one page per distinct
// search, and visitors can type as many as they like. Bounded by total size; the least
// recently used page goes first. A tag revalidation (a salon changed) drops a page exactly as
// it drops a cached page on disk. Used by server/incremental-cache.cjs.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by Next as CommonJS
const { areTagsExpired } = require('next/dist/server/lib/incremental-cache/tags-manifest.external');

/**
 * About 180 search pages of today's size: html ≈ 120 KB, RSC payload ≈ 60 KB and the
 * per-segment prefetch data ≈ 150 KB (next.config.ts says why pages carry it).
 */
const MAX_BYTES = 64 * 1024 * 1024;
const TAGS_HEADER = 'x-next-cache-tags';

/** Keys are '/route-cache/APP_PAGE/<route hash>/$/sayfa/arama/<query>' (or the bare path). */
const SEARCH_PAGE_KEY = /(^|\/\$)\/sayfa\/arama\/[^/]+$/;

/** @type {Map<string, { entry: object, size: number }>} insertion order = recency order */
const pages = new Map();
let totalBytes = 0;

/** /salonlar itself (the search page 'tum', ALL_SALONS_KEY of cached-routes.mjs) is one page, not typed by visitors. */
const ALL_SALONS_PAGE_KEY = /\/sayfa\/arama\/tum$/;

/**
 * Whether `key` is a search page kept here. /salonlar stays in the cache folder like the other
 * public pages: typed searches must not push it out, and a restart must not lose what is served
 * while the database is down.
 */
function handles(key) {
  return typeof key === 'string' && SEARCH_PAGE_KEY.test(key) && !ALL_SALONS_PAGE_KEY.test(key);
}

function sizeOf(value) {
  let size = (value.html ? value.html.length : 0) + (value.rscData ? value.rscData.length : 0);
  if (value.segmentData) for (const [path, buffer] of value.segmentData) size += path.length + buffer.length;
  return size;
}

function remove(key) {
  const hit = pages.get(key);
  if (!hit) return;
  pages.delete(key);
  totalBytes -= hit.size;
}

function get(key) {
  const hit = pages.get(key);
  if (!hit) return null;
  const tags = hit.entry.value.headers && hit.entry.value.headers[TAGS_HEADER];
  if (typeof tags === 'string' && areTagsExpired(tags.split(','), hit.entry.lastModified)) {
    remove(key);
    return null;
  }
  pages.delete(key); // re-insert: most recently used last
  pages.set(key, hit);
  return hit.entry;
}

function set(key, data, ctx) {
  remove(key);
  if (!data || data.kind !== 'APP_PAGE') return;
  // Stored as bytes once (see incremental-cache.cjs, point 2).
  const value = typeof data.html === 'string' ? { ...data, html: Buffer.from(data.html) } : data;
  const size = key.length + sizeOf(value);
  if (size > MAX_BYTES / 10) return; // never one page crowding out the rest
  pages.set(key, { entry: { value, lastModified: Date.now(), cacheControl: ctx && ctx.cacheControl }, size });
  totalBytes += size;
  for (const oldest of pages.keys()) {
    if (totalBytes <= MAX_BYTES) break;
    remove(oldest);
  }
}

module.exports = { handles, get, set };
