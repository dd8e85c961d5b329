'use client';
// Panel navigation: a bottom tab bar on a phone (thumb reach, the front desk's tablet in
// portrait) and a sidebar from 'lg' up; the current screen is marked with aria-current. A tapped
// screen is highlighted at once, alone, and marked busy (a pulsing icon, aria-busy) until the
// address changes, when the screen's loading state takes over (issue 28: on a slow network the
// old and the new item were both lit, or nothing moved for seconds).
import { useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { CalendarDays, ChartColumn, ClipboardList, Clock, Coins, Contact, CreditCard, Home, Menu, Package, ReceiptText, Scissors, Star, Store, UserCog, Users, Wallet, type LucideIcon } from 'lucide-react';
import { currentPanelHref, PANEL_MENU_SCREEN, type PanelIcon, type PanelScreen } from '@/platform/access/panel-screens';
import { cn } from '@/components/ui/utils';

const ICONS: Record<PanelIcon, LucideIcon> = {
  home: Home, store: Store, clock: Clock, scissors: Scissors, users: Users, calendar: CalendarDays, contact: Contact, team: UserCog, star: Star, card: CreditCard, more: Menu,
  receipt: ReceiptText, wallet: Wallet, report: ClipboardList, package: Package, chart: ChartColumn, coins: Coins,
};

export function PanelNav({ screens }: { screens: PanelScreen[] }) {
  const pathname = usePathname();
  // Where the user went from where: stale as soon as the address changes, so no effect resets it.
  const [tapped, setTapped] = useState<{ href: string; from: string } | null>(null);
  const going = tapped?.from === pathname ? tapped.href : null;
  const current = going ?? currentPanelHref(pathname);
  const tap = (href: string) => () => { if (href !== current) setTapped({ href, from: pathname }); };
  // A phone has room for the primary screens and 'Diğer', which lists them all.
  const primary = screens.filter((s) => s.primary);
  const bar = primary.length < screens.length ? [...primary, PANEL_MENU_SCREEN] : screens;
  const inMenu = (going ?? pathname) === PANEL_MENU_SCREEN.href || (current !== null && !primary.some((s) => s.href === current));
  return (
    <>
      <nav aria-label="Panel menüsü" className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden print:hidden">
        <ul className="mx-auto flex max-w-xl">
          {bar.map((s) => {
            const Icon = ICONS[s.icon];
            const active = s === PANEL_MENU_SCREEN ? inMenu : current === s.href;
            return (
              <li key={s.href} className="flex-1">
                <Link href={s.href} aria-current={active ? 'page' : undefined} aria-busy={going === s.href || undefined} onClick={tap(s.href)}
                  className={cn('flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-[11px] font-medium text-muted-foreground',
                    active && 'text-primary')}>
                  <Icon className={cn('size-5', going === s.href && 'animate-pulse')} aria-hidden="true" />
                  {s.short}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-label="Panel menüsü" className="hidden w-60 shrink-0 border-r bg-background lg:block print:hidden">
        <ul className="sticky top-16 grid gap-1 p-3">
          {screens.map((s) => {
            const Icon = ICONS[s.icon];
            return (
              <li key={s.href}>
                <Link href={s.href} aria-current={current === s.href ? 'page' : undefined} aria-busy={going === s.href || undefined} onClick={tap(s.href)}
                  className={cn('flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
                    current === s.href && 'bg-primary/10 text-primary')}>
                  <Icon className={cn('size-4', going === s.href && 'animate-pulse')} aria-hidden="true" />
                  {s.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
