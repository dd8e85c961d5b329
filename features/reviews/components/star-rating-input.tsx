'use client';
// 1–5 star picker built on native radio buttons: arrow keys move between stars, the group
// has a visible legend, each star is announced as 'N yıldız'.
import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { cn } from '@/components/ui/utils';

interface Props {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
  legend?: string;
}

export function StarRatingInput({ value, onChange, error, legend = 'Puanınız' }: Props) {
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex gap-1" onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="relative cursor-pointer" onMouseEnter={() => setHover(n)}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={`${n} yıldız`}
              className="peer sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 rounded-sm transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                n <= shown ? 'fill-amber-400 text-amber-400' : 'fill-gray-100 text-gray-300',
              )}
            />
          </label>
        ))}
      </div>
      {error ? <p id={`${name}-error`} className="text-sm text-destructive">{error}</p> : null}
    </fieldset>
  );
}
