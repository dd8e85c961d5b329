'use client';
// Hamburger menu below the xl breakpoint: a disclosure (button with aria-expanded/controls)
// revealing the same links and buttons as the desktop bar. Escape closes it and returns focus
// to the button; following a link or changing route closes it too.
import { useEffect, useId, useRef, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { LogOut, Menu, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NavbarLoginButton } from '@/features/accounts/components/auth-dialog-button';
import { useVisitor } from '@/features/accounts/components/shared/visitor-provider';
import { DemoRequestButton } from './demo-request-button';
import { CUSTOMER_LINKS, NAV_LINKS } from './nav-links';
import { useLogout } from './use-logout';

export function MobileMenu() {
  const { state } = useVisitor();
  const customer = state.status === 'signed-in' ? state.customer : null;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  // Remember the path the menu was opened on: navigating elsewhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpenOn(null);
  const { logout, isPending: isLoggingOut } = useLogout(close);

  return (
    <div className="xl:hidden">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Menüyü kapat' : 'Menüyü aç'}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
      </Button>

      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background shadow-lg"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:px-6">
          <ul className="flex flex-col">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  onClick={close}
                  className="block rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent hover:text-accent-foreground"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>

          <div className="grid gap-2 border-t pt-4 sm:grid-cols-3">
            <Button asChild variant="brand">
              <Link href="/salonlar" onClick={close}>Randevu Al</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link href="/salon-kayit" onClick={close}>Salon Kaydet</Link>
            </Button>
            <DemoRequestButton />
          </div>

          <div className="border-t pt-4">
            {customer ? (
              <div className="flex flex-col gap-1">
                <p className="px-3 pb-1 text-sm font-semibold">
                  {customer.firstName} {customer.lastName}
                </p>
                {CUSTOMER_LINKS.map((link) => (
                  <Link
                    key={link.href}
                    href={link.href}
                    onClick={close}
                    className="block rounded-md px-3 py-2.5 text-base hover:bg-accent hover:text-accent-foreground"
                  >
                    {link.label}
                  </Link>
                ))}
                <Button
                  variant="ghost"
                  className="justify-start px-3 text-destructive hover:bg-red-50 hover:text-destructive"
                  disabled={isLoggingOut}
                  onClick={logout}
                >
                  <LogOut aria-hidden="true" />
                  {isLoggingOut ? 'Çıkış yapılıyor...' : 'Çıkış Yap'}
                </Button>
              </div>
            ) : state.status === 'anonymous' ? (
              // The button opens the login dialog: close the menu so it is not left open behind and
              // after it, and focus the menu button first so the dialog hands focus back there.
              <div className="flex" onClick={() => { buttonRef.current?.focus(); close(); }}><NavbarLoginButton /></div>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
