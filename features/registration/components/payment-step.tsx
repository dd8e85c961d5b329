'use client';
// The payment: PayTR's page in the shared frame (features/payments/components/shared/paytr-frame.tsx). What the
// user is told comes from our server (polling the registration), never from the frame.
import { useCallback, useEffect, useState } from 'react';
import { Loader2 } from 'lucide-react';
import { PaytrFrame } from '@/features/payments/components/shared/paytr-frame';
import { Button } from '@/components/ui/button';
import type { PaymentOutcome } from '@/features/payments/rules/return-message';
import { FRAME_RETURN_MESSAGE, useRegistrationStatus, type SettledRegistrationState } from './use-registration-status';

export function PaymentStep({ iframeUrl, merchantOid, onSettled, onReturnedOk, onCancel }: {
  iframeUrl: string;
  merchantOid: string;
  onSettled: (state: SettledRegistrationState) => void;
  /** The frame came back to the ok URL but PayTR's notification has not arrived yet. */
  onReturnedOk: () => void;
  onCancel: () => void;
}) {
  const { state, refresh } = useRegistrationStatus(merchantOid);
  const [returnedOk, setReturnedOk] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const onReturn = useCallback((outcome: PaymentOutcome) => {
    setReturnedOk(outcome === 'ok');
    refresh();
  }, [refresh]);

  useEffect(() => {
    if (state.kind !== 'pending' && state.kind !== 'loading' && state.kind !== 'not-found') onSettled(state);
    else if (state.kind === 'pending' && returnedOk) onReturnedOk();
  }, [state, returnedOk, onSettled, onReturnedOk]);

  /**
   * Going back cancels the order first, so its PayTR page cannot be paid any more (a success
   * PayTR still reports goes to the operators' review list). When it was no longer pending
   * (paid meanwhile) the status decides instead.
   */
  async function cancel() {
    setCancelling(true);
    let cancelled = true;
    try {
      const res = await fetch(`/api/registrations/${encodeURIComponent(merchantOid)}/cancel`, { method: 'POST' });
      if (res.ok) cancelled = ((await res.json()) as { cancelled?: boolean }).cancelled !== false;
    } catch { /* offline: go back anyway; the order expires with PayTR's page */ }
    setCancelling(false);
    if (cancelled) onCancel();
    else refresh();
  }

  return (
    <div className="space-y-4">
      <PaytrFrame iframeUrl={iframeUrl} merchantOid={merchantOid} returnMessage={FRAME_RETURN_MESSAGE}
        pending={state.kind === 'pending' || state.kind === 'loading'} onReturn={onReturn} />
      <Button type="button" variant="outline" onClick={() => void cancel()} disabled={cancelling} aria-busy={cancelling}>
        {cancelling ? <><Loader2 className="size-4 animate-spin" aria-hidden="true" /> İptal ediliyor…</> : 'Ödemeden vazgeç ve geri dön'}
      </Button>
    </div>
  );
}
