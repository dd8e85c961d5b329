// /panel/musteriler while its data loads: the heading, the search box and customer-card placeholders.
import { CardListSkeleton } from '@/components/kit/card-list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function CustomersLoading() {
  return (
    <CardListSkeleton description action={false} toolbar={<Skeleton className="h-10 w-full sm:max-w-xs" />} cards={5} columns={false}>
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-4 w-36" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, j) => <Skeleton key={j} className="h-9 w-full" />)}
      </div>
    </CardListSkeleton>
  );
}
