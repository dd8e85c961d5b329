// A customer's appointments at this salon on /panel/musteriler/[phone], newest first: date and
// time, status, service, staff and amount. One row per appointment that wraps on a phone.
// Server component.
import { AppointmentStatusBadge } from '@/features/appointments/components/shared/appointment-status-badge';
import { formatShortDate } from '@/platform/time/calendar';
import { CUSTOMER_HISTORY_LIMIT, type CustomerHistoryItem } from '@/features/customers/server/customers';
import { formatPrice } from '@/platform/text/format';

export function CustomerHistory({ items, total }: { items: CustomerHistoryItem[]; total: number }) {
  return (
    <section aria-labelledby="customer-history" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="customer-history" className="text-lg font-semibold">Randevu geçmişi</h2>
        {total > items.length ? (
          <p className="text-xs text-muted-foreground">Son {CUSTOMER_HISTORY_LIMIT} randevu gösteriliyor</p>
        ) : null}
      </div>
      <ul className="grid gap-2" aria-label="Randevu geçmişi">
        {items.map((a) => (
          <li key={a.id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 rounded-lg border bg-card p-3">
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="text-sm font-semibold tabular-nums">
                {formatShortDate(a.date)} · {a.startTime}{a.endTime ? `–${a.endTime}` : ''}
              </p>
              <p className="user-text text-sm text-muted-foreground">
                {[a.serviceName ?? 'Hizmet belirtilmemiş', a.staffName].filter(Boolean).join(' · ')}
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <AppointmentStatusBadge status={a.status} />
              <span className="text-sm font-medium tabular-nums">{formatPrice(a.amount)}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
