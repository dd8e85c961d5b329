'use client';
// The end of a registration (trial at once, paid once PayTR confirmed): the salon code, large
// and copyable, and what to do next.
import { useState } from 'react';
import Link from 'next/link';
import { CheckCircle2, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';

export const TRIAL_SUCCESS_MESSAGE = 'Salonunuz başarıyla kaydedildi! 14 günlük ücretsiz deneme süreniz başladı.';

export function paidSuccessMessage(planName: string): string {
  return `Salonunuz başarıyla kaydedildi! ${planName} aboneliğiniz etkinleştirildi.`;
}

export function RegistrationSuccess({ message, salonCode }: { message: string; salonCode: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(salonCode);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }
  return (
    <section aria-labelledby="registration-done" className="space-y-6 text-center">
      <CheckCircle2 className="mx-auto size-14 text-success" aria-hidden="true" />
      <h2 id="registration-done" className="text-xl font-bold sm:text-2xl">{message}</h2>
      <div className="mx-auto max-w-sm rounded-2xl border-2 border-primary/40 bg-primary/5 p-5">
        <p className="text-sm text-muted-foreground">Salon kodunuz</p>
        <p data-testid="salon-code" className="mt-1 select-all font-mono text-4xl font-extrabold tracking-[0.3em]">{salonCode}</p>
        <Button type="button" variant="outline" size="sm" className="mt-3" onClick={copy}>
          <Copy className="size-4" aria-hidden="true" /> {copied ? 'Kopyalandı' : 'Kodu kopyala'}
        </Button>
        <p className="sr-only" aria-live="polite">{copied ? 'Salon kodu kopyalandı' : ''}</p>
      </div>
      <div className="mx-auto max-w-lg rounded-xl bg-secondary/60 p-4 text-left text-sm">
        <h3 className="mb-2 font-semibold">Sırada ne var?</h3>
        <ol className="list-decimal space-y-1 pl-5">
          <li>Salon uygulamasını açın.</li>
          <li>Salon kodunuz, kullanıcı adınız ve şifrenizle giriş yapın.</li>
          <li>Personelinizi, hizmetlerinizi ve çalışma saatlerinizi ekleyin.</li>
        </ol>
        <p className="mt-2 text-muted-foreground">Salon kodunuz e-posta adresinize de gönderildi.</p>
      </div>
      <Button asChild variant="outline"><Link href="/">Ana Sayfaya Dön</Link></Button>
    </section>
  );
}
