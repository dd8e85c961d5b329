'use client';
// 'Planı Yükselt' (from the trial) / 'Yenile' (a paid plan): the owner picks the monthly or
// yearly plan (radio cards), confirms the price and the new end date in a dialog, then pays in
// PayTR's frame. The price sent is the one shown: when an operator changed it meanwhile, the
// server answers with the new price, the dialog shows it and the owner confirms again. Only
// PayTR's verified notification extends the subscription; this polls for it, then re-reads the
// page (new end date, the payment in the history).
import { useCallback, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Check, CheckCircle2 } from 'lucide-react';
import { startRenewalAction } from '@/features/subscriptions/actions.panel';
import {
  AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { formatPrice } from '@/platform/text/format';
import { INTERVAL_LABELS } from '@/features/subscriptions/rules/plans';
import { cn } from '@/components/ui/utils';
import { formatLongDay } from './format';
import { PaymentFrame } from './payment-frame';
import type { OrderState } from './use-order-status';

export interface RenewalPlan {
  id: string;
  name: string;
  interval: 'monthly' | 'yearly';
  price: number;
  /** ISO: where the subscription would end if paid now (from the later of now and the current end). */
  endsOn: string;
}

type Step =
  | { kind: 'choose' }
  | { kind: 'paying'; merchantOid: string; iframeUrl: string }
  | { kind: 'paid'; endDate: string | null }
  | { kind: 'failed'; reason: string };

export function RenewalForm({ plans, actionLabel }: { plans: RenewalPlan[]; actionLabel: 'Planı Yükselt' | 'Yenile' }) {
  const router = useRouter();
  const [planId, setPlanId] = useState(plans[0]?.id ?? '');
  // Prices the server said changed, shown instead of the page's until it is re-read.
  const [prices, setPrices] = useState<Record<string, number>>({});
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const plan = plans.find((p) => p.id === planId);
  const priceOf = (p: RenewalPlan) => prices[p.id] ?? p.price;

  const onSettled = useCallback((state: Extract<OrderState, { kind: 'paid' | 'failed' }>) => {
    if (state.kind === 'paid') {
      setStep({ kind: 'paid', endDate: state.endDate });
      toast({ title: 'Ödeme alındı', description: 'Aboneliğiniz uzatıldı.' });
    } else {
      setStep({ kind: 'failed', reason: state.reason });
    }
    router.refresh();
  }, [router]);

  async function pay() {
    if (!plan) return;
    setBusy(true);
    setNotice(null);
    try {
      const result = await startRenewalAction({ planId: plan.id, price: priceOf(plan) });
      if (!result.ok) {
        setNotice({ tone: 'error', text: result.error });
      } else if (result.data.kind === 'price_changed') {
        const price = result.data.price;
        setPrices((p) => ({ ...p, [plan.id]: price }));
        setNotice({ tone: 'info', text: result.data.message });
      } else {
        setOpen(false);
        setStep({ kind: 'paying', merchantOid: result.data.merchantOid, iframeUrl: result.data.iframeUrl });
      }
    } catch {
      setNotice({ tone: 'error', text: 'İşlem tamamlanamadı. Lütfen tekrar deneyin.' });
    } finally {
      setBusy(false);
    }
  }

  if (plans.length === 0) {
    return <p className="rounded-lg border border-dashed bg-card p-4 text-sm text-muted-foreground">Şu anda satın alınabilecek bir plan yok. Lütfen daha sonra tekrar deneyin.</p>;
  }

  if (step.kind === 'paying') {
    return (
      <PaymentFrame key={step.merchantOid} iframeUrl={step.iframeUrl} merchantOid={step.merchantOid}
        onSettled={onSettled} onCancel={() => setStep({ kind: 'choose' })} />
    );
  }

  return (
    <div className="grid gap-4">
      {step.kind === 'paid' ? (
        <p role="status" className="flex items-start gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-900">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Ödemeniz alındı. {step.endDate ? `Aboneliğiniz ${formatLongDay(step.endDate)} tarihine kadar uzatıldı.` : 'Aboneliğiniz uzatıldı.'} Makbuz e-posta adresinize gönderildi.
        </p>
      ) : null}
      {step.kind === 'failed' ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <span className="font-semibold">Ödeme Başarısız. </span><span className="user-text">{step.reason}</span> Aboneliğiniz değişmedi; tekrar deneyebilirsiniz.
        </p>
      ) : null}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Plan seçin</legend>
        {plans.map((p) => {
          const checked = p.id === planId;
          return (
            <label key={p.id} data-testid="renewal-plan"
              className={cn('flex cursor-pointer flex-col gap-1 rounded-xl border bg-card p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                checked ? 'border-primary ring-2 ring-primary' : 'hover:border-primary/50')}>
              <input type="radio" name="renewal-plan" value={p.id} checked={checked} onChange={() => { setPlanId(p.id); setNotice(null); }} className="sr-only" />
              <span className="flex items-start justify-between gap-2">
                <span className="user-text font-semibold">{p.name}</span>
                <span aria-hidden="true" className={cn('flex size-5 shrink-0 items-center justify-center rounded-full border',
                  checked ? 'border-primary bg-primary text-primary-foreground' : 'border-muted-foreground/40')}>
                  {checked ? <Check className="size-3" /> : null}
                </span>
              </span>
              <span className="text-sm text-muted-foreground">{INTERVAL_LABELS[p.interval]}</span>
              <span className="text-xl font-bold tabular-nums">
                {formatPrice(priceOf(p))}<span className="text-sm font-normal text-muted-foreground"> / {p.interval === 'yearly' ? 'yıl' : 'ay'}</span>
              </span>
              <span className="text-xs text-muted-foreground">Yeni bitiş: {formatLongDay(p.endsOn)}</span>
            </label>
          );
        })}
      </fieldset>
      <Button type="button" className="justify-self-start" disabled={!plan} onClick={() => { setNotice(null); setOpen(true); }}>{actionLabel}</Button>

      <AlertDialog open={open} onOpenChange={(next) => { if (!busy) setOpen(next); }}>
        <AlertDialogContent onEscapeKeyDown={(e) => { if (busy) e.preventDefault(); }}>
          <AlertDialogHeader>
            <AlertDialogTitle>{plan ? `${plan.name}: ${formatPrice(priceOf(plan))}` : actionLabel}</AlertDialogTitle>
            <AlertDialogDescription>
              {plan ? `Ödeme PayTR ile alınır. Ödemeniz onaylanınca aboneliğiniz ${formatLongDay(plan.endsOn)} tarihine kadar uzar.` : ''}
            </AlertDialogDescription>
          </AlertDialogHeader>
          {notice ? (
            <p role="alert" className={cn('rounded-lg p-3 text-sm', notice.tone === 'error' ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-900')}>
              {notice.text}
            </p>
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Vazgeç</AlertDialogCancel>
            <Button disabled={busy} onClick={() => void pay()}>{busy ? 'Hazırlanıyor...' : 'Ödemeye Geç'}</Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
