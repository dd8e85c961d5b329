// A bill while it loads: its heading, line placeholders and the totals bar's place.
import { ScreenSkeleton } from '@/components/kit/screen-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function BillLoading() {
  return (
    <ScreenSkeleton description>
      <div className="grid gap-3">{Array.from({ length: 2 }, (_, i) => <Skeleton key={i} className="h-36 w-full" />)}</div>
      <Skeleton className="h-24 w-full" />
    </ScreenSkeleton>
  );
}
