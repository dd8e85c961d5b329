'use client';
// /kvkk/basvuru's second step: the 6-digit code from the mail, or from the SMS to a mobile number.
// Wrong tries are counted on the server (5 lock the code); going back keeps what was typed, and
// sending the form again sends a new code (within the budgets).
import { useState } from 'react';
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NO_CONNECTION_MESSAGE } from '@/platform/actions/result';
import { formatPhoneDisplay } from '@/platform/text/phone';
import { CODE_LENGTH, type KvkkRequestChannel } from '@/features/privacy/rules/requests';
import { CODE_FORMAT_MESSAGE } from '@/features/privacy/schema.requests';
import { confirmKvkkRequest } from '../../actions.requests.public';
import { StepHeading } from './step-heading';

export function CodeStep({ requestId, channel, contact, onVerified, onBack }: {
  requestId: string;
  channel: KvkkRequestChannel;
  /** The e-mail address, or the phone's 11 digits. */
  contact: string;
  onVerified: (dueAt: string) => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) { setError(CODE_FORMAT_MESSAGE); return; }
    setBusy(true);
    setError(null);
    try {
      const result = await confirmKvkkRequest({ requestId, code });
      if (result.ok) onVerified(result.data.dueAt);
      else setError(result.error);
    } catch {
      setError(NO_CONNECTION_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-6" aria-labelledby="kvkk-code-title">
      {channel === 'email' ? (
        <>
          <StepHeading id="kvkk-code-title">E-posta adresinizi doğrulayın</StepHeading>
          <p className="leading-relaxed">
            <span className="font-medium break-all">{contact}</span> adresine 6 haneli bir doğrulama kodu gönderdik. Kod 15 dakika
            geçerlidir. E-posta gelmediyse istenmeyen (spam) klasörüne de bakın.
          </p>
        </>
      ) : (
        <>
          <StepHeading id="kvkk-code-title">Telefon numaranızı doğrulayın</StepHeading>
          <p className="leading-relaxed">
            <span className="font-medium whitespace-nowrap">{formatPhoneDisplay(contact)}</span> numarasına SMS ile 6 haneli bir
            doğrulama kodu gönderdik. Kod 15 dakika geçerlidir. SMS birkaç dakika içinde gelmezse başvuruyu yeniden gönderebilirsiniz.
          </p>
        </>
      )}
      <div className="grid gap-2">
        <Label htmlFor="kvkk-code">Doğrulama kodu</Label>
        <Input id="kvkk-code" inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_LENGTH} value={code}
          className="max-w-48 text-center font-mono text-lg tracking-[0.4em]" aria-required="true" aria-invalid={!!error}
          aria-describedby={error ? 'kvkk-code-error' : undefined}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))} />
        {error ? <p id="kvkk-code-error" role="alert" className="text-sm text-destructive">{error}</p> : null}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
          {busy ? 'Doğrulanıyor...' : 'Doğrula'}
        </Button>
        <Button type="button" variant="link" onClick={onBack} disabled={busy}>Kod gelmedi mi? Başvuruyu yeniden gönderin</Button>
      </div>
    </form>
  );
}
