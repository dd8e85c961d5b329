// /panel/adisyonlar while its data loads: the heading, the day's links and bill-row placeholders.
import { ScreenSkeleton } from '@/components/kit/screen-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function BillsLoading() {
  return (
    <ScreenSkeleton description action>
      <Skeleton className="h-10 w-64" />
      <div className="grid gap-2">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-16 w-full" />)}</div>
    </ScreenSkeleton>
  );
}
