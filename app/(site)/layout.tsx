// Public pages: navbar, main content, footer.
import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { logoutAction } from '@/app/actions/auth';
import { NavbarLoginButton } from '@/components/account/auth-dialog-button';
import { AuthDialogProvider } from '@/components/account/auth-dialog-provider';
import { Footer } from '@/components/site/footer';
import { Navbar } from '@/components/site/navbar';
import { getCurrentCustomer } from '@/lib/auth/session';

export default async function SiteLayout({ children }: { children: ReactNode }) {
  // Navbar and footer read the database (logo, contact info): render per request so nothing
  // queries it during `next build` and admin edits show on the next page view.
  await connection();
  const customer = await getCurrentCustomer();

  return (
    <AuthDialogProvider>
      <a
        href="#main-content"
        className="sr-only rounded-md bg-background font-medium shadow-md focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:px-4 focus:py-2"
      >
        İçeriğe geç
      </a>
      <Navbar
        customer={customer ? { firstName: customer.firstName, lastName: customer.lastName } : null}
        logoutAction={logoutAction}
        loginSlot={<NavbarLoginButton />}
      />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </AuthDialogProvider>
  );
}
