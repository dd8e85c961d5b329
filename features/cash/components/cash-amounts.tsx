// How the cash screens write money and time: label/amount rows right-aligned in tabular figures,
// a count's difference in words as well as colour (a short drawer red, an over one green, so it
// reads without colour too), and Istanbul's clock whatever the server's zone. No hooks: the kasa
// and Gün Sonu pages render it on the server, the closing dialog in the browser.
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/utils';
import { formatKurus } from '@/platform/text/format';
import { TIME_ZONE } from '@/platform/time/istanbul';

export const clockTime = (d: Date) => d.toLocaleTimeString('tr-TR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });
export const dateTime = (d: Date) => d.toLocaleString('tr-TR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

export interface AmountRow {
  label: string;
  value: ReactNode;
  testId?: string;
  /** The row the others add up to (Beklenen, Toplam). */
  strong?: boolean;
}

/** A list of label/amount pairs; each row keeps its amount on one line at any width. */
export function AmountList({ rows, label, className }: { rows: AmountRow[]; label?: string; className?: string }) {
  return (
    <dl aria-label={label} className={cn('grid gap-1 text-sm', className)}>
      {rows.map((r) => (
        <div key={r.label} className={cn('flex items-baseline justify-between gap-3 py-1', r.strong && 'mt-1 border-t pt-2 text-base font-semibold')}>
          <dt className={r.strong ? undefined : 'text-muted-foreground'}>{r.label}</dt>
          <dd className="text-right whitespace-nowrap tabular-nums" data-testid={r.testId}>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** counted − expected: '−₺50,00 eksik' in red, '+₺20,00 fazla' in green, '₺0,00' when it matches. */
export function Difference({ kurus, testId }: { kurus: number; testId?: string }) {
  const tone = kurus < 0 ? 'text-red-700' : kurus > 0 ? 'text-green-700' : undefined;
  const word = kurus < 0 ? ' eksik' : kurus > 0 ? ' fazla' : '';
  return (
    <span className={cn('font-semibold whitespace-nowrap tabular-nums', tone)} data-testid={testId} data-difference={kurus}>
      {kurus > 0 ? '+' : kurus < 0 ? '−' : ''}{formatKurus(Math.abs(kurus))}{word}
    </span>
  );
}
