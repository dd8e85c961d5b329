import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-12" role="status" aria-label="Yükleniyor...">
      <Skeleton className="h-9 w-2/3" />
      {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-32 w-full rounded-xl" />)}
    </div>
  );
}
