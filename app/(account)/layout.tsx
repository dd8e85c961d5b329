// /randevularim and /yorumlarim: the same navbar, footer and login dialog as the public site.
// Reusing the site layout itself keeps one shell (and one session wiring) for both groups.
import type { ReactNode } from 'react';
import SiteLayout from '../(site)/layout';

export default function AccountLayout({ children }: { children: ReactNode }) {
  return <SiteLayout>{children}</SiteLayout>;
}
