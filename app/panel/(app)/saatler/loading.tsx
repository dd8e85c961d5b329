// /panel/saatler while it loads: the heading, the week's seven day rows and the closed days, in
// the page's own shapes so nothing jumps when it arrives (issue 28).
import { ScreenSkeleton } from '@/components/kit/screen-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <ScreenSkeleton description>
      <div className="grid gap-3 rounded-xl border p-4 sm:p-6">
        <Skeleton className="h-6 w-36" />
        {Array.from({ length: 7 }, (_, i) => <Skeleton key={i} className="h-12 w-full rounded-lg" />)}
      </div>
      <Skeleton className="h-32 w-full rounded-xl" />
    </ScreenSkeleton>
  );
}
