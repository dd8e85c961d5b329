// Five stars for a 1–5 rating of a testimonial, whole stars only, read out as 'Puan: 4 / 5'.
import { ReviewStars } from '@/components/kit/review-stars';

export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return <ReviewStars rating={Math.round(rating)} label={`Puan: ${rating} / 5`} className={className} />;
}
