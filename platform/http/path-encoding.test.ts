import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { badlyEncodedPathResponse, isBadlyEncodedPath } from './path-encoding';

describe('paths with invalid %-encoding', () => {
  it('are told apart from valid encodings', () => {
    for (const bad of ['/salon/%FF', '/salonlar/%C0%AF', '/x/%E0%80', '/%', '/%2', '/%ZZ', '/%ED%A0%80']) expect(isBadlyEncodedPath(bad), bad).toBe(true);
    for (const good of ['/salon/abc', '/salonlar/istanbul%00', '/%C4%B0stanbul', '/a%20b', '/%F0%9F%98%80']) expect(isBadlyEncodedPath(good), good).toBe(false);
  });

  it('answer a Turkish JSON 400 under /api and the not-found page (404) elsewhere', async () => {
    const api = badlyEncodedPathResponse(new NextRequest('http://localhost/api/salons/%FF/slots'));
    expect(api?.status).toBe(400);
    expect(await api?.json()).toEqual({ error: 'Geçersiz adres' });
    const page = badlyEncodedPathResponse(new NextRequest('http://localhost/salon/%FF'));
    expect(page?.status).toBe(404);
    expect(page?.headers.get('x-middleware-rewrite')).toBe('http://localhost/sayfa-bulunamadi');
    expect(badlyEncodedPathResponse(new NextRequest('http://localhost/salon/abc'))).toBeNull();
  });
});
