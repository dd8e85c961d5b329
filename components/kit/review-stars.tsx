// Five stars for a rating (partially filled for averages), announced as '5 üzerinden 4 puan'.
// Drawn as a grey row with an amber row over it, cut to the rating's width (the .stars classes
// in globals.css): ten short sprite references instead of twenty styled elements per rating.
import type { CSSProperties } from 'react';
import { Glyph } from '@/components/ui/glyph';
import { cn } from '@/components/ui/utils';

const FIVE = [1, 2, 3, 4, 5];

function Row() {
  return FIVE.map((n) => <Glyph key={n} name="star" />);
}

interface Props {
  rating: number;
  size?: 'sm' | 'lg';
  label?: string;
  className?: string;
}

export function ReviewStars({ rating, size = 'sm', label, className }: Props) {
  const value = Math.max(0, Math.min(5, rating));
  // The amber row covers `value` stars and the gaps after the whole ones (globals.css sizes them).
  const fill = { '--stars-value': value, '--stars-gaps': Math.min(4, Math.floor(value)) } as CSSProperties;
  return (
    <span
      role="img"
      aria-label={label ?? `5 üzerinden ${rating.toLocaleString('tr-TR')} puan`}
      className={cn('stars', size === 'lg' && 'stars-lg', className)}
    >
      <Row />
      {value > 0 ? (
        <span className="stars-fill" style={fill}>
          <Row />
        </span>
      ) : null}
    </span>
  );
}
