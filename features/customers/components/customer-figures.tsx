// A customer's figures at this salon on /panel/musteriler/[phone]: visits (completed), total
// spent, no-shows, last visit, next appointment and all bookings. Two columns on a phone.
// Server component.
import { formatLongDate, formatShortDate } from '@/platform/time/calendar';
import type { SalonCustomerDetail } from '@/features/customers/server/customers';
import { formatPrice } from '@/platform/text/format';
import { cn } from '@/components/ui/utils';

function Figure({ label, value, title, tone }: { label: string; value: string; title?: string; tone?: 'red' }) {
  return (
    <div className="min-w-0 rounded-xl border bg-card p-3 sm:p-4">
      <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
      <dd className={cn('user-text mt-1 text-lg font-bold tabular-nums sm:text-xl', tone === 'red' && 'text-destructive')} title={title}>{value}</dd>
    </div>
  );
}

export function CustomerFigures({ customer }: { customer: SalonCustomerDetail }) {
  const next = customer.nextAppointment;
  return (
    <dl aria-label="Müşteri özeti" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Figure label="Ziyaret" value={String(customer.visits)} />
      <Figure label="Toplam harcama" value={formatPrice(customer.totalSpent)} />
      <Figure label="Gelmedi" value={String(customer.noShows)} tone={customer.noShows > 0 ? 'red' : undefined} />
      <Figure label="Son ziyaret" value={customer.lastVisit ? formatShortDate(customer.lastVisit) : '—'}
        title={customer.lastVisit ? formatLongDate(customer.lastVisit) : undefined} />
      <Figure label="Sonraki randevu" value={next ? `${formatShortDate(next.date)} ${next.time}` : '—'}
        title={next ? `${formatLongDate(next.date)} ${next.time}` : undefined} />
      <Figure label="Toplam randevu" value={String(customer.appointmentCount)} />
    </dl>
  );
}
