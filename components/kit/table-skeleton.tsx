// Loading state of a server-side table (the <Suspense> fallback): the table's frame with
// shimmering rows, announced as busy to screen readers.
import { Skeleton } from '@/components/ui/skeleton';

export function TableSkeleton({ columns = 4, rows = 6 }: { columns?: number; rows?: number }) {
  return (
    <div className="rounded-xl border bg-card p-4" aria-busy="true" aria-live="polite">
      <span className="sr-only">Yükleniyor...</span>
      <div className="grid gap-3">
        {Array.from({ length: rows }, (_, r) => (
          <div key={r} className="grid gap-4" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
            {Array.from({ length: columns }, (_, c) => <Skeleton key={c} className="h-5" />)}
          </div>
        ))}
      </div>
    </div>
  );
}
