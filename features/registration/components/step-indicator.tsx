// The wizard's visible progress: three numbered steps, the current one marked for screen readers.
import { Check } from 'lucide-react';
import { cn } from '@/components/ui/utils';

export const STEP_TITLES = ['Salon Bilgileri', 'Sahip Bilgileri', 'Plan Seçimi'] as const;

export function StepIndicator({ step }: { step: number }) {
  return (
    <nav aria-label="Kayıt adımları">
      <ol className="flex items-center gap-2 sm:gap-4">
        {STEP_TITLES.map((title, index) => {
          const n = index + 1;
          const done = n < step;
          const current = n === step;
          return (
            <li key={title} className="flex flex-1 items-center gap-2" aria-current={current ? 'step' : undefined}>
              <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                done && 'border-primary bg-primary text-primary-foreground',
                current && 'border-primary text-primary',
                !done && !current && 'border-muted-foreground/40 text-muted-foreground')}>
                {done ? <Check className="size-4" aria-hidden="true" /> : n}
              </span>
              <span className={cn('text-xs sm:text-sm', current ? 'font-semibold' : 'text-muted-foreground')}>
                <span className="sr-only">Adım {n}: </span>{title}{done ? <span className="sr-only"> (tamamlandı)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
