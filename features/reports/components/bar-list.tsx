// A bar per row with its figure beside it (issue 31's charts): drawn by the server in plain
// HTML and CSS, so the reports ship no chart library and no script, print as they show, and a
// screen reader reads the list of names and figures (the bars are decoration).
import { formatKurus } from '@/platform/text/format';

export interface Bar {
  label: string;
  /** Kuruş, unless the list has its own `format`. */
  value: number;
  /** A second, subtracted figure drawn on the same bar (refunds), optional. */
  minus?: number;
}

/**
 * `format` writes a bar's figure, given its value and its place in `bars` (formatKurus when
 * omitted; the refund stays money); `max` is a full bar's value (the largest bar's when omitted;
 * 100 for percentages).
 */
export function BarList({ bars, label, testId, format = formatKurus, max: fullBar }: {
  bars: Bar[]; label: string; testId: string; format?: (value: number, index: number) => string; max?: number;
}) {
  const max = Math.max(1, fullBar ?? Math.max(0, ...bars.map((b) => b.value)));
  if (bars.length === 0) return <p className="text-sm text-muted-foreground">Bu aralıkta kayıt yok.</p>;
  return (
    <ul aria-label={label} className="grid gap-2" data-testid={testId}>
      {bars.map((b, i) => (
        <li key={`${i}-${b.label}`} className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-2 text-sm">
          <span className="truncate text-muted-foreground">{b.label}</span>
          <span aria-hidden="true" className="relative h-3 overflow-hidden rounded-full bg-muted">
            <span className="absolute inset-y-0 left-0 rounded-full bg-primary" style={{ width: `${Math.min(100, (b.value / max) * 100)}%` }} />
            {b.minus ? <span className="absolute inset-y-0 left-0 rounded-full bg-amber-500/80" style={{ width: `${Math.min(100, (b.minus / max) * 100)}%` }} /> : null}
          </span>
          <span className="text-right font-medium whitespace-nowrap tabular-nums">
            {format(b.value, i)}{b.minus ? <span className="block text-xs font-normal text-amber-700">İade {formatKurus(-b.minus)}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
