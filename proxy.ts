// Three things before any route runs:
// 1. A path with invalid %-encoding ('/salon/%FF') cannot name any page: the framework would
//    fail to decode its parameters and answer a plain 500, so it is answered here instead
//    (404 page for pages, a Turkish JSON 400 for /api).
// 2. Without an admin_session cookie, /admin and everything below it (except the login page)
//    redirects to /admin/login. The cookie's presence proves nothing; every admin page, action
//    and route still verifies the session in the database (requireAdmin in platform/access/admin-session.ts).
//    The proxy also tells the page which path was asked for (always overwriting a client's own
//    header), so signing in can return there.
// 3. A salon search (/salonlar?service=…) is rewritten to its cached page (features/salons/rules/search-page-key.ts).
import { NextResponse, type NextRequest } from 'next/server';
import { badlyEncodedPathResponse } from '@/platform/http/path-encoding';
import { searchPagePath } from '@/features/salons/rules/search-page-key';

const ADMIN_SESSION_COOKIE = 'admin_session';
const ADMIN_PATH_HEADER = 'x-admin-path';

export function proxy(request: NextRequest) {
  const badPath = badlyEncodedPathResponse(request);
  if (badPath) return badPath;

  const { pathname } = request.nextUrl;
  if (pathname === '/salonlar') {
    const cached = searchPagePath(request.nextUrl.searchParams);
    return cached ? NextResponse.rewrite(new URL(cached, request.url)) : NextResponse.next();
  }
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return NextResponse.next();
  const isLoginPage = pathname === '/admin/login' || pathname.startsWith('/admin/login/');
  if (isLoginPage || request.cookies.has(ADMIN_SESSION_COOKIE)) {
    const forwarded = new Headers(request.headers);
    forwarded.set(ADMIN_PATH_HEADER, pathAndQuery(request.nextUrl));
    return NextResponse.next({ request: { headers: forwarded } });
  }
  const login = new URL('/admin/login', request.url);
  if (pathname !== '/admin') login.searchParams.set('next', pathname);
  return NextResponse.redirect(login);
}

/** The path and query asked for, without the router's own cache-busting `_rsc` parameter (the
 * proxy sees the raw URL: skipProxyUrlNormalize in next.config.ts). */
function pathAndQuery(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.delete('_rsc');
  const text = query.toString();
  return text ? `${url.pathname}?${text}` : url.pathname;
}

export const config = {
  // '/admin/:path*' matches /admin itself and every path below it; the second pattern only
  // paths with a '%' in them; then /salonlar. Behind server/start.mjs a /salonlar without a
  // search never gets here (it is mapped to its cached page: server/cached-routes.mjs); on
  // hosts without it the proxy lets it through to next.config.ts's rewrite. Ordinary pages
  // never run the proxy.
  matcher: ['/admin/:path*', '/:path(.*%.*)', '/salonlar'],
};
