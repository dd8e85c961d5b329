// /panel/hizmetler while the list loads: the heading, two categories of service cards and the
// categories box, in the page's own shapes so nothing jumps when it arrives.
import { ScreenSkeleton } from '@/components/kit/screen-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <ScreenSkeleton description action>
      {[3, 2].map((cards, group) => (
        <div key={group} className="grid gap-3">
          <Skeleton className="h-6 w-32" />
          {Array.from({ length: cards }, (_, i) => <Skeleton key={i} className="h-32 w-full rounded-xl" />)}
        </div>
      ))}
      <Skeleton className="h-40 w-full rounded-xl" />
    </ScreenSkeleton>
  );
}
