// Everything under /panel: private pages of a salon (never indexed), the web app manifest so
// an owner can add the panel to the home screen. No service worker: nothing private is cached.
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: { default: 'Salon Paneli', template: '%s | Salon Paneli' },
  robots: { index: false, follow: false },
  manifest: '/panel/manifest.webmanifest',
  appleWebApp: { capable: true, title: 'Salon Paneli', statusBarStyle: 'default' },
};

export const viewport: Viewport = {
  themeColor: '#db2777',
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
};

export default function PanelRootLayout({ children }: { children: ReactNode }) {
  return children;
}
