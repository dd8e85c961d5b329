// The panel's screens in menu order, each with the row of lib/panel/rights.ts that opens it.
// The layout passes only those the user may open to the menu (browser-safe).
import type { PanelRightKey } from './rights';

export type PanelIcon = 'home' | 'store' | 'clock' | 'scissors' | 'users' | 'calendar' | 'contact';

export interface PanelScreen {
  href: string;
  label: string;
  /** Short label for the phone's bottom bar. */
  short: string;
  icon: PanelIcon;
  right: PanelRightKey;
}

export const PANEL_SCREENS: readonly PanelScreen[] = [
  { href: '/panel', label: 'Ana Sayfa', short: 'Ana Sayfa', icon: 'home', right: 'page.home' },
  { href: '/panel/saatler', label: 'Çalışma Saatleri', short: 'Saatler', icon: 'clock', right: 'page.hours' },
  { href: '/panel/hizmetler', label: 'Hizmetler', short: 'Hizmetler', icon: 'scissors', right: 'page.services' },
  { href: '/panel/personel', label: 'Personel', short: 'Personel', icon: 'users', right: 'page.staff' },
  { href: '/panel/salon', label: 'Salon Bilgileri', short: 'Salon', icon: 'store', right: 'page.salon' },
];

/** The screen a path belongs to: the longest href that is the path or a parent of it. */
export function currentPanelHref(pathname: string): string | null {
  const matches = PANEL_SCREENS.filter((s) => pathname === s.href || pathname.startsWith(`${s.href}/`));
  return matches.sort((a, b) => b.href.length - a.href.length)[0]?.href ?? null;
}
