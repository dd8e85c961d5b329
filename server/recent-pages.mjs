// A cached page Next answered in the last second is answered again here, without Next.
//
// Next answers a cached page of a dynamic route (/, /salonlar/..., /salon/{id}) from its cache,
// but first matches the route and runs its app-page runtime: about 80 µs per request more than
// the prerendered /gizlilik, which it answers from its static route table (CPU profiles, issue 28
// item 18). None of that work depends on the request. So the bytes and headers of a page Next
// answered from its cache (`x-nextjs-cache: HIT` or `STALE`) are kept for RECENT_PAGE_MS and sent
// again as they are; after that Next is asked again, and decides as before whether the page is
// fresh, stale or expired. A STALE one is kept too: while Next renders the page again in the
// background (every 30 s), every request it was asked meanwhile took Next's slow path, and under
// load that window was the 1 % of slowest answers (`npm run bench`, p99).
//
// What this adds to a page's staleness: at most RECENT_PAGE_MS after it was rendered again, and
// nothing after a write. Every write revalidates its tags (platform/cache/revalidate.ts), which
// clears the memory caches registered on globalThis.__salonMemoryCaches, this one among them; a
// revalidation on another server clears them through Redis (server/shared-cache.cjs). A page
// Next was still sending when they were cleared is not kept (the generation check).
// Only what is the same for every visitor is kept: a GET without the client router's headers,
// answered 200 with HTML from Next's cache and no cookie.
import onHeaders from 'on-headers';
import lru from './memory-lru.cjs';
import { isCachedPage, isRouterRequest, toBuffer } from './response-bytes.mjs';

/** How long an answer of Next's is sent again without asking Next. */
export const RECENT_PAGE_MS = 1000;
/** Bytes of pages kept at most (unknown query strings each make an entry of their own). */
const KEPT_BYTES = 16 * 1024 * 1024;

/** URL → { status, headers, body, until }. */
const pages = new lru.MemoryLru(KEPT_BYTES);
let generation = 0;
const memoryCaches = (globalThis.__salonMemoryCaches ??= new Set());
memoryCaches.add({
  clear() {
    pages.clear();
    generation += 1;
  },
});

/**
 * Answers `req` with the page Next sent for its URL less than RECENT_PAGE_MS ago and returns
 * true; otherwise returns false, and keeps what Next is about to send if it is a cached page.
 */
export function answerRecentPage(req, res) {
  if (req.method !== 'GET' || isRouterRequest(req)) return false;
  const key = req.url;
  const kept = pages.get(key);
  const now = Date.now();
  if (kept && kept.until > now) {
    res.writeHead(kept.status, kept.headers);
    res.end(kept.body);
    return true;
  }
  // Past its second, this request asks Next, and the visitors who come while Next answers it are
  // sent the kept page for one more second: without that, each of them took Next's slow path too
  // until the first answer was kept (every second, for every page under load).
  if (kept) kept.until = now + RECENT_PAGE_MS;
  keepWhatNextSends(key, res, kept);
  return false;
}

/** `asked`: the kept page this request asks Next about again, dropped if Next's answer is not one to keep. */
function keepWhatNextSends(key, res, asked) {
  const started = generation;
  let head; // set when the headers say this is a cached page
  // Registered after server/compress.mjs's listeners, so it runs before them: the headers as
  // Next set them, before a Content-Encoding for this visitor is added.
  onHeaders(res, () => {
    if (isCachedPage(res)) head = { status: res.statusCode, headers: res.getHeaders() };
  });
  const chunks = [];
  const { write, end } = res;
  // Next sets every header before the body: sent first here, so `head` is known for the first chunk.
  res.write = function (chunk, encoding, callback) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (head) chunks.push(toBuffer(chunk, encoding));
    return write.call(this, chunk, encoding, callback);
  };
  res.end = function (chunk, encoding, callback) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (head && chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    if (head && generation === started) {
      const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
      pages.set(key, { ...head, body, until: Date.now() + RECENT_PAGE_MS }, body.length);
    } else if (asked && pages.peek(key) === asked) {
      pages.delete(key);
    }
    head = undefined;
    return end.call(this, chunk, encoding, callback);
  };
}
