'use client';
// 'Geri' on the salon page: back to the salon list the visitor came from, filters and scroll
// position included, also when the site was opened directly (features/salons/components/directory/list-return.ts);
// to /salonlar when the page was opened directly (a shared link, a search engine).
import { useSyncExternalStore } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cameFromList, lastListHref } from '@/features/salons/components/directory/list-return';

const noSubscription = () => () => {};

export function BackButton() {
  const router = useRouter();
  // The list remembered in this tab; /salonlar on the server and when there is none.
  const href = useSyncExternalStore(noSubscription, () => lastListHref() ?? '/salonlar', () => '/salonlar');
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link
        href={href}
        // Not prefetched: a visitor from the list goes back in history (above), and the list's
        // eleven segment prefetches cost the salon page's main thread after load (issue 28, item 17).
        prefetch={false}
        onClick={(event) => {
          // The previous history entry is the list (opened from it in this session, or a
          // same-site page that loaded this one): go back, keeping its filters and scroll position.
          const sameSiteReferrer = window.history.length > 1 && document.referrer.startsWith(window.location.origin);
          if (cameFromList() || sameSiteReferrer) {
            event.preventDefault();
            router.back();
          }
        }}
      >
        <ArrowLeft aria-hidden="true" />
        Geri
      </Link>
    </Button>
  );
}
