import 'server-only';
// Who is asking, for the back-office. `requireAdmin(level)` is the first line of every admin
// page, loader, action and route handler (DESIGN.md): a layout's check alone does not stop Next
// from rendering the page beside it, so each one checks for itself. The lookup is cached per
// request, so the layout and the page share one database read.
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { forbidden, redirect, RedirectType } from 'next/navigation';
import { env } from '@/platform/env';
import { clientAddressFrom } from '@/platform/http/client-address';
import { jsonError } from '@/platform/http/json';
import { findAdminSession, type AdminClient, type AdminSessionLookup, type SessionAdmin } from '@/platform/access/admin-sessions';
import { hasLevel, safeAdminReturnPath, type AdminLevel } from './admin-roles';
import { ACCOUNT_DISABLED_MESSAGE, INVALID_TOKEN_MESSAGE } from './admin-auth';

export type { SessionAdmin };

export const ADMIN_COOKIE = 'admin_session';
/** Set by proxy.ts on admin page requests: the path asked for, to come back to after signing in. */
export const ADMIN_PATH_HEADER = 'x-admin-path';
export const FORBIDDEN_MESSAGE = 'Bu işlem için yetkiniz yok';

const lookupCurrentAdmin = cache(async (): Promise<AdminSessionLookup> =>
  findAdminSession((await cookies()).get(ADMIN_COOKIE)?.value));

/** The signed-in admin or null; for places that only adapt to the visitor (the login page). */
export async function currentAdmin(): Promise<SessionAdmin | null> {
  const found = await lookupCurrentAdmin();
  return found.status === 'ok' ? found.admin : null;
}

async function loginRedirectPath(): Promise<string> {
  const asked = safeAdminReturnPath((await headers()).get(ADMIN_PATH_HEADER));
  return asked === '/admin' ? '/admin/login' : `/admin/login?next=${encodeURIComponent(asked)}`;
}

/**
 * Pages and loaders: no valid session → /admin/login (replacing the history entry); a role
 * below `minLevel` → the Turkish 403 page (app/admin/(panel)/forbidden.tsx, status 403).
 */
export async function requireAdmin(minLevel: AdminLevel): Promise<SessionAdmin> {
  const found = await lookupCurrentAdmin();
  if (found.status !== 'ok') redirect(await loginRedirectPath(), RedirectType.replace);
  if (!hasLevel(found.admin.role, minLevel)) forbidden();
  return found.admin;
}

export type AdminCheck = { ok: true; admin: SessionAdmin } | { ok: false; status: 401 | 403; error: string };

/** The same check without throwing, for actions and route handlers that answer with data. */
export async function checkAdmin(minLevel: AdminLevel): Promise<AdminCheck> {
  const found = await lookupCurrentAdmin();
  if (found.status === 'inactive') return { ok: false, status: 401, error: ACCOUNT_DISABLED_MESSAGE };
  if (found.status === 'invalid') return { ok: false, status: 401, error: INVALID_TOKEN_MESSAGE };
  if (!hasLevel(found.admin.role, minLevel)) return { ok: false, status: 403, error: FORBIDDEN_MESSAGE };
  return { ok: true, admin: found.admin };
}

/** Route handlers: `const auth = await requireAdminApi(1); if (!auth.ok) return auth.response;` */
export async function requireAdminApi(minLevel: AdminLevel): Promise<{ ok: true; admin: SessionAdmin } | { ok: false; response: Response }> {
  const check = await checkAdmin(minLevel);
  return check.ok ? check : { ok: false, response: jsonError(check.status, check.error) };
}

/** The requesting client, from the socket-based address (platform/http/client-address.ts). */
export async function currentAdminClient(): Promise<AdminClient> {
  const h = await headers();
  return { ipAddress: clientAddressFrom(h), userAgent: h.get('user-agent') };
}

export async function setAdminCookie(token: string, expiresAt: Date): Promise<void> {
  (await cookies()).set(ADMIN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: env.NODE_ENV === 'production',
    path: '/',
    expires: expiresAt,
  });
}

export async function currentAdminToken(): Promise<string | undefined> {
  return (await cookies()).get(ADMIN_COOKIE)?.value;
}

export async function clearAdminCookie(): Promise<void> {
  (await cookies()).delete({ name: ADMIN_COOKIE, path: '/' });
}
