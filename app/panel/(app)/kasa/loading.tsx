// /panel/kasa while its data loads: the heading with its links, the drawer's summary card (six
// figure rows and the buttons) and movement placeholders, in the places the page puts them.
import { ScreenSkeleton } from '@/components/kit/screen-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function CashLoading() {
  return (
    <ScreenSkeleton description action>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
        <div className="grid gap-3 rounded-2xl border bg-card p-4 sm:p-6">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-4 w-48" />
          {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-6 w-full" />)}
          <div className="grid grid-cols-2 gap-2"><Skeleton className="h-11" /><Skeleton className="h-11" /></div>
        </div>
        <div className="grid gap-2">{Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-20 w-full" />)}</div>
      </div>
    </ScreenSkeleton>
  );
}
