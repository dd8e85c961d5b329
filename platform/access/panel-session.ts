import 'server-only';
// Who is asking, in the salon panel. `requireSalonUser(right)` is the first line of every panel
// page and loader, `requireSalonUserApi(right)` of every route handler, and panelAction runs
// `checkSalonUser(right)` before every server action (DESIGN.md "The salon panel"); a right is
// a row of platform/access/panel-rights.ts, which names its area and flag. Next renders a layout and its
// page in parallel, so a layout's check alone would let a page's content out. The lookup is cached per request, so layout and page share one database read.
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { forbidden, redirect, RedirectType } from 'next/navigation';
import { env } from '@/platform/env';
import { clientAddressFrom } from '@/platform/http/client-address';
import { jsonError } from '@/platform/http/json';
import { findSalonSession, type SalonClient, type SalonUser } from '@/platform/access/salon-sessions';
import { holdsRight, type PanelRightKey } from './panel-rights';

export type { SalonUser };

export const PANEL_COOKIE = 'salon_session';
export const PANEL_LOGIN_PATH = '/panel/giris';
export const PANEL_FORBIDDEN_MESSAGE = 'Bu işlem için yetkiniz yok';
export const PANEL_SESSION_MESSAGE = 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.';

const lookupCurrentSalonUser = cache(async (): Promise<SalonUser | null> =>
  findSalonSession((await cookies()).get(PANEL_COOKIE)?.value));

/** The signed-in salon user or null; for places that only adapt (the sign-in page). */
export async function currentSalonUser(): Promise<SalonUser | null> {
  return lookupCurrentSalonUser();
}

/** Pages and loaders: no valid session → /panel/giris; a missing right → the Turkish 403 page. */
export async function requireSalonUser(key?: PanelRightKey): Promise<SalonUser> {
  const user = await lookupCurrentSalonUser();
  if (!user) redirect(PANEL_LOGIN_PATH, RedirectType.replace);
  if (!holdsRight(user.permissions, key)) forbidden();
  return user;
}

export type SalonUserCheck = { ok: true; user: SalonUser } | { ok: false; status: 401 | 403; error: string };

/** The same check without throwing, for actions and route handlers that answer with data. */
export async function checkSalonUser(key?: PanelRightKey): Promise<SalonUserCheck> {
  const user = await lookupCurrentSalonUser();
  if (!user) return { ok: false, status: 401, error: PANEL_SESSION_MESSAGE };
  if (!holdsRight(user.permissions, key)) return { ok: false, status: 403, error: PANEL_FORBIDDEN_MESSAGE };
  return { ok: true, user };
}

/** Route handlers: `const auth = await requireSalonUserApi('notices.read'); if (!auth.ok) return auth.response;` */
export async function requireSalonUserApi(
  key?: PanelRightKey,
): Promise<{ ok: true; user: SalonUser } | { ok: false; response: Response }> {
  const check = await checkSalonUser(key);
  return check.ok ? check : { ok: false, response: jsonError(check.status, check.error) };
}

export async function currentSalonClient(): Promise<SalonClient> {
  const h = await headers();
  return { ipAddress: clientAddressFrom(h), userAgent: h.get('user-agent') };
}

export async function setPanelCookie(token: string, expiresAt: Date, remember: boolean): Promise<void> {
  (await cookies()).set(PANEL_COOKIE, token, {
    httpOnly: true,
    // Lax, not strict: the welcome e-mail's link and the home-screen icon open the panel as a
    // top-level navigation, which must carry the session. Next refuses cross-site actions.
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production',
    path: '/',
    // Without 'Beni hatırla' the cookie ends with the browser too; the server ends it at 12 h.
    ...(remember ? { expires: expiresAt } : {}),
  });
}

export async function currentPanelToken(): Promise<string | undefined> {
  return (await cookies()).get(PANEL_COOKIE)?.value;
}

export async function clearPanelCookie(): Promise<void> {
  (await cookies()).delete({ name: PANEL_COOKIE, path: '/' });
}

