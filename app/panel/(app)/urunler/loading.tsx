// /panel/urunler while its data loads: the heading with 'Yeni Ürün', the search box and
// product-card placeholders (name, a detail line, the four figures and the buttons).
import { CardListSkeleton } from '@/components/kit/card-list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function ProductsLoading() {
  return (
    <CardListSkeleton description toolbar={<Skeleton className="h-11 w-full sm:h-10 sm:max-w-sm" />} cards={4} columns={false}>
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-4 w-36" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {Array.from({ length: 4 }, (_, j) => <Skeleton key={j} className="h-9 w-full" />)}
      </div>
      <div className="flex gap-2 border-t pt-3">
        {Array.from({ length: 3 }, (_, j) => <Skeleton key={j} className="h-11 w-24 sm:h-9" />)}
      </div>
    </CardListSkeleton>
  );
}
