// One list of feed items (customers, reviews, appointments, admin actions) with an icon per kind, a Turkish
// status badge and a relative time; shared by the dashboard and /admin/activities.
import Link from 'next/link';
import { CalendarDays, ShieldCheck, Star, UserRound } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { relativeTime } from '@/platform/time/relative-time';
import type { FeedItem, FeedKind } from '@/features/back-office/server/feed';

const KIND = {
  appointment: { label: 'Randevu', Icon: CalendarDays },
  review: { label: 'Yorum', Icon: Star },
  customer: { label: 'Müşteri', Icon: UserRound },
  admin: { label: 'Yönetici işlemi', Icon: ShieldCheck },
} satisfies Record<FeedKind, unknown>;

const STATUS: Record<string, { label: string; variant: BadgeProps['variant'] }> = {
  scheduled: { label: 'Planlandı', variant: 'info-soft' },
  confirmed: { label: 'Onaylandı', variant: 'success-soft' },
  pending: { label: 'Beklemede', variant: 'warning-soft' },
  cancelled: { label: 'İptal Edildi', variant: 'danger-soft' },
  completed: { label: 'Tamamlandı', variant: 'success-soft' },
  no_show: { label: 'Gelmedi', variant: 'danger-soft' },
  approved: { label: 'Onaylandı', variant: 'success-soft' },
  rejected: { label: 'Reddedildi', variant: 'danger-soft' },
  active: { label: 'Aktif', variant: 'success-soft' },
  inactive: { label: 'Pasif', variant: 'outline' },
};

export function FeedList({ items, now, emptyText }: { items: FeedItem[]; now: Date; emptyText: string }) {
  if (items.length === 0) return <p className="py-8 text-center text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="divide-y">
      {items.map((item) => {
        const { label, Icon } = KIND[item.kind];
        const status = STATUS[item.status];
        return (
          <li key={`${item.kind}:${item.id}`} className="flex items-start gap-3 py-3">
            <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-muted" title={label}>
              <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">{label}</span>
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium user-text">{item.title}</p>
              <p className="text-sm user-text text-muted-foreground">
                {item.href ? <Link href={item.href} className="underline-offset-4 hover:text-primary hover:underline">{item.detail}</Link> : item.detail}
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              {status ? <Badge variant={status.variant}>{status.label}</Badge> : null}
              <time dateTime={item.at.toISOString()} className="text-xs whitespace-nowrap text-muted-foreground">{relativeTime(item.at, now)}</time>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
