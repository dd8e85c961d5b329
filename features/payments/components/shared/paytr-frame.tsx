'use client';
// PayTR's payment page in a frame (800 px, with PayTR's iframeResizer), for the registration
// wizard's payment and the panel's subscription renewal. What the user is told comes from our
// server (the caller polls it), never from the frame: when the frame returns to our page, our
// return page posts `returnMessage`, which only prompts an immediate re-check (`onReturn`).
// Renders the note, the waiting line and the frame; the caller puts its own way back below.
import { useEffect, useState } from 'react';
import Script from 'next/script';
import { Loader2, Lock } from 'lucide-react';
import type { PaymentOutcome, PaymentReturnMessage } from '@/features/payments/rules/return-message';

declare global {
  interface Window { iFrameResize?: (options: object, selector: string) => unknown }
}

const PAYMENT_FRAME_HEIGHT = 800;


export function PaytrFrame({ iframeUrl, merchantOid, returnMessage, pending, onReturn }: {
  iframeUrl: string;
  merchantOid: string;
  /** The `type` of the message our return page posts (one per flow). */
  returnMessage: string;
  /** Our server has no outcome yet (pending or not asked yet): after the return, say we wait. */
  pending: boolean;
  /** The frame came back to our page, with the outcome PayTR's redirect hinted at. */
  onReturn: (outcome: PaymentOutcome) => void;
}) {
  const [returned, setReturned] = useState(false);
  const apiOrigin = new URL(iframeUrl).origin;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      const data = event.data as Partial<PaymentReturnMessage> | null;
      if (data?.type !== returnMessage || data.merchantOid !== merchantOid) return;
      setReturned(true);
      onReturn(data.outcome === 'ok' ? 'ok' : 'fail');
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [merchantOid, returnMessage, onReturn]);

  const waiting = returned && pending;
  return (
    <>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Lock className="size-4 shrink-0" aria-hidden="true" /> Ödemeniz PayTR güvenli ödeme sayfasında alınır; kart bilgileriniz bize ulaşmaz.
      </p>
      {waiting ? (
        <p role="status" className="flex items-center gap-2 rounded-lg bg-secondary p-3 text-sm">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Ödeme sonucu bekleniyor…
        </p>
      ) : null}
      {/* onReady, not onLoad: Next calls onLoad once per script per page, so a second frame
          (paying again after going back, a retried renewal) would never be resized. */}
      <Script src={`${apiOrigin}/js/iframeResizer.min.js`} strategy="afterInteractive"
        onReady={() => { window.iFrameResize?.({}, '#paytriframe'); }} />
      <iframe id="paytriframe" src={iframeUrl} title="PayTR güvenli ödeme sayfası"
        className={waiting ? 'hidden' : 'w-full rounded-xl border bg-white'} style={{ height: PAYMENT_FRAME_HEIGHT }} />
    </>
  );
}
