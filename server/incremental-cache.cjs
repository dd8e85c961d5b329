// Next's own file-system cache for cached pages and reads, except that a page which answered
// 404 is not kept. Unknown salon ids, city slugs and review pages are as many as anyone cares
// to type: storing each 404 would grow the cache folder without bound. A 404 is rendered
// again on each request instead (one cached lookup; still HTTP 404 on the first request).
// Loaded by next.config.ts (cacheHandler); the base class is Next's default handler, pinned
// with the exact `next` version in package.json.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by Next as CommonJS
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

class IncrementalCache extends FileSystemCache {
  async set(key, data, ctx) {
    if (data && data.kind === 'APP_PAGE' && data.status === 404) return;
    return super.set(key, data, ctx);
  }
}

module.exports = IncrementalCache;
