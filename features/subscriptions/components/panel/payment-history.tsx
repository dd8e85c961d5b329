// The salon's payments on /panel/abonelik, newest first: date, plan, amount and state. One row
// per payment that wraps on a phone. Server component.
import { Badge } from '@/components/ui/badge';
import type { PaymentHistoryRow, PaymentHistoryStatus } from '@/features/subscriptions/server/panel-subscription';
import { formatPrice } from '@/platform/text/format';
import { formatPaymentTime } from './format';

const STATUS: Record<PaymentHistoryStatus, { label: string; variant: 'success-soft' | 'warning-soft' | 'danger-soft' | 'info-soft' }> = {
  paid: { label: 'Ödendi', variant: 'success-soft' },
  pending: { label: 'Bekliyor', variant: 'info-soft' },
  failed: { label: 'Başarısız', variant: 'danger-soft' },
  review: { label: 'İnceleniyor', variant: 'warning-soft' },
};

export function PaymentHistory({ rows }: { rows: PaymentHistoryRow[] }) {
  return (
    <section aria-labelledby="payments-heading" className="grid gap-3">
      <h2 id="payments-heading" className="text-lg font-semibold">Ödeme geçmişi</h2>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-card p-4 text-sm text-muted-foreground">Henüz ödeme yapılmadı.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Ödeme geçmişi" data-testid="payment-history">
          {rows.map((p) => {
            const status = STATUS[p.status];
            return (
              <li key={p.merchantOid} data-testid="payment-row" className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 rounded-lg border bg-card p-3">
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="user-text text-sm font-semibold">{p.planName}</p>
                  <p className="text-sm text-muted-foreground tabular-nums">{formatPaymentTime(p.date)}</p>
                  {p.reason ? <p className="user-text text-xs text-muted-foreground">{p.reason}</p> : null}
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <Badge variant={status.variant}>{status.label}</Badge>
                  <span className="text-sm font-medium tabular-nums">{p.amount === null ? '—' : formatPrice(p.amount / 100)}</span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
