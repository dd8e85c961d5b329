'use client';
// The completion page's states: missing order id (back to / shortly), unknown order, waiting
// for PayTR (polling, until PayTR's 30 minutes end), completed (plan, salon code, username, the
// way to /panel/giris and the setup steps), failed or expired (reason and a way back), and paid
// but under an operator's review ('Ödemeniz alındı, kaydınız inceleniyor').
import { useEffect, useSyncExternalStore } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Clock, Loader2, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import type { RegistrationStatus } from '@/features/registration/server/registrations';
import { paidSuccessMessage, RegistrationSuccess } from './registration-success';
import { FRAME_RETURN_MESSAGE, stateOf, useRegistrationStatus, type FrameReturnMessage } from './use-registration-status';

const noSubscription = () => () => {};

export const MISSING_OID_MESSAGE = 'Ödeme bilgisi bulunamadı.';
export const NOT_FOUND_MESSAGE = 'Kayıt verileri bulunamadı';

export function CompletionStatus({ merchantOid, initial, outcomeHint }: {
  merchantOid: string | null;
  initial: RegistrationStatus | 'missing' | 'not-found';
  outcomeHint: 'ok' | 'fail';
}) {
  const router = useRouter();
  // Inside PayTR's frame (the return URL opened there): never true on the server.
  const framed = useSyncExternalStore(noSubscription, () => window.top !== window.self, () => false);
  const polling = merchantOid && typeof initial === 'object' && initial.status === 'pending' ? merchantOid : null;
  const { state } = useRegistrationStatus(framed ? null : polling);

  useEffect(() => {
    // Loaded inside PayTR's frame: hand over to the wizard (same origin) and stay quiet.
    if (framed && merchantOid) {
      const message: FrameReturnMessage = { type: FRAME_RETURN_MESSAGE, merchantOid, outcome: outcomeHint };
      window.parent.postMessage(message, window.location.origin);
    }
  }, [framed, merchantOid, outcomeHint]);

  useEffect(() => {
    if (framed) return;
    if (initial === 'missing') {
      const t = setTimeout(() => router.replace('/'), 3000);
      return () => clearTimeout(t);
    }
    if (initial === 'not-found') toast({ title: 'Hata', description: 'Salon kaydedilirken hata oluştu. Lütfen destek ile iletişime geçin.', variant: 'destructive' });
  }, [initial, framed, router]);

  if (framed) {
    return <p role="status" className="flex items-center justify-center gap-2 py-10"><Loader2 className="size-5 animate-spin" aria-hidden="true" /> Ödeme sonucu kontrol ediliyor…</p>;
  }
  if (initial === 'missing') {
    return <Problem title={MISSING_OID_MESSAGE} detail="Ana sayfaya yönlendiriliyorsunuz…" />;
  }
  if (initial === 'not-found' || state.kind === 'not-found') return <Problem title={NOT_FOUND_MESSAGE} />;

  const current = polling ? state : stateOf(initial);
  if (current.kind === 'completed') {
    return <RegistrationSuccess message={paidSuccessMessage(current.planName)} salonCode={current.salonCode} username={current.username} />;
  }
  if (current.kind === 'failed') {
    return <Problem title="Ödeme Başarısız" detail={current.reason} retry />;
  }
  if (current.kind === 'expired') return <Problem title="Ödeme süresi doldu" detail={current.reason} retry />;
  if (current.kind === 'review') {
    return (
      <section role="status" className="space-y-4 py-10 text-center">
        <Clock className="mx-auto size-12 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{current.title}</h1>
        <p className="text-muted-foreground">{current.message}</p>
        <Button asChild variant="outline"><Link href="/">Ana Sayfa</Link></Button>
      </section>
    );
  }
  return (
    <section role="status" aria-live="polite" className="space-y-4 py-10 text-center">
      <Loader2 className="mx-auto size-12 animate-spin text-primary" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Ödemeniz onaylanıyor…</h1>
      <p className="text-muted-foreground">PayTR ödemenizi bize bildirdiğinde salonunuz etkinleşir. Bu sayfa kendiliğinden yenilenir; kapatmayın.</p>
    </section>
  );
}

function Problem({ title, detail, retry = false }: { title: string; detail?: string; retry?: boolean }) {
  return (
    <section role="alert" className="space-y-4 py-10 text-center">
      <XCircle className="mx-auto size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{title}</h1>
      {detail ? <p className="text-muted-foreground">{detail}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">
        {retry ? <Button asChild><Link href="/salon-kayit">Kayda geri dön</Link></Button> : null}
        <Button asChild variant="outline"><Link href="/">Ana Sayfa</Link></Button>
      </div>
    </section>
  );
}
