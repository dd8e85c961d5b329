// A panel screen while its data loads: the heading row in the shape of AdminPageHeader (the h1,
// an optional description line, an optional 'Yeni ...' button; stacked on phones as the real
// one) and the screen's own placeholders below it, so nothing jumps when the page arrives.
// The one loading announcement of the panel's loading.tsx files.
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

export function ScreenSkeleton({ description = false, action = false, children }: {
  description?: boolean;
  action?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-6" role="status" aria-label="Yükleniyor...">
      {/* A live region reads its content, not its label. */}
      <span className="sr-only">Yükleniyor...</span>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-2">
          <Skeleton className="h-8 w-40" />
          {description ? <Skeleton className="h-4 w-72 max-w-full" /> : null}
        </div>
        {action ? <Skeleton className="h-10 w-36" /> : null}
      </div>
      {children}
    </div>
  );
}
