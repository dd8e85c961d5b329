// /panel/salon while it loads: the heading with its two buttons and the profile card with the
// logo and its rows, in the page's own shapes (issue 28).
import { ScreenSkeleton } from '@/components/kit/screen-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <ScreenSkeleton description action>
      <div className="grid gap-4 rounded-xl border p-4 sm:p-6">
        <div className="flex items-center gap-4">
          <Skeleton className="size-16 rounded-lg" />
          <Skeleton className="h-4 w-40" />
        </div>
        {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-5 w-full max-w-md" />)}
      </div>
    </ScreenSkeleton>
  );
}
