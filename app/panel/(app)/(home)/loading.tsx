// The panel's home (Ana Sayfa) while it loads: the greeting, the week's four figures and the
// next and today's appointments, in the page's own shapes (issue 28: a tap showed nothing for seconds).
import { ScreenSkeleton } from '@/components/kit/screen-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <ScreenSkeleton description>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-[4.5rem] w-full rounded-xl" />)}
      </div>
      <Skeleton className="h-24 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </ScreenSkeleton>
  );
}
