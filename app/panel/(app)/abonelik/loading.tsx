// /panel/abonelik while it loads: the heading, the plan card, the plan choice and the history,
// in the page's own shapes so nothing jumps when it arrives.
import { ScreenSkeleton } from '@/components/kit/screen-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <ScreenSkeleton description>
      <Skeleton className="h-40 w-full rounded-xl" />
      <Skeleton className="h-56 w-full rounded-xl" />
      <div className="grid gap-2">
        <Skeleton className="h-6 w-32" />
        {[0, 1].map((i) => <Skeleton key={i} className="h-16 w-full rounded-lg" />)}
      </div>
    </ScreenSkeleton>
  );
}
