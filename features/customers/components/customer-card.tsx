// One customer in the /panel/musteriler list: name (opens the customer), phone to call, and the
// figures: visits, total spent, no-shows, last visit, next appointment. A card at every width,
// so a phone never scrolls sideways. Server component.
import Link from 'next/link';
import { ChevronRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatShortDate } from '@/platform/time/calendar';
import type { SalonCustomerRow } from '@/features/customers/server/customers';
import { formatPrice } from '@/platform/text/format';
import { CustomerPhoneLink } from './shared/customer-phone-link';
import { Fact } from '@/components/kit/fact';

export function customerHref(phone: string): string {
  return `/panel/musteriler/${encodeURIComponent(phone)}`;
}

export function CustomerCard({ customer }: { customer: SalonCustomerRow }) {
  const next = customer.nextAppointment;
  return (
    <Card className="grid gap-3 p-4" data-testid="customer-card">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 className="text-base font-semibold">
            <Link href={customerHref(customer.phone)} className="user-text inline-flex items-start gap-1 hover:underline">
              <span className="user-text">{customer.name}</span>
              <ChevronRight className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </Link>
          </h2>
          <CustomerPhoneLink phone={customer.phone} className="text-sm" />
        </div>
        {customer.registered ? <Badge variant="info-soft">Üye</Badge> : <Badge variant="outline">Misafir</Badge>}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-5">
        <Fact label="Ziyaret">{customer.visits}</Fact>
        <Fact label="Toplam harcama">{formatPrice(customer.totalSpent)}</Fact>
        <Fact label="Gelmedi">
          <span className={customer.noShows > 0 ? 'text-destructive' : undefined}>{customer.noShows}</span>
        </Fact>
        <Fact label="Son ziyaret">{customer.lastVisit ? formatShortDate(customer.lastVisit) : '—'}</Fact>
        <Fact label="Sonraki randevu">{next ? `${formatShortDate(next.date)} ${next.time}` : '—'}</Fact>
      </dl>
    </Card>
  );
}
