'use client';
// 'İptal Et' on the subscriptions table: the shared confirmation with a button of its own.
import { Button } from '@/components/ui/button';
import { CancelSubscriptionConfirm } from '../shared/cancel-subscription-confirm';

export function CancelSubscriptionButton({ id, salonName }: { id: string; salonName: string }) {
  return (
    <CancelSubscriptionConfirm id={id} salonName={salonName}
      trigger={<Button size="sm" variant="outline" aria-label={`${salonName} aboneliğini iptal et`}>İptal Et</Button>} />
  );
}
