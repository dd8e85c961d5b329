// Public pages: navbar, main content, footer.
import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { Footer } from '@/components/site/footer';
import { Navbar } from '@/components/site/navbar';

export default async function SiteLayout({ children }: { children: ReactNode }) {
  // Navbar and footer read the database (logo, contact info): render per request so nothing
  // queries it during `next build` and admin edits show on the next page view.
  await connection();

  return (
    <>
      <a
        href="#main-content"
        className="sr-only rounded-md bg-background font-medium shadow-md focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:px-4 focus:py-2"
      >
        İçeriğe geç
      </a>
      {/* The customer session is wired in by the auth feature. */}
      <Navbar customer={null} />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
