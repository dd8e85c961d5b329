// Small helpers of the modules that keep a cached page's bytes (compress.mjs, recent-pages.mjs).

/** Requests of Next's client router: their answers vary by these headers (Next's Vary). */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'];

/** Whether `req` comes from Next's client router (an RSC payload, not the page's HTML). */
export function isRouterRequest(req) {
  return ROUTER_HEADERS.some((h) => req.headers[h] !== undefined);
}

/** A chunk given to res.write/res.end as a Buffer (without copying where it can). */
export function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * A page answered from Next's cache (`x-nextjs-cache: HIT` or `STALE`), the same for every
 * visitor (200, HTML, no cookie), and not encoded yet.
 */
export function isCachedPage(res) {
  const cache = String(res.getHeader('x-nextjs-cache') ?? '');
  return res.statusCode === 200
    && (cache === 'HIT' || cache === 'STALE')
    && String(res.getHeader('content-type') ?? '').startsWith('text/html')
    && res.getHeader('set-cookie') === undefined
    && !res.getHeader('content-encoding');
}
