// The panel's screens in menu order, each with the row of platform/access/panel-rights.ts that opens it.
// The layout passes only those the user may open to the menu (browser-safe).
import type { PanelRightKey } from './panel-rights';

export type PanelIcon = 'home' | 'store' | 'clock' | 'scissors' | 'users' | 'calendar' | 'contact' | 'team' | 'star' | 'card' | 'more'
  | 'receipt' | 'wallet' | 'report' | 'package' | 'chart' | 'coins';

export interface PanelScreen {
  href: string;
  label: string;
  /** Short label for the phone's bottom bar. */
  short: string;
  icon: PanelIcon;
  right: PanelRightKey;
  /** In the phone's bottom bar; the others are under 'Diğer' (/panel/menu). */
  primary?: boolean;
  /** Only for a user who is one of the salon's staff (team screen): her own figures. */
  forStaffMember?: boolean;
}

export const PANEL_SCREENS: readonly PanelScreen[] = [
  { href: '/panel', label: 'Ana Sayfa', short: 'Ana Sayfa', icon: 'home', right: 'page.home', primary: true },
  { href: '/panel/takvim', label: 'Takvim', short: 'Takvim', icon: 'calendar', right: 'page.calendar', primary: true },
  { href: '/panel/musteriler', label: 'Müşteriler', short: 'Müşteriler', icon: 'contact', right: 'page.customers', primary: true },
  // Checkout at the desk (issue 30): bills, the cash drawer, the day's end.
  { href: '/panel/adisyonlar', label: 'Adisyonlar', short: 'Adisyon', icon: 'receipt', right: 'page.bills' },
  { href: '/panel/kasa', label: 'Kasa', short: 'Kasa', icon: 'wallet', right: 'page.cash' },
  { href: '/panel/gun-sonu', label: 'Gün Sonu', short: 'Gün Sonu', icon: 'report', right: 'page.dayEnd' },
  { href: '/panel/raporlar', label: 'Raporlar', short: 'Raporlar', icon: 'chart', right: 'page.reports' },
  // A stylist's own commission statement (issue 31): every user linked to a staff member.
  { href: '/panel/primim', label: 'Primim', short: 'Primim', icon: 'coins', right: 'page.ownStatement', forStaffMember: true },
  { href: '/panel/urunler', label: 'Ürünler', short: 'Ürünler', icon: 'package', right: 'page.products' },
  { href: '/panel/personel', label: 'Personel', short: 'Personel', icon: 'users', right: 'page.staff', primary: true },
  { href: '/panel/hizmetler', label: 'Hizmetler', short: 'Hizmetler', icon: 'scissors', right: 'page.services' },
  { href: '/panel/saatler', label: 'Çalışma Saatleri', short: 'Saatler', icon: 'clock', right: 'page.hours' },
  { href: '/panel/salon', label: 'Salon Bilgileri', short: 'Salon', icon: 'store', right: 'page.salon' },
  { href: '/panel/yorumlar', label: 'Yorumlar', short: 'Yorumlar', icon: 'star', right: 'page.reviews' },
  { href: '/panel/ekip', label: 'Ekip ve Yetkiler', short: 'Ekip', icon: 'team', right: 'page.team' },
  { href: '/panel/abonelik', label: 'Abonelik', short: 'Abonelik', icon: 'card', right: 'page.subscription' },
];

/** The phone's last tab: every screen, as a list (/panel/menu). */
export const PANEL_MENU_SCREEN: PanelScreen = { href: '/panel/menu', label: 'Diğer', short: 'Diğer', icon: 'more', right: 'page.home' };

/** The screen a path belongs to: the longest href that is the path or a parent of it. */
export function currentPanelHref(pathname: string): string | null {
  const matches = PANEL_SCREENS.filter((s) => pathname === s.href || pathname.startsWith(`${s.href}/`));
  return matches.sort((a, b) => b.href.length - a.href.length)[0]?.href ?? null;
}
