'use client';
// 'Hareketler': a product's last stock movements, newest first (purchases, sales from the bills,
// refunds, uses, counts), each with its signed change, when, why and by whom. Read through
// productMovementsAction each time the dialog opens, so it never shows an old list; cards rather
// than a table, so a phone reads all of it without scrolling sideways.
import { useState } from 'react';
import { History } from 'lucide-react';
import { productMovementsAction } from '@/features/products/actions.movements.panel';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { NO_CONNECTION_MESSAGE } from '@/platform/actions/result';
import { TIME_ZONE } from '@/platform/time/istanbul';
import { STOCK_KIND_LABELS } from '@/features/products/schema';
import type { StockMovementRow } from '@/features/products/server/products';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; rows: StockMovementRow[] };

const when = (d: Date) => new Date(d).toLocaleString('tr-TR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

function MovementList({ state }: { state: State }) {
  if (state.status === 'loading') {
    return (
      <div className="grid gap-2" role="status" aria-label="Yükleniyor...">
        {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-14 w-full" />)}
      </div>
    );
  }
  if (state.status === 'error') return <p role="alert" className="text-sm text-destructive">{state.message}</p>;
  if (state.rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
        Bu ürünün henüz stok hareketi yok. Stok girişi, satış veya sayım yapıldığında burada görünür.
      </p>
    );
  }
  return (
    <ul className="grid gap-2" aria-label="Stok hareketleri">
      {state.rows.map((m) => (
        <li key={m.id} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-xl border bg-card p-3"
          data-testid="stock-movement" data-kind={m.kind}>
          <span className="flex min-w-0 flex-wrap items-center gap-2">
            <Badge variant={m.quantity >= 0 ? 'success-soft' : 'warning-soft'}>{STOCK_KIND_LABELS[m.kind]}</Badge>
            <span className="text-sm text-muted-foreground tabular-nums">{when(m.createdAt)}</span>
          </span>
          <span className="text-right font-semibold whitespace-nowrap tabular-nums" data-testid="stock-movement-quantity">
            {signed(m.quantity)} adet
          </span>
          {m.reason ? <span className="user-text col-span-2 text-sm">{m.reason}</span> : null}
          {m.by ? <span className="user-text col-span-2 text-xs text-muted-foreground">{m.by}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function MovementsDialog({ productId, name, describedBy }: { productId: string; name: string; describedBy?: string }) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ status: 'loading' });

  async function load() {
    setState({ status: 'loading' });
    try {
      const result = await productMovementsAction({ productId });
      setState(result.ok ? { status: 'done', rows: result.data } : { status: 'error', message: result.error });
    } catch {
      setState({ status: 'error', message: NO_CONNECTION_MESSAGE });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => { setOpen(next); if (next) void load(); }}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className="h-11 sm:h-9" aria-describedby={describedBy}>
          <History aria-hidden="true" />Hareketler
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Stok hareketleri</DialogTitle>
          <DialogDescription className="user-text">{name}: son 50 hareket, en yenisi üstte.</DialogDescription>
        </DialogHeader>
        <MovementList state={state} />
      </DialogContent>
    </Dialog>
  );
}
