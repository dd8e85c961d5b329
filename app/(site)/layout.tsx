// Public pages: navbar, main content, footer. Reads no cookie and no request data, so every
// public page below it can be rendered once and served from cache (DESIGN.md "Public pages
// are served from cache"); who is signed in is loaded in the browser (VisitorProvider).
import type { ReactNode } from 'react';
import { AuthDialogProvider } from '@/features/accounts/components/shared/auth-dialog-provider';
import { VisitorProvider } from '@/features/accounts/components/shared/visitor-provider';
import { Footer } from '@/components/site/footer';
import { Navbar } from '@/components/site/navbar';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <VisitorProvider>
      <AuthDialogProvider>
        <a
          href="#main-content"
          className="sr-only rounded-md bg-background font-medium shadow-md focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:px-4 focus:py-2"
        >
          İçeriğe geç
        </a>
        <Navbar />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer />
      </AuthDialogProvider>
    </VisitorProvider>
  );
}
