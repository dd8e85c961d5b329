// /panel/menu: on a phone, every screen this user may open (the bottom bar holds only the
// primary ones), and the account.
import type { Metadata } from 'next';
import Link from 'next/link';
import { ChevronRight } from 'lucide-react';
import { AdminPageHeader } from '@/components/kit/page-header';
import { panelScreensFor } from '@/platform/access/panel-nav-access';
import { requireSalonUser } from '@/platform/access/panel-session';

export const metadata: Metadata = { title: 'Menü' };

export default async function PanelMenuPage() {
  const user = await requireSalonUser('page.home');
  const screens = [...panelScreensFor(user), { href: '/panel/hesap', label: 'Hesabım' }];
  return (
    <div className="grid gap-6">
      <AdminPageHeader title="Menü" />
      <nav aria-label="Tüm ekranlar">
        <ul className="divide-y rounded-xl border bg-card">
          {screens.map((s) => (
            <li key={s.href}>
              <Link href={s.href} className="flex min-h-12 items-center justify-between px-4 text-sm font-medium hover:bg-muted/50">
                {s.label}
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
