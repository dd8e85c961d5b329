// The open drawer's cash in and out, newest first: time, giriş or çıkış, the amount, the reason
// and who wrote it. Cards rather than a table, so a phone shows all of it without scrolling
// sideways. Server component.
import { Badge } from '@/components/ui/badge';
import { formatKurus } from '@/platform/text/format';
import type { CashMovementRow } from '@/features/cash/server/cash';
import { clockTime } from './cash-amounts';

export function CashMovements({ rows }: { rows: CashMovementRow[] }) {
  return (
    <section aria-labelledby="movements-heading" className="grid gap-3">
      <h2 id="movements-heading" className="text-lg font-semibold">Para giriş ve çıkışları</h2>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground" data-testid="cash-movements-empty">
          Bu kasada henüz para girişi veya çıkışı yok.
        </p>
      ) : (
        <ul className="grid gap-2">
          {rows.map((m) => (
            <li key={m.id} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-xl border bg-card p-3 shadow-xs"
              data-testid="cash-movement" data-kind={m.kind}>
              <span className="flex min-w-0 items-center gap-2">
                <Badge variant={m.kind === 'in' ? 'success-soft' : 'warning-soft'}>{m.kind === 'in' ? 'Giriş' : 'Çıkış'}</Badge>
                <span className="text-sm text-muted-foreground tabular-nums">{clockTime(m.createdAt)}</span>
              </span>
              <span className="text-right font-semibold whitespace-nowrap tabular-nums">
                {m.kind === 'in' ? '+' : '−'}{formatKurus(m.amount)}
              </span>
              <span className="user-text col-span-2 text-sm">{m.reason}</span>
              {m.by ? <span className="user-text col-span-2 text-xs text-muted-foreground">{m.by}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
