// /panel/yorumlar while its data loads: the heading, the rating summary and review-card placeholders.
import { CardListSkeleton } from '@/components/kit/card-list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function PanelReviewsLoading() {
  return (
    <CardListSkeleton description action={false} toolbar={<Skeleton className="h-36 w-full rounded-xl" />} cards={4} columns={false}>
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-12 w-full" />
    </CardListSkeleton>
  );
}
