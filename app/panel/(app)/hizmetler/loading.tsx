// /panel/hizmetler while the list loads: the heading, two categories of service cards and the
// categories box, in the page's own shapes so nothing jumps when it arrives.
import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <div className="grid gap-6" role="status" aria-label="Yükleniyor...">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-2">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-4 w-64 max-w-full" />
        </div>
        <Skeleton className="h-10 w-36" />
      </div>
      {[3, 2].map((cards, group) => (
        <div key={group} className="grid gap-3">
          <Skeleton className="h-6 w-32" />
          {Array.from({ length: cards }, (_, i) => <Skeleton key={i} className="h-32 w-full rounded-xl" />)}
        </div>
      ))}
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}
