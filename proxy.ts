// Coarse gate for the admin area: without an admin_session cookie, /admin and everything
// below it (except the login page) redirects to /admin/login. The cookie's presence proves
// nothing; every admin page, action and route still verifies the session in the database.
import { NextResponse, type NextRequest } from 'next/server';

const ADMIN_SESSION_COOKIE = 'admin_session';

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const isLoginPage = pathname === '/admin/login' || pathname.startsWith('/admin/login/');
  if (isLoginPage || request.cookies.has(ADMIN_SESSION_COOKIE)) return NextResponse.next();
  return NextResponse.redirect(new URL('/admin/login', request.url));
}

export const config = {
  // '/admin/:path*' matches /admin itself and every path below it, and nothing else.
  matcher: ['/admin/:path*'],
};
