// Which cached pages live in the bounded in-memory store (server/search-page-store.cjs) and which
// in the cache folder: typed searches in memory, /salonlar itself (the search page 'tum') on disk,
// so that 180 typed searches cannot push the salon list out, nor a restart lose it.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { searchPagePath } from '@/features/salons/rules/search-page-key';

const require = createRequire(import.meta.url);
const store = require('../../server/search-page-store.cjs') as { handles: (key: unknown) => boolean };

describe('search page store', () => {
  it('keeps typed searches in memory and leaves the salon list without a search to the cache folder', () => {
    const search = searchPagePath(new URLSearchParams({ q: 'Nişantaşı Hair' }))!;
    expect(store.handles(search)).toBe(true);
    expect(store.handles(`/route-cache/APP_PAGE/abc123/$${search}`)).toBe(true);
    expect(store.handles('/sayfa/arama/tum')).toBe(false);
    expect(store.handles('/route-cache/APP_PAGE/abc123/$/sayfa/arama/tum')).toBe(false);
    expect(store.handles('/sayfa/arama/tumu')).toBe(true);
    expect(store.handles('/sayfa/anasayfa')).toBe(false);
    expect(store.handles(undefined)).toBe(false);
  });
});
