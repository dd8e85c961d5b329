// /panel/menu while it loads: the heading and the list of screens (issue 28).
import { ScreenSkeleton } from '@/components/kit/screen-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <ScreenSkeleton>
      <Skeleton className="h-96 w-full rounded-xl" />
    </ScreenSkeleton>
  );
}
