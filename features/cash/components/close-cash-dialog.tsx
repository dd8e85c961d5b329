'use client';
// 'Kasayı Kapat': the count at the end of a drawer session. The desk types what it counted (and a
// note if it wants to explain a difference) and sees, as it types, the expected amount and the
// difference; then a confirmation step, because a closed session can never be changed. The
// server computes the expected amount again under the session's lock (payments may have come in
// since the page loaded), so the result shown afterwards is the server's: the page opens with
// `?kapanan=<session>`, which shows the closed session's figures and the link to Gün Sonu.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { Lock } from 'lucide-react';
import { closeCashAction } from '@/features/cash/actions.panel';
import { closeCashForm } from '@/features/cash/schema';
import { parseLira } from '@/features/bills/rules/money';
import { errorProps, FormField } from '@/components/kit/form-field';
import { firstFieldErrors } from '@/components/kit/validation-toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/components/ui/utils';
import { NO_CONNECTION_MESSAGE } from '@/platform/actions/result';
import { formatKurus } from '@/platform/text/format';
import { AmountList, Difference } from './cash-amounts';

type Errors = Partial<Record<'counted' | 'note', string>>;

export function CloseCashDialog({ expected, className }: { expected: number; className?: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<'count' | 'confirm'>('count');
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const countedRef = useRef<HTMLInputElement>(null);

  // Each step starts where the keyboard should be: the summary to read, or the field to correct.
  useEffect(() => {
    if (!open) return;
    (step === 'confirm' ? summaryRef.current : countedRef.current)?.focus();
  }, [open, step]);

  const typed = counted.trim() === '' ? null : parseLira(counted);
  const parsed = closeCashForm.safeParse({ counted, note });

  function onOpenChange(next: boolean) {
    if (busy) return;
    if (next) { setStep('count'); setCounted(''); setNote(''); setErrors({}); }
    setOpen(next);
  }

  function review(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) { setErrors(firstFieldErrors(parsed.error)); return; }
    setErrors({});
    setStep('confirm');
  }

  async function close() {
    if (!parsed.success) return;
    setBusy(true);
    try {
      const result = await closeCashAction(parsed.data);
      if (result.ok) {
        toast({ title: 'Başarılı', description: result.message ?? 'Kasa kapatıldı' });
        setOpen(false);
        router.replace(`/panel/kasa?kapanan=${result.data.id}`);
        return;
      }
      toast({ title: 'Hata', description: result.error, variant: 'destructive' });
      if (result.fieldErrors) { setErrors(result.fieldErrors); setStep('count'); }
      router.refresh();
    } catch {
      toast({ title: 'Bağlantı yok', description: NO_CONNECTION_MESSAGE, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button className={cn('h-11', className)} data-testid="cash-close-button"><Lock aria-hidden="true" /> Kasayı Kapat</Button>
      </DialogTrigger>
      <DialogContent onInteractOutside={(e) => { if (busy) e.preventDefault(); }} onEscapeKeyDown={(e) => { if (busy) e.preventDefault(); }}>
        <DialogHeader>
          <DialogTitle>{step === 'count' ? 'Kasayı kapat' : 'Kasa kapatılsın mı?'}</DialogTitle>
          <DialogDescription>
            {step === 'count'
              ? 'Çekmecedeki nakdi sayın ve toplamı yazın.'
              : 'Kapatılan kasa değiştirilemez. Beklenen tutar, kapatma anındaki kayıtlarla yeniden hesaplanır.'}
          </DialogDescription>
        </DialogHeader>
        {step === 'count' ? (
          <form noValidate onSubmit={review} className="grid gap-4">
            <FormField id="close-counted" label="Sayılan tutar (₺)" error={errors.counted}>
              <Input id="close-counted" ref={countedRef} value={counted} onChange={(e) => setCounted(e.target.value)} inputMode="decimal"
                autoComplete="off" placeholder="0,00" className="h-11 text-right text-base tabular-nums" {...errorProps('close-counted', errors.counted)} />
            </FormField>
            <AmountList label="Sayım özeti" rows={[
              { label: 'Beklenen', value: formatKurus(expected), testId: 'close-expected' },
              { label: 'Fark', value: typed === null ? '—' : <Difference kurus={typed - expected} />, testId: 'close-difference' },
            ]} />
            {/* Read out once the typing settles, not with every keystroke's layout. */}
            <p className="sr-only" aria-live="polite">
              {typed === null ? '' : `Fark ${formatKurus(typed - expected)}${typed < expected ? ' eksik' : typed > expected ? ' fazla' : ''}`}
            </p>
            <FormField id="close-note" label="Not (isteğe bağlı)" error={errors.note}>
              <Textarea id="close-note" value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} rows={3}
                placeholder="Ör. Farkın nedeni" {...errorProps('close-note', errors.note)} />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" className="h-11 sm:h-10" onClick={() => onOpenChange(false)}>Vazgeç</Button>
              <Button type="submit" className="h-11 sm:h-10">Devam</Button>
            </DialogFooter>
          </form>
        ) : (
          <div className="grid gap-4" aria-busy={busy}>
            <div ref={summaryRef} tabIndex={-1} className="rounded-lg border p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring" data-testid="close-summary">
              <AmountList label="Kapanış özeti" rows={[
                { label: 'Beklenen', value: formatKurus(expected) },
                { label: 'Sayılan', value: parsed.success ? formatKurus(parsed.data.counted) : '—', testId: 'close-counted-amount' },
                { label: 'Fark', value: parsed.success ? <Difference kurus={parsed.data.counted - expected} /> : '—', strong: true },
              ]} />
              {parsed.success && parsed.data.note ? <p className="user-text mt-2 text-sm text-muted-foreground">Not: {parsed.data.note}</p> : null}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" className="h-11 sm:h-10" disabled={busy} onClick={() => setStep('count')}>Geri</Button>
              <Button type="button" className="h-11 sm:h-10" disabled={busy} aria-busy={busy} onClick={() => void close()}>
                {busy ? 'Kapatılıyor...' : 'Evet, Kasayı Kapat'}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
