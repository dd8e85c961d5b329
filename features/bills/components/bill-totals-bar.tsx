// The bill's totals, always in view: fixed above the phone's bottom bar, at the foot of the
// content from 'lg' up. Its buttons (save, checkout) come from the screen.
import type { ReactNode } from 'react';
import { formatKurus } from '@/platform/text/format';
import type { BillTotals } from '@/features/bills/rules/money';

export function BillTotalsBar({ totals, children }: { totals: BillTotals | null; children: ReactNode }) {
  return (
    <div className="fixed inset-x-0 bottom-14 z-20 border-t bg-background/95 p-3 shadow-lg backdrop-blur lg:sticky lg:bottom-0 lg:rounded-xl lg:border"
      data-testid="bill-totals">
      <dl className="mx-auto grid max-w-3xl grid-cols-[1fr_auto] gap-x-4 text-sm">
        {totals && (totals.discount > 0 || totals.tip > 0) ? (
          <>
            <dt className="text-muted-foreground">Ara toplam</dt><dd className="text-right tabular-nums">{formatKurus(totals.subtotal)}</dd>
            {totals.discount > 0 ? <><dt className="text-muted-foreground">İndirim</dt><dd className="text-right tabular-nums" data-testid="bill-discount-amount">{formatKurus(-totals.discount)}</dd></> : null}
            {totals.tip > 0 ? <><dt className="text-muted-foreground">Bahşiş</dt><dd className="text-right tabular-nums">{formatKurus(totals.tip)}</dd></> : null}
          </>
        ) : null}
        <dt className="text-base font-semibold">Toplam</dt>
        <dd className="text-right text-lg font-bold tabular-nums" data-testid="bill-total">{totals ? formatKurus(totals.total) : '—'}</dd>
      </dl>
      <div className="mx-auto mt-2 flex max-w-3xl gap-2">{children}</div>
    </div>
  );
}
