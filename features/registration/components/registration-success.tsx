'use client';
// The end of a registration (trial at once, paid once PayTR confirmed): the salon code, large
// and copyable, the username, the way into the salon panel and the setup steps without which
// the salon is in no list and takes no booking (features/registration/server/panel-setup.ts).
import { useState } from 'react';
import Link from 'next/link';
import { CheckCircle2, Copy, LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PANEL_SETUP_NOTE, PANEL_SETUP_STEPS, panelSignInPath } from '@/features/registration/server/panel-setup';

export const TRIAL_SUCCESS_MESSAGE = 'Salonunuz başarıyla kaydedildi! 14 günlük ücretsiz deneme süreniz başladı.';

export function paidSuccessMessage(planName: string): string {
  return `Salonunuz başarıyla kaydedildi! ${planName} aboneliğiniz etkinleştirildi.`;
}

export function RegistrationSuccess({ message, salonCode, username }: { message: string; salonCode: string; username: string }) {
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
      {username ? (
        <p className="text-sm">
          Kullanıcı adınız: <strong data-testid="owner-username" className="break-all font-mono">{username}</strong>
        </p>
      ) : null}
      <Button asChild variant="brand" size="lg">
        <Link href={panelSignInPath(salonCode, username)}><LogIn className="size-4" aria-hidden="true" /> Salon Paneline Giriş Yap</Link>
      </Button>
      <div className="mx-auto max-w-lg rounded-xl bg-secondary/60 p-4 text-left text-sm">
        <h3 className="mb-2 font-semibold">Salonunuzu hazırlayın</h3>
        <p className="mb-2">Salon panelinde salon kodunuz, kullanıcı adınız ve şifrenizle giriş yapın, sonra:</p>
        {/* The steps carry their own numbers (the e-mail says them the same way). */}
        <ol className="space-y-1" data-testid="setup-steps">
          {PANEL_SETUP_STEPS.map((step) => <li key={step}>{step}</li>)}
        </ol>
        <p className="mt-2 text-muted-foreground">{PANEL_SETUP_NOTE} Salon kodunuz e-posta adresinize de gönderildi.</p>
      </div>
      <Button asChild variant="outline"><Link href="/">Ana Sayfaya Dön</Link></Button>
    </section>
  );
}
