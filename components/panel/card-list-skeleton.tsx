// A card-list screen while its data loads (/panel/personel, /panel/ekip): the heading, its
// button and a few card-shaped placeholders.
import { Skeleton } from '@/components/ui/skeleton';

export function CardListSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-live="polite">
      <span className="sr-only">Yükleniyor...</span>
      <div className="flex items-end justify-between gap-3">
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-10 w-36" />
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="grid gap-3 rounded-xl border bg-card p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-9 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}
