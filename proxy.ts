// Two coarse gates, both before any route runs:
// 1. A path with invalid %-encoding ('/salon/%FF') cannot name any page: the framework would
//    fail to decode its parameters and answer a plain 500, so it is answered here instead
//    (404 page for pages, a Turkish JSON 400 for /api).
// 2. Without an admin_session cookie, /admin and everything below it (except the login page)
//    redirects to /admin/login. The cookie's presence proves nothing; every admin page, action
//    and route still verifies the session in the database (requireAdmin in lib/admin/session.ts).
//    The proxy also tells the page which path was asked for (always overwriting a client's own
//    header), so signing in can return there.
import { NextResponse, type NextRequest } from 'next/server';
import { badlyEncodedPathResponse } from '@/lib/http/path-encoding';

const ADMIN_SESSION_COOKIE = 'admin_session';
const ADMIN_PATH_HEADER = 'x-admin-path';

export function proxy(request: NextRequest) {
  const badPath = badlyEncodedPathResponse(request);
  if (badPath) return badPath;

  const { pathname, search } = request.nextUrl;
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return NextResponse.next();
  const isLoginPage = pathname === '/admin/login' || pathname.startsWith('/admin/login/');
  if (isLoginPage || request.cookies.has(ADMIN_SESSION_COOKIE)) {
    const forwarded = new Headers(request.headers);
    forwarded.set(ADMIN_PATH_HEADER, `${pathname}${search}`);
    return NextResponse.next({ request: { headers: forwarded } });
  }
  const login = new URL('/admin/login', request.url);
  if (pathname !== '/admin') login.searchParams.set('next', pathname);
  return NextResponse.redirect(login);
}

export const config = {
  // '/admin/:path*' matches /admin itself and every path below it; the second pattern only
  // paths with a '%' in them, so ordinary pages never run the proxy.
  matcher: ['/admin/:path*', '/:path(.*%.*)'],
};
