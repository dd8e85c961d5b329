// Paths whose %-encoding is not valid UTF-8 ('/salon/%FF', '/salonlar/%C0%AF') name no page.
// Next would throw while decoding the route's parameters and answer a bare 500; the proxy
// answers them first: a 404 (the site's not-found page) for pages, a Turkish 400 for /api.
import { NextResponse, type NextRequest } from 'next/server';

export const BAD_PATH_MESSAGE = 'Geçersiz adres';
/** No route has this path, so a rewrite to it renders app/not-found.tsx with status 404. */
const NOT_FOUND_PATH = '/sayfa-bulunamadi';

export function isBadlyEncodedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export function badlyEncodedPathResponse(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (!isBadlyEncodedPath(pathname)) return null;
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return NextResponse.json({ error: BAD_PATH_MESSAGE }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  }
  return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { status: 404 });
}
