import 'server-only';
// A small in-process cache for reads keyed by arbitrary visitor input (salon search text):
// Next's data cache would write one file per distinct key and never evict them. Bounded in
// entries (least recently used goes first) and in age; the revalidate helpers clear it, so a
// write shows at once on this server, and on the others at once with REDIS_URL (the shared
// cache, server/shared-cache.cjs, clears them when another server revalidates a tag) or
// within CACHE_REVALIDATE_SECONDS without it.
import { CACHE_REVALIDATE_SECONDS } from './tags';

interface Entry<V> { value: Promise<V>; expires: number }

/** On globalThis, where server/shared-cache.cjs (outside the app's bundle) finds them. */
const shared = globalThis as unknown as { __salonMemoryCaches?: Set<Map<string, Entry<unknown>>> };
const caches = (shared.__salonMemoryCaches ??= new Set<Map<string, Entry<unknown>>>());

/** Drops every entry of every memory cache (called by platform/cache/revalidate.ts). */
export function clearMemoryCaches(): void {
  for (const cache of caches) cache.clear();
}

export function memoryCached<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  { maxEntries = 500, ttlSeconds = CACHE_REVALIDATE_SECONDS }: { maxEntries?: number; ttlSeconds?: number } = {},
): (...args: A) => Promise<R> {
  const cache = new Map<string, Entry<R>>();
  caches.add(cache as Map<string, Entry<unknown>>);
  return (...args: A) => {
    const key = JSON.stringify(args);
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.expires > now) {
      cache.delete(key); // re-insert: Map order is the recency order
      cache.set(key, hit);
      return hit.value;
    }
    const value = fn(...args);
    cache.set(key, { value, expires: now + ttlSeconds * 1000 });
    value.catch(() => cache.delete(key)); // never remember a failure
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
    return value;
  };
}
