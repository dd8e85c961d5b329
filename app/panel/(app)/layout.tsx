// The panel's shell: the salon's name, who is signed in, 'Çıkış Yap', and the menu of the
// screens this user may open. It checks the session for its own content; every page below
// checks again with its own right (lib/panel/session.ts explains why).
import Link from 'next/link';
import type { ReactNode } from 'react';
import { PanelLogoutButton } from '@/components/panel/logout-button';
import { PanelNav } from '@/components/panel/panel-nav';
import { PANEL_SCREENS } from '@/lib/panel/nav';
import { can } from '@/lib/panel/permissions';
import { PANEL_RIGHTS } from '@/lib/panel/rights';
import { requireSalonUser } from '@/lib/panel/session';

export default async function PanelLayout({ children }: { children: ReactNode }) {
  const user = await requireSalonUser();
  const screens = PANEL_SCREENS.filter((s) => {
    const right = PANEL_RIGHTS[s.right];
    return right === null || can(user.permissions, right[0], right[1]);
  });
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-2 border-b bg-background/95 px-4 backdrop-blur lg:h-16">
        <div className="min-w-0">
          <Link href="/panel" className="block truncate text-base font-bold">{user.salonName}</Link>
          <Link href="/panel/hesap" className="block truncate text-xs text-muted-foreground hover:underline" aria-label={`Hesabım: ${user.firstName} ${user.lastName}`}>
            {user.firstName} {user.lastName} · Salon kodu {user.salonCode}
          </Link>
        </div>
        <PanelLogoutButton />
      </header>
      <div className="flex flex-1">
        <PanelNav screens={screens} />
        <main className="mx-auto w-full min-w-0 max-w-4xl flex-1 p-4 pb-24 sm:p-6 lg:pb-6">{children}</main>
      </div>
    </div>
  );
}
