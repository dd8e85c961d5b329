// /panel/raporlar while its figures add up: the heading, the range's buttons, figure and chart placeholders.
import { ScreenSkeleton } from '@/components/kit/screen-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function ReportsLoading() {
  return (
    <ScreenSkeleton description>
      <Skeleton className="h-11 w-full max-w-lg" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">{Array.from({ length: 8 }, (_, i) => <Skeleton key={i} className="h-20 w-full" />)}</div>
      <Skeleton className="h-48 w-full" />
    </ScreenSkeleton>
  );
}
