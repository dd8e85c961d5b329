// Five stars for a rating (partially filled for averages), announced as '5 üzerinden 4 puan'.
import { Glyph } from '@/components/ui/glyph';
import { cn } from '@/lib/utils';

export function ReviewStars({ rating, size = 'sm', label }: { rating: number; size?: 'sm' | 'lg'; label?: string }) {
  const iconSize = size === 'lg' ? 'size-6' : 'size-4';
  return (
    <span role="img" aria-label={label ?? `5 üzerinden ${rating.toLocaleString('tr-TR')} puan`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.max(0, Math.min(1, rating - (n - 1)));
        return (
          <span key={n} className={cn('relative inline-block', iconSize)} aria-hidden="true">
            <Glyph name="star" className={cn('absolute inset-0 fill-gray-200 text-gray-300', iconSize)} />
            {fill > 0 ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${Math.round(fill * 100)}%` }}>
                <Glyph name="star" className={cn('fill-amber-400 text-amber-400', iconSize)} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
