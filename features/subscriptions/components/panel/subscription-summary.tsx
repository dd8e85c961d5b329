// The salon's current subscription on /panel/abonelik: plan, the admin's status label and days
// left (features/subscriptions/rules/subscription-status.ts, the same function as /admin/subscriptions), the
// period, and what an ended or ending subscription means for online bookings. Server component.
import { AlertTriangle, CalendarX } from 'lucide-react';
import { SubscriptionBadge } from '@/features/subscriptions/components/admin/subscription-badge';
import type { SubscriptionStatus } from '@/features/subscriptions/rules/subscription-status';
import type { SalonSubscription } from '@/features/salons/server/admin-salons';
import { INTERVAL_LABELS } from '@/features/subscriptions/rules/plans';
import { formatLongDay } from './format';

export function SubscriptionSummary({ current, status, now }: { current: SalonSubscription | null; status: SubscriptionStatus; now: Date }) {
  // Bought during a running period (a trial's remaining days are kept): the plan is the next one, not the current.
  const startsLater = current !== null && current.startDate > now;
  return (
    <section aria-labelledby="subscription-heading" className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="subscription-heading" className="text-sm font-medium text-muted-foreground">{startsLater ? 'Sıradaki planınız' : 'Mevcut planınız'}</h2>
          <p className="user-text text-xl font-semibold" data-testid="subscription-plan">
            {current ? current.planName ?? INTERVAL_LABELS[current.type] : 'Abonelik Yok'}
          </p>
          {current ? <p className="text-sm text-muted-foreground">{INTERVAL_LABELS[current.type]}</p> : null}
        </div>
        <div data-testid="subscription-status"><SubscriptionBadge status={status} /></div>
      </div>
      {current && startsLater ? (
        // Say so, not just a future 'Başlangıç' (issue 28).
        <p className="rounded-lg bg-muted p-3 text-sm" data-testid="subscription-starts-later">
          Bu plan şu anki döneminiz bittiğinde, {formatLongDay(current.startDate)} tarihinde başlar; o güne kadar mevcut döneminiz sürer.
        </p>
      ) : null}
      {current ? (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div><dt className="text-muted-foreground">Başlangıç</dt><dd className="font-medium">{formatLongDay(current.startDate)}</dd></div>
          <div><dt className="text-muted-foreground">Bitiş</dt><dd className="font-medium" data-testid="subscription-end">{formatLongDay(current.endDate)}</dd></div>
        </dl>
      ) : null}
      {status.state === 'active' && status.expiringSoon ? (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Aboneliğinizin bitmesine {status.daysLeft} gün kaldı. Bittiğinde salonunuz online randevu almaz; şimdi yenilerseniz kalan günleriniz korunur.
        </p>
      ) : null}
      {status.state !== 'active' ? (
        <p role="status" className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <CalendarX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Salonunuz şu anda online randevu almıyor. Paneliniz ve bilgileriniz duruyor, salon sayfanız görünmeye devam ediyor; aboneliği yenilediğinizde online randevular yeniden açılır.
        </p>
      ) : null}
    </section>
  );
}
