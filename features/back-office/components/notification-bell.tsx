'use client';
// The admin bell (spec 2 §2, §9): re-read every 3 seconds while the tab is visible, a badge
// with the count ('9+' above 9), a list of the 5 newest items, 'Yeni bildirim yok' when empty.
// Signed out in another tab (401) → to the login page.
import { useCallback, useState } from 'react';
import Link from 'next/link';
import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { relativeTime } from '@/platform/time/relative-time';
import type { AdminNotifications } from '@/features/back-office/server/notifications';
import { useVisiblePolling } from '@/components/kit/use-visible-polling';

export const NOTIFICATION_POLL_MS = 3000;

export function badgeText(total: number): string {
  return total > 9 ? '9+' : String(total);
}

export function NotificationBell() {
  const [data, setData] = useState<AdminNotifications | null>(null);
  const [now, setNow] = useState(() => new Date());

  const load = useCallback(async (signal: AbortSignal) => {
    const response = await fetch('/api/admin/notifications', { signal, cache: 'no-store' });
    if (response.status === 401) { window.location.replace('/admin/login'); return; }
    if (!response.ok) return;
    setData(await response.json() as AdminNotifications);
    setNow(new Date());
  }, []);
  useVisiblePolling(load, NOTIFICATION_POLL_MS);

  const total = data?.total ?? 0;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={total > 0 ? `Bildirimler (${total} yeni)` : 'Bildirimler'}>
          <Bell className="size-5" aria-hidden="true" />
          {total > 0 ? (
            <span data-testid="notification-badge" className="absolute top-1 right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold text-white">
              {badgeText(total)}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel>Bildirimler</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {data === null ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">Yükleniyor...</p>
        ) : data.items.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">Yeni bildirim yok</p>
        ) : (
          data.items.map((item) => (
            <DropdownMenuItem key={item.id} asChild>
              <Link href={item.href} className="flex flex-col items-start gap-0.5">
                <span className="font-medium">{item.title}</span>
                <span className="w-full truncate text-xs text-muted-foreground">{item.detail}</span>
                <span className="text-xs text-muted-foreground">{relativeTime(item.createdAt, now)}</span>
              </Link>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
