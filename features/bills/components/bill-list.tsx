// The bills of a day, newest first: number, customer, state, total and what is still owed.
// Each opens the bill's screen. Server component.
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { formatKurus } from '@/platform/text/format';
import type { BillListRow } from '@/features/bills/server/bills';

const STATUS: Record<BillListRow['status'], { label: string; variant: 'info-soft' | 'success-soft' | 'danger-soft' }> = {
  open: { label: 'Açık', variant: 'info-soft' },
  closed: { label: 'Kapandı', variant: 'success-soft' },
  void: { label: 'İptal', variant: 'danger-soft' },
};

export function BillList({ rows }: { rows: BillListRow[] }) {
  if (rows.length === 0) return <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">Bu gün için adisyon yok.</p>;
  return (
    <ul className="grid gap-2">
      {rows.map((b) => (
        <li key={b.id}>
          <Link href={`/panel/adisyonlar/${b.id}`} data-testid="bill-row"
            className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-xl border bg-card p-3 shadow-xs hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            <span className="min-w-0 truncate font-medium user-text">#{b.number} · {b.customerName ?? 'Yeni satış'}</span>
            <span className="text-right font-semibold tabular-nums">{formatKurus(b.total)}</span>
            <span className="text-xs text-muted-foreground">{b.createdAt.toLocaleTimeString('tr-TR', { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit' })}</span>
            <span className="flex justify-end gap-1">
              {b.balance > 0 ? <Badge variant="warning-soft">Açık hesap {formatKurus(b.balance)}</Badge> : null}
              <Badge variant={STATUS[b.status].variant}>{STATUS[b.status].label}</Badge>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
