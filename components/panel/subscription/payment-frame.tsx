'use client';
// PayTR's payment page in a frame (800 px, with PayTR's iframeResizer), as in the registration
// wizard. What the owner is told comes from our server (polling the order), never from the
// frame: when the frame returns to our page it only prompts an immediate re-check.
import { useEffect, useState } from 'react';
import Script from 'next/script';
import { Loader2, Lock } from 'lucide-react';
import { PAYMENT_FRAME_HEIGHT } from '@/components/registration/payment-step';
import { Button } from '@/components/ui/button';
import { SUBSCRIPTION_RETURN_MESSAGE, type SubscriptionReturnMessage } from '@/lib/subscription/schema';
import { useOrderStatus, type OrderState } from './use-order-status';

export function PaymentFrame({ iframeUrl, merchantOid, onSettled, onCancel }: {
  iframeUrl: string;
  merchantOid: string;
  onSettled: (state: Extract<OrderState, { kind: 'paid' | 'failed' }>) => void;
  onCancel: () => void;
}) {
  const { state, refresh } = useOrderStatus(merchantOid);
  const [returned, setReturned] = useState(false);
  const apiOrigin = new URL(iframeUrl).origin;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      const data = event.data as Partial<SubscriptionReturnMessage> | null;
      if (data?.type !== SUBSCRIPTION_RETURN_MESSAGE || data.merchantOid !== merchantOid) return;
      setReturned(true);
      refresh();
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [merchantOid, refresh]);

  useEffect(() => {
    if (state.kind === 'paid' || state.kind === 'failed') onSettled(state);
  }, [state, onSettled]);

  const waiting = returned && (state.kind === 'pending' || state.kind === 'loading');
  return (
    <div className="grid gap-4">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Lock className="size-4 shrink-0" aria-hidden="true" /> Ödemeniz PayTR güvenli ödeme sayfasında alınır; kart bilgileriniz bize ulaşmaz.
      </p>
      {waiting ? (
        <p role="status" className="flex items-center gap-2 rounded-lg bg-secondary p-3 text-sm">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Ödeme sonucu bekleniyor…
        </p>
      ) : null}
      <Script src={`${apiOrigin}/js/iframeResizer.min.js`} strategy="afterInteractive"
        onLoad={() => { window.iFrameResize?.({}, '#paytriframe'); }} />
      <iframe id="paytriframe" src={iframeUrl} title="PayTR güvenli ödeme sayfası"
        className={waiting ? 'hidden' : 'w-full rounded-xl border bg-white'} style={{ height: PAYMENT_FRAME_HEIGHT }} />
      <Button type="button" variant="outline" className="justify-self-start" onClick={onCancel}>Ödemeden vazgeç</Button>
    </div>
  );
}
