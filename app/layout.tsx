// Root layout: document shell, fonts, site-wide metadata and the toast provider.
// No navbar here: public pages get theirs from app/(site)/layout.tsx and the admin area
// brings its own layout.
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { GlyphSprite } from '@/components/ui/glyph';
import { HydrationMark } from '@/components/ui/hydration-mark';
import { Toaster } from '@/components/ui/toaster';
import { env } from '@/platform/env';
import { fontVariables } from './fonts';
import './globals.css';

const SITE_NAME = 'SalonRandevu';
const DEFAULT_TITLE = 'SalonRandevu – Kolayca randevu al ve yönet';
const DESCRIPTION =
  'Kuaför, berber, güzellik salonu ve daha fazlası için online randevu platformu. ' +
  'Size en yakın salonu bulun, saniyeler içinde randevu alın; salon sahipleri randevularını tek yerden yönetsin.';

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: DEFAULT_TITLE, template: `%s | ${SITE_NAME}` },
  description: DESCRIPTION,
  applicationName: SITE_NAME,
  keywords: [
    'randevu', 'appointment', 'booking', 'online randevu', 'kuaför', 'berber', 'güzellik salonu',
    'salon randevu', 'salon yönetimi', 'İstanbul',
  ],
  authors: [{ name: SITE_NAME, url: env.SITE_URL }],
  creator: SITE_NAME,
  publisher: SITE_NAME,
  // Canonical is '/' for the landing page only (set in app/(site)/page.tsx): a canonical set
  // here would be inherited by every page and tell search engines they all duplicate '/'.
  openGraph: {
    type: 'website',
    locale: 'tr_TR',
    siteName: SITE_NAME,
    title: DEFAULT_TITLE,
    description: DESCRIPTION,
  },
  twitter: { card: 'summary', title: DEFAULT_TITLE, description: DESCRIPTION },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#db2777',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // data-scroll-behavior: Next turns the smooth scrolling of globals.css off while it moves to
    // a new page, so a page opened from lower in a list starts at its top at once.
    <html lang="tr" className={fontVariables} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col bg-background font-sans text-foreground">
        <GlyphSprite />
        {children}
        <Toaster />
        <HydrationMark />
      </body>
    </html>
  );
}
