// Two coarse gates, both before any route runs:
// 1. A path with invalid %-encoding ('/salon/%FF') cannot name any page: the framework would
//    fail to decode its parameters and answer a plain 500, so it is answered here instead
//    (404 page for pages, a Turkish JSON 400 for /api).
// 2. Without an admin_session cookie, /admin and everything below it (except the login page)
//    redirects to /admin/login. The cookie's presence proves nothing; every admin page, action
//    and route still verifies the session in the database.
import { NextResponse, type NextRequest } from 'next/server';
import { badlyEncodedPathResponse } from '@/lib/http/path-encoding';

const ADMIN_SESSION_COOKIE = 'admin_session';

export function proxy(request: NextRequest) {
  const badPath = badlyEncodedPathResponse(request);
  if (badPath) return badPath;

  const { pathname } = request.nextUrl;
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return NextResponse.next();
  const isLoginPage = pathname === '/admin/login' || pathname.startsWith('/admin/login/');
  if (isLoginPage || request.cookies.has(ADMIN_SESSION_COOKIE)) return NextResponse.next();
  return NextResponse.redirect(new URL('/admin/login', request.url));
}

export const config = {
  // '/admin/:path*' matches /admin itself and every path below it; the second pattern only
  // paths with a '%' in them, so ordinary pages never run the proxy.
  matcher: ['/admin/:path*', '/:path(.*%.*)'],
};
