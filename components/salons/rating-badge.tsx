// '★ 4,5 (12 değerlendirme)', or 'Yeni' for a salon without approved reviews.
import { Badge } from '@/components/ui/badge';
import { Glyph } from '@/components/ui/glyph';
import { formatRating } from '@/lib/salons/format';
import { cn } from '@/lib/utils';

export function RatingBadge({ rating, count, className }: { rating: number; count: number; className?: string }) {
  if (count === 0) {
    return <Badge variant="info-soft" className={className}>Henüz değerlendirme yok</Badge>;
  }
  return (
    <Badge variant="warning-soft" className={cn('gap-1.5', className)}>
      <Glyph name="star" className="size-3.5 fill-amber-500 text-amber-500" />
      <span>
        <span className="sr-only">Puan: </span>
        {formatRating(rating)}
        <span className="font-normal"> ({count} değerlendirme)</span>
      </span>
    </Badge>
  );
}
