// A row of figure cards at the top of a back-office screen (salons, subscriptions, reviews):
// label, value, icon. Server component.
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/components/ui/utils';

export interface Figure {
  label: string;
  value: string;
  Icon: LucideIcon;
  testId: string;
  tone?: 'default' | 'green' | 'red' | 'amber';
}

const TONES = {
  default: 'bg-primary/10 text-primary',
  green: 'bg-green-100 text-green-700',
  red: 'bg-red-100 text-red-700',
  amber: 'bg-amber-100 text-amber-800',
} as const;

export const formatCount = (n: number) => new Intl.NumberFormat('tr-TR').format(n);

export function FigureCards({ figures, label }: { figures: Figure[]; label: string }) {
  return (
    <ul aria-label={label} className={cn('grid gap-4 sm:grid-cols-2', figures.length >= 5 ? 'xl:grid-cols-5' : 'xl:grid-cols-4')}>
      {figures.map(({ label: name, value, Icon, testId, tone = 'default' }) => (
        <li key={name} className="flex items-center justify-between gap-3 rounded-xl border bg-card p-5">
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">{name}</p>
            <p className="mt-1 text-3xl font-bold tabular-nums" data-testid={testId}>{value}</p>
          </div>
          <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-full', TONES[tone])}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
        </li>
      ))}
    </ul>
  );
}
