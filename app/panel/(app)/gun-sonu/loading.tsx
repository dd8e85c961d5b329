// /panel/gun-sonu while its data loads: the heading with 'Yazdır', the day picker, and the
// report's three cards (payments table, summary, drawer counts) in the places the page puts them.
import { ScreenSkeleton } from '@/components/kit/screen-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function DayEndLoading() {
  return (
    <ScreenSkeleton description action>
      <div className="flex items-center gap-2">
        <Skeleton className="size-11 shrink-0" />
        <Skeleton className="h-11 flex-1" />
        <Skeleton className="size-11 shrink-0" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        {[5, 6, 4].map((rows, i) => (
          <div key={i} className="grid gap-3 rounded-2xl border bg-card p-4 sm:p-6">
            <Skeleton className="h-6 w-32" />
            {Array.from({ length: rows }, (_, j) => <Skeleton key={j} className="h-6 w-full" />)}
          </div>
        ))}
      </div>
    </ScreenSkeleton>
  );
}
