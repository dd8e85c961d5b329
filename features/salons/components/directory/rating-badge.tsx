// '★ 4,5 (12 değerlendirme)', or 'Henüz değerlendirme yok' for a salon without approved reviews.
import { Badge } from '@/components/ui/badge';
import { Glyph } from '@/components/ui/glyph';
import { formatRating } from '@/features/salons/rules/format';
import { cn } from '@/components/ui/utils';

export function RatingBadge({ rating, count, className }: { rating: number; count: number; className?: string }) {
  if (count === 0) {
    return <Badge variant="info-soft" className={className}>Henüz değerlendirme yok</Badge>;
  }
  return (
    // .rating-badge (globals.css): the gap and the star's look, in one short class.
    <Badge variant="warning-soft" className={cn('rating-badge', className)}>
      <Glyph name="star" />
      <span>
        <span className="sr-only">Puan: </span>
        {formatRating(rating)}
        <span className="font-normal"> ({count} değerlendirme)</span>
      </span>
    </Badge>
  );
}
