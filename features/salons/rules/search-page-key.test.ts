// The proxy's packing of a salon search into the cached search page's path: one page per
// search whatever the parameter order or extra parameters, place-only queries left to the
// dynamic /salonlar (it redirects them), and only keys it wrote itself accepted back.
import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_PREFIX, searchPagePath, searchParamsOfKey } from './search-page-key';

const pathOf = (query: string) => searchPagePath(new URLSearchParams(query));
const keyOf = (query: string) => pathOf(query)!.slice(SEARCH_PAGE_PREFIX.length);

describe('searchPagePath', () => {
  it('packs the search parameters into one path segment and unpacks them again', () => {
    const path = pathOf('service=Saç Kesimi&cityId=34');
    expect(path).toMatch(/^\/sayfa\/arama\/[A-Za-z0-9_-]+$/);
    expect(searchParamsOfKey(keyOf('service=Saç Kesimi&cityId=34'))).toEqual({ service: 'Saç Kesimi', cityId: '34' });
    expect(searchParamsOfKey(keyOf('q=a/b?c&d=%25'))).toEqual({ q: 'a/b?c' });
  });

  it('gives one page per search: order, other parameters, repeats and spaces around values do not count', () => {
    const one = pathOf('service=Saç Kesimi&cityId=34');
    expect(pathOf('cityId=34&service=Saç Kesimi')).toBe(one);
    expect(pathOf('utm_source=x&cityId=34&service=Saç Kesimi&_rsc=abc&giris=1')).toBe(one);
    expect(pathOf('service=Saç Kesimi&cityId=34&cityId=6')).toBe(one);
    expect(pathOf('service=%20Saç Kesimi%20&cityId=34&district=')).toBe(one);
    expect(pathOf('service=Saç Kesimi&cityId=6')).not.toBe(one);
  });

  it('leaves what is not a search to the dynamic /salonlar', () => {
    expect(pathOf('')).toBeNull();
    expect(pathOf('utm_source=x')).toBeNull();
    expect(pathOf('cityId=34')).toBeNull(); // redirected to /salonlar/istanbul there
    expect(pathOf('cityId=34&districtId=5&giris=1')).toBeNull();
    expect(pathOf('districtId=5')).not.toBeNull(); // no city: a search like any other
    expect(pathOf('cityId=34&q=Salon')).not.toBeNull();
  });

  it('drops values longer than the search accepts (100 characters)', () => {
    expect(pathOf(`q=${'a'.repeat(101)}&cityId=34&service=A`)).toBe(pathOf('cityId=34&service=A'));
    expect(pathOf(`q=${'a'.repeat(100)}`)).not.toBeNull();
  });
});

describe('searchParamsOfKey', () => {
  it('refuses keys the proxy never writes, so no two paths render the same search', () => {
    const key = keyOf('service=A&cityId=34');
    const reordered = Buffer.from('cityId=34&service=A').toString('base64url');
    expect(searchParamsOfKey(reordered)).toBeNull();
    expect(searchParamsOfKey(Buffer.from('utm=1').toString('base64url'))).toBeNull();
    expect(searchParamsOfKey(Buffer.from('cityId=34').toString('base64url'))).toBeNull();
    expect(searchParamsOfKey(`${key}=`)).toBeNull();
    expect(searchParamsOfKey('%%%')).toBeNull();
    expect(searchParamsOfKey(Buffer.from([0xff, 0xfe]).toString('base64url'))).toBeNull();
    expect(searchParamsOfKey('a'.repeat(2000))).toBeNull();
  });
});

describe('the salon list without a search', () => {
  it('is its own key, which no search packs to', () => {
    expect(searchParamsOfKey('tum')).toEqual({});
    expect(pathOf('q=a')!.length - SEARCH_PAGE_PREFIX.length).toBeGreaterThan('tum'.length);
  });
});
