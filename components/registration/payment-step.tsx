'use client';
// The payment: PayTR's page in a frame (800 px, with PayTR's iframeResizer). What the user
// is told comes from our server (polling the registration), never from the frame: when the
// frame returns to our page it only prompts an immediate re-check.
import { useEffect, useState } from 'react';
import Script from 'next/script';
import { Loader2, Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FRAME_RETURN_MESSAGE, useRegistrationStatus, type FrameReturnMessage, type SettledRegistrationState } from './use-registration-status';

declare global {
  interface Window { iFrameResize?: (options: object, selector: string) => unknown }
}

export const PAYMENT_FRAME_HEIGHT = 800;

export function PaymentStep({ iframeUrl, merchantOid, onSettled, onReturnedOk, onCancel }: {
  iframeUrl: string;
  merchantOid: string;
  onSettled: (state: SettledRegistrationState) => void;
  /** The frame came back to the ok URL but PayTR's notification has not arrived yet. */
  onReturnedOk: () => void;
  onCancel: () => void;
}) {
  const { state, refresh } = useRegistrationStatus(merchantOid);
  const [returned, setReturned] = useState<'ok' | 'fail' | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const apiOrigin = new URL(iframeUrl).origin;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      const data = event.data as Partial<FrameReturnMessage> | null;
      if (data?.type !== FRAME_RETURN_MESSAGE || data.merchantOid !== merchantOid) return;
      setReturned(data.outcome === 'ok' ? 'ok' : 'fail');
      refresh();
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [merchantOid, refresh]);

  useEffect(() => {
    if (state.kind !== 'pending' && state.kind !== 'loading' && state.kind !== 'not-found') onSettled(state);
    else if (state.kind === 'pending' && returned === 'ok') onReturnedOk();
  }, [state, returned, onSettled, onReturnedOk]);

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

  const waiting = returned !== null && (state.kind === 'pending' || state.kind === 'loading');
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Lock className="size-4" aria-hidden="true" /> Ödemeniz PayTR güvenli ödeme sayfasında alınır; kart bilgileriniz bize ulaşmaz.
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
      <Button type="button" variant="outline" onClick={() => void cancel()} disabled={cancelling} aria-busy={cancelling}>
        {cancelling ? <><Loader2 className="size-4 animate-spin" aria-hidden="true" /> İptal ediliyor…</> : 'Ödemeden vazgeç ve geri dön'}
      </Button>
    </div>
  );
}
