// /panel/musteriler/[phone] while the customer loads: name, figures, note and history placeholders.
import { Skeleton } from '@/components/ui/skeleton';

export default function CustomerLoading() {
  return (
    <div className="grid gap-6" role="status" aria-label="Yükleniyor...">
      <Skeleton className="h-4 w-24" />
      <div className="grid gap-2">
        <Skeleton className="h-8 w-56 max-w-full" />
        <Skeleton className="h-4 w-40" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-20 w-full rounded-xl" />)}
      </div>
      <Skeleton className="h-28 w-full rounded-xl" />
      <div className="grid gap-2">
        <Skeleton className="h-6 w-40" />
        {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-16 w-full rounded-lg" />)}
      </div>
    </div>
  );
}
