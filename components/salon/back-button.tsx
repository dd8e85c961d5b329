'use client';
// 'Geri' on the salon page: back to where the visitor came from, or to /salonlar when the
// page was opened directly (a shared link, a search engine).
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function BackButton() {
  const router = useRouter();
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link
        href="/salonlar"
        onClick={(event) => {
          // Same-site history entry: go back and keep the list's filters and scroll position.
          if (window.history.length > 1 && document.referrer.startsWith(window.location.origin)) {
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
