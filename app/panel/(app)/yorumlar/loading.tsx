// /panel/yorumlar while its data loads: the heading, the rating summary and review-shaped placeholders.
import { Skeleton } from '@/components/ui/skeleton';

export default function PanelReviewsLoading() {
  return (
    <div className="grid gap-6" role="status" aria-label="Yükleniyor...">
      <div className="grid gap-2">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      <Skeleton className="h-36 w-full rounded-xl" />
      <div className="grid gap-3">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="grid gap-3 rounded-xl border bg-card p-4">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-12 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
