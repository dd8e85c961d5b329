// /randevularim, /yorumlarim and /verilerim: the same navbar, footer and login dialog as the public site.
// Reusing the site layout itself keeps one shell (and one session wiring) for both groups.
// Rendered per request (it reads the session cookie): saying so first keeps `next build` from
// prerendering the shell, whose navbar and footer would open the database during the build.
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import SiteLayout from '../(site)/layout';

export default async function AccountLayout({ children }: { children: ReactNode }) {
  await connection();
  return <SiteLayout>{children}</SiteLayout>;
}
