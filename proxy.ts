// Coarse gate for the admin area: without an admin_session cookie, /admin and everything
// below it (except the login page) redirects to /admin/login. The cookie's presence proves
// nothing; every admin page, action and route still verifies the session in the database
// (requireAdmin in lib/admin/session.ts). The proxy also tells the page which path was asked
// for (always overwriting a client's own header), so signing in can return there.
import { NextResponse, type NextRequest } from 'next/server';

const ADMIN_SESSION_COOKIE = 'admin_session';
const ADMIN_PATH_HEADER = 'x-admin-path';

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
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
  // '/admin/:path*' matches /admin itself and every path below it, and nothing else.
  matcher: ['/admin/:path*'],
};
