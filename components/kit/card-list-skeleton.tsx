// A card-list screen while its data loads (/panel/personel, /panel/ekip, /panel/musteriler,
// /panel/yorumlar): the heading row, what stands above the list, and card-shaped placeholders
// whose inside is the screen's own card (by default a staff or team card's lines).
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ScreenSkeleton } from './screen-skeleton';

export function CardListSkeleton({ description = false, action = true, toolbar, cards = 3, columns = true, children }: {
  description?: boolean;
  action?: boolean;
  /** Between the heading and the list: a search box, a rating summary. */
  toolbar?: ReactNode;
  cards?: number;
  /** Side by side from md up (staff, team); else one under another (customers, reviews). */
  columns?: boolean;
  /** One card's inside. */
  children?: ReactNode;
}) {
  return (
    <ScreenSkeleton description={description} action={action}>
      {toolbar}
      <div className={columns ? 'grid gap-4 md:grid-cols-2 xl:grid-cols-3' : 'grid gap-3'}>
        {Array.from({ length: cards }, (_, i) => (
          <div key={i} className="grid gap-3 rounded-xl border bg-card p-4">
            {children ?? (
              <>
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-9 w-1/2" />
              </>
            )}
          </div>
        ))}
      </div>
    </ScreenSkeleton>
  );
}
