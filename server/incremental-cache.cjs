// Next's own file-system cache for cached pages and reads, with three changes:
// 1. A page which answered 404 is not kept. Unknown salon ids, city slugs and review pages are
//    as many as anyone cares to type: storing each 404 would grow the cache folder without
//    bound. A 404 is rendered again on each request instead (one cached lookup; still HTTP 404
//    on the first request). Likewise a redirect (a review page past the last one redirects to
//    the last: app/(site)/salon/[salonId]/yorumlar/[page]).
// 2. A cached page's HTML is handed out as UTF-8 bytes, not as a string. Next sends a string
//    body with res.end(string), which encodes it to UTF-8 on every response; our pages are
//    mostly Turkish text (two-byte strings in V8), where that encoding costs about 3 µs per KB:
//    more than everything else Next does to serve a 130 KB landing page. The entry is converted
//    once and kept converted in Next's in-memory cache (the same object is returned each time).
// 3. Salon search pages are kept in memory only, a bounded number of them (search-page-store.cjs):
//    one page per distinct search would grow the cache folder without bound.
// 4. While the database cannot answer, a page past its expiry (next.config.ts expireTime) is
//    handed out as merely stale: Next then serves it and renders it again in the background,
//    instead of rendering it first and answering a 500. Stale beats an error page.
// 5. With REDIS_URL set, what the folder held (pages and cached reads) is shared by every app
//    server through Redis instead (shared-cache.cjs), and a tag revalidation is published to
//    all of them. Without it, nothing above changes. Decided when the server starts, not at
//    build time: one build runs with or without Redis.
// Loaded by next.config.ts (cacheHandler); the base class is Next's default handler, pinned
// with the exact `next` version in package.json.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by Next as CommonJS
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by Next as CommonJS
const searchPages = require('./search-page-store.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by Next as CommonJS
const { sharedStore } = require('./shared-cache.cjs');

/** next.config.ts: expireTime (60 s) and the pages' revalidate (CACHE_REVALIDATE_SECONDS, 30 s). */
const EXPIRE_MS = 60_000;
/** An age between revalidate and expire: stale, so served, and rendered again in the background. */
const STALE_AGE_MS = 45_000;

/** lib/db/unavailable.ts marks the database down; lib/db/index.ts offers a bounded check. */
async function databaseAnswers() {
  if (globalThis.__salonDbDownSince !== undefined) return false;
  const ready = globalThis.__salonDbReady;
  return typeof ready === 'function' ? ready() : true;
}

/**
 * Whether Next may render `entry` again before answering once it is past expireTime: only a page
 * with a revalidate time. Next stores its cacheControl with every page it renders while running;
 * the pages the build prerendered carry none and are the static ones (/gizlilik, /kvkk/basvuru:
 * prerender-manifest.json, revalidate false), which never expire. Asking the database about those
 * cost a query on every request once they were a minute old: a quarter of /gizlilik's requests
 * per second (issue 28, item 18; npm run bench).
 */
function canExpire(entry) {
  return typeof (entry.cacheControl && entry.cacheControl.revalidate) === 'number';
}

class IncrementalCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    /** Next makes one handler per request; the store behind it is one per process. */
    this.shared = sharedStore(ctx.serverDistDir);
  }

  async get(...args) {
    // Typed searches come from memory; the rest (/salonlar itself too) from Redis or disk.
    const [key] = args;
    const entry = searchPages.handles(key) ? searchPages.get(key) : this.shared ? await this.shared.get(key) : await super.get(...args);
    const value = entry && entry.value;
    if (value && value.kind === 'APP_PAGE' && typeof value.html === 'string') value.html = Buffer.from(value.html);
    if (value && value.kind === 'APP_PAGE' && canExpire(entry) && Date.now() - (entry.lastModified ?? 0) > EXPIRE_MS && !(await databaseAnswers())) {
      entry.lastModified = Date.now() - STALE_AGE_MS;
    }
    return entry;
  }

  async set(key, data, ctx) {
    if (data && data.kind === 'APP_PAGE' && (data.status === 404 || data.status === 307 || data.status === 308)) return;
    if (searchPages.handles(key)) return searchPages.set(key, data, ctx);
    return this.shared ? this.shared.set(key, data, ctx) : super.set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations); // this process's tags manifest
    if (this.shared) await this.shared.revalidated(typeof tags === 'string' ? [tags] : tags);
  }
}

module.exports = IncrementalCache;
