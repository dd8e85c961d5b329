// /panel/takvim while its data loads: the heading, the navigation and a grid-shaped placeholder.
import { Skeleton } from '@/components/ui/skeleton';

export default function CalendarLoading() {
  return (
    <div className="grid gap-4" aria-busy="true" aria-live="polite">
      <span className="sr-only">Yükleniyor...</span>
      <div className="flex items-end justify-between gap-3">
        <div className="grid gap-2">
          <Skeleton className="h-8 w-28" />
          <Skeleton className="h-4 w-44" />
        </div>
        <Skeleton className="h-9 w-28" />
      </div>
      <div className="flex flex-wrap gap-2">
        <Skeleton className="h-9 w-24" />
        <Skeleton className="h-9 w-20" />
        <Skeleton className="h-9 w-24" />
        <Skeleton className="h-9 w-36" />
      </div>
      <div className="grid grid-cols-[3rem_minmax(0,1fr)] gap-2 rounded-xl border bg-background p-3 sm:grid-cols-[3rem_repeat(3,minmax(0,1fr))]">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className={i === 0 ? 'col-start-2 h-10' : 'hidden h-10 sm:block'} />
        ))}
        {Array.from({ length: 8 }, (_, row) => (
          <div key={row} className="contents">
            <Skeleton className="h-3 w-8 self-start" />
            <Skeleton className="h-14" />
            <Skeleton className="hidden h-14 sm:block" />
            <Skeleton className="hidden h-14 sm:block" />
          </div>
        ))}
      </div>
    </div>
  );
}
