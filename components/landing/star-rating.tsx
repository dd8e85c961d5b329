// Five stars for a 1–5 rating, read out as 'Puan: 4 / 5'.
import { Glyph } from '@/components/ui/glyph';
import { cn } from '@/lib/utils';

export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const rounded = Math.round(rating);
  return (
    <span role="img" aria-label={`Puan: ${rating} / 5`} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Glyph
          key={n}
          name="star"
          className={cn('size-4', n <= rounded ? 'fill-amber-400 text-amber-400' : 'fill-gray-200 text-gray-300')}
        />
      ))}
    </span>
  );
}
