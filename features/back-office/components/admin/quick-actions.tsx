// Quick actions on the dashboard: links to where the work is, only those this role may open.
import Link from 'next/link';
import { Building2, FileText, Inbox, Star } from 'lucide-react';
import { hasLevel, screenAt, type AdminRole } from '@/platform/access/admin-roles';

const ACTIONS = [
  { label: 'Salon Ekle', href: '/admin/salons', screen: '/admin/salons', Icon: Building2 },
  { label: 'Bekleyen Yorumlar', href: '/admin/reviews?filter=pending', screen: '/admin/reviews', Icon: Star },
  { label: 'Okunmamış Mesajlar', href: '/admin/contacts?filter=new', screen: '/admin/contacts', Icon: Inbox },
  { label: 'Site İçeriği', href: '/admin/content', screen: '/admin/content', Icon: FileText },
];

export function QuickActions({ role }: { role: AdminRole }) {
  const allowed = ACTIONS.filter((a) => hasLevel(role, screenAt(a.screen).level));
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {allowed.map(({ label, href, Icon }) => (
        <li key={href}>
          <Link href={href} className="flex items-center gap-3 rounded-lg border p-3 text-sm font-medium transition-colors hover:bg-accent">
            <Icon className="size-4 text-primary" aria-hidden="true" />
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
