'use client';
// The renewal's payment: PayTR's page in the shared frame (features/payments/components/shared/paytr-frame.tsx),
// as in the registration wizard. What the owner is told comes from our server (polling the
// order), never from the frame.
import { useEffect } from 'react';
import { PaytrFrame } from '@/features/payments/components/shared/paytr-frame';
import { Button } from '@/components/ui/button';
import { SUBSCRIPTION_RETURN_MESSAGE } from '@/features/subscriptions/schema';
import { useOrderStatus, type OrderState } from './use-order-status';

export function PaymentFrame({ iframeUrl, merchantOid, onSettled, onCancel }: {
  iframeUrl: string;
  merchantOid: string;
  onSettled: (state: Extract<OrderState, { kind: 'paid' | 'failed' }>) => void;
  onCancel: () => void;
}) {
  const { state, refresh } = useOrderStatus(merchantOid);

  useEffect(() => {
    if (state.kind === 'paid' || state.kind === 'failed') onSettled(state);
  }, [state, onSettled]);

  return (
    <div className="grid gap-4">
      <PaytrFrame iframeUrl={iframeUrl} merchantOid={merchantOid} returnMessage={SUBSCRIPTION_RETURN_MESSAGE}
        pending={state.kind === 'pending' || state.kind === 'loading'} onReturn={refresh} />
      <Button type="button" variant="outline" className="justify-self-start" onClick={onCancel}>Ödemeden vazgeç</Button>
    </div>
  );
}
