'use client';
// Back-office navigation: the screens this admin's role may open (filtered on the server by
// screensFor), the current one marked with aria-current. On a phone the sidebar is hidden
// behind a menu button and closes after a choice, on Escape, or a tap on the backdrop.
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Menu, X } from 'lucide-react';
import { currentScreenHref, type AdminScreen } from '@/platform/access/admin-roles';
import { cn } from '@/components/ui/utils';
import { NavIcon } from './nav-icon';

export function AdminSidebar({ screens }: { screens: AdminScreen[] }) {
  const pathname = usePathname();
  const current = currentScreenHref(pathname);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') setOpen(false); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Menüyü aç"
        aria-expanded={open}
        aria-controls="admin-sidebar"
        className="fixed top-3 left-3 z-40 flex size-10 items-center justify-center rounded-md border bg-background shadow-sm lg:hidden"
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      {open ? <div className="fixed inset-0 z-40 bg-black/40 lg:hidden" onClick={() => setOpen(false)} aria-hidden="true" /> : null}
      <aside
        id="admin-sidebar"
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-72 flex-col border-r bg-card transition-transform lg:sticky lg:top-0 lg:z-auto lg:h-dvh lg:translate-x-0',
          open ? 'translate-x-0' : '-translate-x-full',
        )}
      >
        <div className="flex h-16 items-center justify-between border-b px-5">
          <Link href="/admin" className="text-lg font-bold tracking-tight">
            <span className="bg-brand-gradient bg-clip-text text-transparent">SalonRandevu</span>{' '}
            <span className="text-sm font-medium text-muted-foreground">Yönetim</span>
          </Link>
          <button type="button" onClick={() => setOpen(false)} aria-label="Menüyü kapat" className="rounded-md p-2 hover:bg-accent lg:hidden">
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Yönetim menüsü" className="flex-1 overflow-y-auto p-3">
          <ul className="grid gap-1">
            {screens.map((screen) => {
              const active = screen.href === current;
              return (
                <li key={screen.href}>
                  <Link
                    href={screen.href}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                    className={cn(
                      'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      active ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
                    )}
                  >
                    <NavIcon icon={screen.icon} className="size-4 shrink-0" />
                    {screen.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
    </>
  );
}
