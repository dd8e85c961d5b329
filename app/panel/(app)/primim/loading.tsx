// /panel/primim while the month's lines add up.
import { ScreenSkeleton } from '@/components/kit/screen-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function OwnStatementLoading() {
  return (
    <ScreenSkeleton description>
      <Skeleton className="h-11 w-full max-w-sm" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </ScreenSkeleton>
  );
}
