// Public site navbar (spec §2). Server component, the same HTML for every visitor (public pages
// are cached): the logo comes from a cached read; the account corner and the mobile menu are
// client components that learn who is signed in from the visitor provider.
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { getLogoConfig } from '@/features/content/server/site-content';
import { DEFAULT_LOGO, type LogoConfig } from '@/features/content/rules/logo-config';
import { AccountMenu } from './account-menu';
import { DemoRequestButton } from './demo-request-button';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';
import { SiteLogo } from './site-logo';
import { isBuildPhase } from '@/platform/db';

export type { NavbarCustomer } from './nav-links';

async function loadLogo(): Promise<LogoConfig> {
  try {
    return await getLogoConfig();
  } catch (error) {
    // The brand falls back to text rather than taking the whole page down with it.
    if (!isBuildPhase()) console.error('Logo ayarları okunamadı:', error);
    return DEFAULT_LOGO;
  }
}

export async function Navbar() {
  const logo = await loadLogo();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <nav
        aria-label="Ana menü"
        className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link href="/" className="flex shrink-0 items-center rounded-md" aria-label={`${logo.text} ana sayfa`}>
          <SiteLogo config={logo} />
        </Link>

        <ul className="hidden items-center gap-1 xl:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="rounded-md px-3 py-2 text-sm font-medium text-foreground/80 transition-colors hover:bg-accent hover:text-accent-foreground"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>

        <div className="hidden items-center gap-2 xl:flex">
          <Button asChild variant="brand" size="sm">
            <Link href="/salonlar">Randevu Al</Link>
          </Button>
          <Button asChild variant="secondary" size="sm">
            <Link href="/salon-kayit">Salon Kaydet</Link>
          </Button>
          <DemoRequestButton size="sm" />
          <AccountMenu />
        </div>

        <MobileMenu />
      </nav>
    </header>
  );
}
