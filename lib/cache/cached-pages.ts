// Public URLs without a parameter of their own that are served by the cached route
// app/(site)/sayfa/[key] (server/cached-routes.mjs maps them there; that page says why).
import { CACHED_PAGE_PATHS } from '@/server/cached-routes.mjs';

export { CACHED_PAGE_PATHS };

export type CachedPageKey = (typeof CACHED_PAGE_PATHS)[keyof typeof CACHED_PAGE_PATHS];

export const CACHED_PAGE_KEYS: readonly CachedPageKey[] = Object.values(CACHED_PAGE_PATHS);
