// /panel/musteriler while its data loads: the heading, the search box and card-shaped placeholders.
import { Skeleton } from '@/components/ui/skeleton';

export default function CustomersLoading() {
  return (
    <div className="grid gap-6" role="status" aria-label="Yükleniyor...">
      <div className="grid gap-2">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      <Skeleton className="h-10 w-full sm:max-w-xs" />
      <div className="grid gap-3">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="grid gap-3 rounded-xl border bg-card p-4">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-36" />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {Array.from({ length: 5 }, (_, j) => <Skeleton key={j} className="h-9 w-full" />)}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
