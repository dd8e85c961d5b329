// server/start.mjs maps public URLs to the cached routes that serve them before Next routes
// the request. A wrong mapping would show a visitor the wrong page (or a search as the plain
// list), so each case a visitor can reach is checked here; the journeys in
// tests/e2e/cached-pages.spec.ts check the pages themselves.
import { describe, expect, it } from 'vitest';
import { cachedRouteFor, SEARCH_PARAM_KEYS } from '@/server/cached-routes.mjs';

const SALON = '/salon/0b6c1f7e-2b1a-4a57-9a39-6a2d2f1c9e11';

describe('cachedRouteFor', () => {
  it('serves the landing page and its sections from /sayfa/{key}, the salon list from the search page', () => {
    expect(cachedRouteFor('/')).toBe('/sayfa/anasayfa');
    expect(cachedRouteFor('/pricing')).toBe('/sayfa/pricing');
    expect(cachedRouteFor('/contact')).toBe('/sayfa/contact');
    expect(cachedRouteFor('/salonlar')).toBe('/sayfa/arama/tum');
  });

  it('serves the customers\' KVKK notice from /kvkk/musteri; /kvkk/salon is a route of its own', () => {
    expect(cachedRouteFor('/kvkk')).toBe('/kvkk/musteri');
    expect(cachedRouteFor('/kvkk?_rsc=abc')).toBe('/kvkk/musteri?_rsc=abc');
    expect(cachedRouteFor('/kvkk/salon')).toBeUndefined();
  });

  it('keeps the query string (the router\'s _rsc, the login prompt)', () => {
    expect(cachedRouteFor('/?_rsc=abc')).toBe('/sayfa/anasayfa?_rsc=abc');
    expect(cachedRouteFor('/salonlar?giris=1')).toBe('/sayfa/arama/tum?giris=1');
  });

  it('leaves a salon search to the search page, whichever search parameter it has', () => {
    for (const key of SEARCH_PARAM_KEYS) {
      expect(cachedRouteFor(`/salonlar?${key}=x`)).toBeUndefined();
      expect(cachedRouteFor(`/salonlar?giris=1&${key}=`)).toBeUndefined();
    }
  });

  it('serves a further page of reviews from its own cached route', () => {
    expect(cachedRouteFor(`${SALON}?yorumSayfa=2`)).toBe(`${SALON}/yorumlar/2?yorumSayfa=2`);
    expect(cachedRouteFor(`${SALON}?x=1&yorumSayfa=12`)).toBe(`${SALON}/yorumlar/12?x=1&yorumSayfa=12`);
  });

  it('leaves everything else as it came', () => {
    for (const url of [
      SALON, `${SALON}?yorumSayfa=abc`, `${SALON}?yorumSayfa=123456`, `${SALON}?yorumSayfa=`,
      `${SALON}/yorumlar/2`, '/salon?yorumSayfa=2', '/salonlar/istanbul', '/gizlilik', '/sayfa/anasayfa',
      '/kvkk/salon', '/kvkk/musteri', '/kvkk/',
      '/constructor', '/__proto__', '/toString', '/salonlar/', '/pricing/x',
    ]) expect(cachedRouteFor(url)).toBeUndefined();
  });
});
