'use client';
// 'Aboneliği İptal Et': confirm, then is_active false ('İptal Edilmiş'). One dialog for the
// subscriptions table (its own button) and the salons table (a row's actions menu opens it).
import type { ReactNode } from 'react';
import { cancelSubscriptionAction } from '@/features/subscriptions/actions.admin';
import { ConfirmAction } from '@/components/kit/confirm-action';

export function CancelSubscriptionConfirm({ id, salonName, trigger, open, onOpenChange }: {
  id: string; salonName: string;
  /** None when the caller opens it (open/onOpenChange). */
  trigger?: ReactNode; open?: boolean; onOpenChange?: (open: boolean) => void;
}) {
  return (
    <ConfirmAction trigger={trigger} open={open} onOpenChange={onOpenChange}
      title="Abonelik iptal edilsin mi?"
      description={`${salonName} salonunun aboneliği iptal edilecek ve 'İptal Edilmiş' olarak görünecek.`}
      confirmLabel="Aboneliği İptal Et"
      busyLabel="İptal ediliyor..."
      run={() => cancelSubscriptionAction({ id })}
      successMessage="Abonelik iptal edildi"
    />
  );
}
