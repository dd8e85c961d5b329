// Admin roles and the screen map (DESIGN.md "The admin area"). Pure and browser-safe: the
// sidebar filters its items with the same table the server checks with requireAdmin.
import type { AdminRole } from '@/platform/db/schema';

export type { AdminRole };

export const ROLE_LEVEL = { moderator: 1, admin: 2, superadmin: 3 } as const satisfies Record<AdminRole, number>;
export type AdminLevel = (typeof ROLE_LEVEL)[AdminRole];

export const ROLE_LABEL: Record<AdminRole, string> = {
  superadmin: 'Süper Yönetici',
  admin: 'Yönetici',
  moderator: 'Moderatör',
};

export const ADMIN_ROLES = ['superadmin', 'admin', 'moderator'] as const satisfies readonly AdminRole[];

/** A check passes when the admin's level is at least the screen's. */
export function hasLevel(role: AdminRole, minLevel: AdminLevel): boolean {
  return ROLE_LEVEL[role] >= minLevel;
}

export const MODERATOR: AdminLevel = 1;
export const ADMIN: AdminLevel = 2;
export const SUPERADMIN: AdminLevel = 3;

export type AdminIcon =
  | 'dashboard' | 'salons' | 'plans' | 'subscriptions' | 'payments' | 'content' | 'pricing'
  | 'testimonials' | 'reviews' | 'contacts' | 'kvkk' | 'email' | 'sms' | 'activities' | 'admins' | 'settings';

export interface AdminScreen {
  href: string;
  label: string;
  level: AdminLevel;
  icon: AdminIcon;
}

/** Every route of spec 2 §2 plus the admin accounts screen, in menu order, with its level. */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { href: '/admin', label: 'Kontrol Paneli', level: MODERATOR, icon: 'dashboard' },
  { href: '/admin/salons', label: 'Salon Yönetimi', level: ADMIN, icon: 'salons' },
  { href: '/admin/subscription-plans', label: 'Abonelik Planları', level: ADMIN, icon: 'plans' },
  { href: '/admin/subscriptions', label: 'Aktif Abonelikler', level: ADMIN, icon: 'subscriptions' },
  { href: '/admin/odemeler', label: 'İncelenecek Ödemeler', level: ADMIN, icon: 'payments' },
  { href: '/admin/pricing', label: 'Fiyatlandırma Yönetimi', level: ADMIN, icon: 'pricing' },
  { href: '/admin/paytr-settings', label: 'PayTR Ayarları', level: SUPERADMIN, icon: 'payments' },
  { href: '/admin/content', label: 'İçerik Yönetimi', level: ADMIN, icon: 'content' },
  { href: '/admin/testimonials', label: 'Müşteri Yorumları (Referanslar)', level: ADMIN, icon: 'testimonials' },
  { href: '/admin/reviews', label: 'Yorum Moderasyonu', level: MODERATOR, icon: 'reviews' },
  { href: '/admin/contacts', label: 'İletişim Mesajları', level: MODERATOR, icon: 'contacts' },
  // A data-rights request names a person and may end in an erasure: admins and up. Moderators
  // moderate reviews and read the inbox; nothing of theirs decides about someone's personal data.
  { href: '/admin/kvkk', label: 'KVKK Başvuruları', level: ADMIN, icon: 'kvkk' },
  { href: '/admin/email-test', label: 'E-posta Testi', level: ADMIN, icon: 'email' },
  // The texts sent and a test text, like the e-mail test; the provider's account on the same
  // screen is for superadmins only (as PayTR's), checked by its own action.
  { href: '/admin/sms', label: 'SMS', level: ADMIN, icon: 'sms' },
  { href: '/admin/activities', label: 'Tüm Aktiviteler', level: MODERATOR, icon: 'activities' },
  { href: '/admin/admin-users', label: 'Yönetici Hesapları', level: SUPERADMIN, icon: 'admins' },
  { href: '/admin/settings', label: 'Ayarlar', level: MODERATOR, icon: 'settings' },
];

export function screensFor(role: AdminRole): AdminScreen[] {
  return ADMIN_SCREENS.filter((s) => hasLevel(role, s.level));
}

export function screenAt(href: string): AdminScreen {
  const screen = ADMIN_SCREENS.find((s) => s.href === href);
  if (!screen) throw new Error(`Unknown admin screen ${href}`);
  return screen;
}

/** The menu item a path belongs to: the longest screen href that is the path or a prefix of it. */
export function currentScreenHref(pathname: string): string | undefined {
  return ADMIN_SCREENS
    .filter((s) => pathname === s.href || (s.href !== '/admin' && pathname.startsWith(`${s.href}/`)))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
}

/**
 * Where to go after signing in: only an admin path of this site ('/admin…', no '//' or '\'
 * tricks that a browser would read as another host), never the login page itself.
 */
export function safeAdminReturnPath(value: string | null | undefined): string {
  if (!value || value.length > 300) return '/admin';
  if (!/^\/admin(\/[A-Za-z0-9\-_/]*)?(\?[A-Za-z0-9\-_=&%.]*)?$/.test(value)) return '/admin';
  if (value.includes('//') || value.startsWith('/admin/login')) return '/admin';
  return value;
}
