'use client';
// The panel's bell (issue 21): new online bookings and customers' cancellations this user has
// not seen. Re-read every 5 s while the tab is visible (nothing while hidden), a badge with the
// count, a list in a dropdown (Escape closes it and returns focus), 'Tümünü okundu işaretle'.
// When something new arrives the page's server components are refreshed (router.refresh()),
// so an open calendar or home shows the booking within 5 s. Signed out elsewhere (401) → sign-in.
// Render it only for users with appointments 'view' (the endpoint answers 403 otherwise).
import { useCallback, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Bell, CalendarPlus, CalendarX } from 'lucide-react';
import { useVisiblePolling } from '@/components/kit/use-visible-polling';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { relativeTime } from '@/platform/time/relative-time';
import { formatShortDate } from '@/platform/time/calendar';
import type { PanelNotice, PanelNotices } from '@/features/appointments/server/notices';

export const NOTICE_POLL_MS = 5000;
const ENDPOINT = '/api/panel/notices';

export const NOTICE_TITLES: Record<PanelNotice['kind'], string> = {
  booking: 'Yeni online randevu',
  cancellation: 'Müşteri iptal etti',
};

/** The count is capped by the server at 100: '99+' from there. */
export function noticeBadgeText(unseen: number): string {
  return unseen > 99 ? '99+' : String(unseen);
}

export function noticeBellLabel(unseen: number): string {
  return `Bildirimler (${noticeBadgeText(unseen)} yeni)`;
}

/** True when `next` holds something newer than anything seen before (ISO UTC strings compare as text). */
export function hasNewerNotice(highestSoFar: string | null, next: string | null): boolean {
  return next !== null && (highestSoFar === null || next > highestSoFar);
}

export function NoticeBell() {
  const router = useRouter();
  const [data, setData] = useState<PanelNotices | null>(null);
  const [now, setNow] = useState(() => new Date());
  const [marking, setMarking] = useState(false);
  // The newest notice time ever received; undefined until the first answer (which refreshes nothing).
  const highest = useRef<string | null | undefined>(undefined);

  const take = useCallback((next: PanelNotices) => {
    const before = highest.current;
    if (before === undefined) highest.current = next.latestAt;
    else if (hasNewerNotice(before, next.latestAt)) {
      highest.current = next.latestAt;
      router.refresh();
    }
    setData(next);
    setNow(new Date());
  }, [router]);

  const load = useCallback(async (signal: AbortSignal) => {
    const response = await fetch(ENDPOINT, { signal, cache: 'no-store' });
    if (response.status === 401) { window.location.replace('/panel/giris'); return; }
    if (!response.ok) return;
    take(await response.json() as PanelNotices);
  }, [take]);
  useVisiblePolling(load, NOTICE_POLL_MS);

  async function markAllSeen() {
    if (!data?.latestAt || marking) return;
    setMarking(true);
    try {
      const response = await fetch(ENDPOINT, {
        method: 'POST', cache: 'no-store',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ until: data.latestAt }),
      });
      if (response.status === 401) { window.location.replace('/panel/giris'); return; }
      if (response.ok) take(await response.json() as PanelNotices);
    } catch { /* the next poll shows the state */ } finally {
      setMarking(false);
    }
  }

  const unseen = data?.unseen ?? 0;
  const items = data?.items ?? [];
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative shrink-0" aria-label={noticeBellLabel(unseen)}>
          <Bell className="size-5" aria-hidden="true" />
          {unseen > 0 ? (
            <span data-testid="notice-badge" aria-hidden="true" className="absolute top-1 right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold text-white">
              {noticeBadgeText(unseen)}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel>Bildirimler</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {data === null ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">Yükleniyor...</p>
        ) : items.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">Yeni bildirim yok</p>
        ) : (
          <div className="max-h-[60dvh] overflow-y-auto">
            {items.map((item) => <NoticeItem key={`${item.kind}:${item.id}`} item={item} now={now} />)}
            {unseen > items.length ? (
              <p className="px-2 py-2 text-xs text-muted-foreground">En yeni {items.length} bildirim gösteriliyor</p>
            ) : null}
          </div>
        )}
        {items.length > 0 ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              disabled={marking}
              className="justify-center font-medium"
              // Kept open: the user sees the list empty out.
              onSelect={(event) => { event.preventDefault(); void markAllSeen(); }}
            >
              {marking ? 'İşaretleniyor...' : 'Tümünü okundu işaretle'}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function NoticeItem({ item, now }: { item: PanelNotice; now: Date }) {
  const Icon = item.kind === 'booking' ? CalendarPlus : CalendarX;
  const what = [item.serviceName, item.staffName].filter(Boolean).join(' · ');
  return (
    <DropdownMenuItem asChild>
      <Link href={`/panel/takvim?tarih=${item.date}`} className="flex items-start gap-2">
        <Icon className={item.kind === 'booking' ? 'mt-0.5 text-primary' : 'mt-0.5 text-destructive'} aria-hidden="true" />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="font-medium">{NOTICE_TITLES[item.kind]}</span>
          <span className="break-words">{item.customerName}</span>
          <span className="text-xs text-muted-foreground">{formatShortDate(item.date)} {item.startTime}</span>
          {what ? <span className="break-words text-xs text-muted-foreground">{what}</span> : null}
          <span className="text-xs text-muted-foreground">{relativeTime(item.at, now)}</span>
        </span>
      </Link>
    </DropdownMenuItem>
  );
}
