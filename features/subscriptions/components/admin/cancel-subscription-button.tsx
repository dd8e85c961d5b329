'use client';
// 'Aboneliği İptal Et' on the subscriptions table: confirm, then is_active false ('İptal Edilmiş').
import { cancelSubscriptionAction } from '@/features/subscriptions/actions.admin';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/kit/confirm-action';

export function CancelSubscriptionButton({ id, salonName }: { id: string; salonName: string }) {
  return (
    <ConfirmAction
      trigger={<Button size="sm" variant="outline" aria-label={`${salonName} aboneliğini iptal et`}>İptal Et</Button>}
      title="Abonelik iptal edilsin mi?"
      description={`${salonName} salonunun aboneliği iptal edilecek ve 'İptal Edilmiş' olarak görünecek.`}
      confirmLabel="Aboneliği İptal Et"
      busyLabel="İptal ediliyor..."
      run={() => cancelSubscriptionAction({ id })}
      successMessage="Abonelik iptal edildi"
    />
  );
}
