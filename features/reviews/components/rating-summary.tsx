// Rating summary of a salon (spec 1 §2): the average to one decimal with 5 stars, the number of
// reviews, and for 5 down to 1 stars the count and whole-number percentage.
import type { RatingSummary as Summary } from '@/features/reviews/server/reviews';
import { formatRating } from '@/features/salons/rules/format';
import { ReviewStars } from '@/components/kit/review-stars';

const wholePercent = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 0 });

export function RatingSummary({ summary }: { summary: Summary }) {
  const average = formatRating(summary.averageRating);
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-center">
      <div className="flex flex-col items-center gap-1 sm:px-6">
        <p className="text-4xl font-bold" data-testid="rating-average">{average}</p>
        <ReviewStars rating={summary.averageRating} size="lg" label={`5 üzerinden ${average} puan`} />
        <p className="text-sm text-muted-foreground" data-testid="rating-count">{summary.reviewCount} değerlendirme</p>
      </div>
      <ul className="grid gap-1.5" aria-label="Puan dağılımı">
        {summary.distribution.map(({ stars, count }) => {
          const share = summary.reviewCount === 0 ? 0 : Math.round((count / summary.reviewCount) * 100) / 100;
          return (
            <li key={stars} className="grid grid-cols-[3.5rem_1fr_5.5rem] items-center gap-2 text-sm">
              <span>{stars} yıldız</span>
              <span className="h-2 overflow-hidden rounded-full bg-gray-200" aria-hidden="true">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share * 100}%` }} />
              </span>
              <span className="text-right text-muted-foreground tabular-nums">
                {count} ({wholePercent.format(share)})
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
