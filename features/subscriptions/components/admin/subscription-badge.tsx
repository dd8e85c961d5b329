// A subscription's label in its colour (spec 2 §4: only 'Aktif' is green) and its days left.
import { Badge } from '@/components/ui/badge';
import type { SubscriptionStatus } from '@/features/subscriptions/rules/subscription-status';

export function SubscriptionBadge({ status, showDays = true }: { status: SubscriptionStatus; showDays?: boolean }) {
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Badge variant={status.tone === 'green' ? 'success-soft' : 'danger-soft'}>{status.label}</Badge>
      {showDays && status.state === 'active' ? (
        <span className={status.expiringSoon ? 'text-xs font-medium text-amber-700' : 'text-xs text-muted-foreground'}>
          {status.daysLeft} gün kaldı
        </span>
      ) : null}
    </span>
  );
}
