// A customer's open balances (açık hesap) at this salon, on the customer's page: each bill that
// was closed with money still owed, with 'Tahsil Et' for users with the bills right. Server
// component; nothing shows when nothing is owed.
import Link from 'next/link';
import { formatKurus } from '@/platform/text/format';
import type { OpenBalanceRow } from '@/features/bills/server/bills';
import { CollectButton } from './bill-corrections';

export function OpenBalances({ rows, canCollect }: { rows: OpenBalanceRow[]; canCollect: boolean }) {
  if (rows.length === 0) return null;
  const total = rows.reduce((sum, r) => sum + r.balance, 0);
  return (
    <section aria-labelledby="balances-heading" className="grid gap-3 rounded-2xl border border-amber-300 bg-amber-50/60 p-4" data-testid="open-balances">
      <h2 id="balances-heading" className="text-lg font-semibold">Açık hesap: {formatKurus(total)}</h2>
      <ul className="grid gap-2">
        {rows.map((r) => (
          <li key={r.billId} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border bg-background p-3">
            <Link href={`/panel/adisyonlar/${r.billId}`} className="font-medium hover:underline">
              Adisyon #{r.number} · {r.closedAt.toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul' })}
            </Link>
            <span className="flex items-center gap-3">
              <span className="tabular-nums">{formatKurus(r.balance)} <span className="text-xs text-muted-foreground">/ {formatKurus(r.total)}</span></span>
              {canCollect ? <CollectButton billId={r.billId} balance={r.balance} /> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
