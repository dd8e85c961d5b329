// The panel's shell: the salon's name, who is signed in, 'Çıkış Yap', and the menu of the
// screens this user may open. It checks the session for its own content; every page below
// checks again with its own right (platform/access/panel-session.ts explains why).
import Link from 'next/link';
import type { ReactNode } from 'react';
import { PanelLogoutButton } from '@/features/panel/components/logout-button';
import { NoticeBell } from '@/features/appointments/components/notice-bell';
import { PanelNav } from '@/features/panel/components/panel-nav';
import { panelScreensFor } from '@/platform/access/panel-nav-access';
import { holdsRight } from '@/platform/access/panel-rights';
import { requireSalonUser } from '@/platform/access/panel-session';

export default async function PanelLayout({ children }: { children: ReactNode }) {
  const user = await requireSalonUser();
  const screens = panelScreensFor(user);
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <header className="sticky top-0 z-30 flex h-14 print:hidden items-center justify-between gap-2 border-b bg-background/95 px-4 backdrop-blur lg:h-16">
        <div className="min-w-0">
          <Link href="/panel" className="block truncate text-base font-bold">{user.salonName}</Link>
          <Link href="/panel/hesap" className="block truncate text-xs text-muted-foreground hover:underline" aria-label={`Hesabım: ${user.firstName} ${user.lastName}`}>
            {user.firstName} {user.lastName} · Salon kodu {user.salonCode}
          </Link>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {holdsRight(user.permissions, 'notices.read') ? <NoticeBell /> : null}
          <PanelLogoutButton />
        </div>
      </header>
      <div className="flex flex-1">
        <PanelNav screens={screens} />
        <main className="mx-auto w-full min-w-0 max-w-6xl flex-1 p-4 pb-24 sm:p-6 lg:pb-6">{children}</main>
      </div>
    </div>
  );
}
