'use client';
// Sends a test e-mail to one address and shows the outcome: accepted / rejected, the SMTP
// server's answer and the message id. The outbox list below is re-read afterwards.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { sendTestEmailAction } from '@/features/back-office/actions.email-test.admin';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { TestMailResult } from '@/features/back-office/server/test-mail';
import { AttemptResult } from '@/components/kit/attempt-result';

const OUTCOME_LABEL: Record<TestMailResult['outcome'], string> = {
  accepted: 'Kabul edildi', rejected: 'Reddedildi', not_configured: 'SMTP yapılandırılmamış',
};

export function TestMailForm() {
  const router = useRouter();
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TestMailResult | null>(null);

  async function send() {
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const answer = await sendTestEmailAction({ to });
      if (answer.ok) setResult(answer.data); else setError(answer.fieldErrors?.to ?? answer.error);
      router.refresh();
    } catch {
      setError('İşlem tamamlanamadı. Lütfen tekrar deneyin.');
    } finally {
      setBusy(false);
    }
  }

  const facts: [string, string][] = result ? [
    ['Sonuç', OUTCOME_LABEL[result.outcome]],
    ['Kabul edilen', result.accepted.join(', ') || '—'],
    ['Reddedilen', result.rejected.join(', ') || '—'],
    ['SMTP yanıtı', result.response ?? '—'],
    ['Mesaj kimliği', result.messageId ?? '—'],
    ...(result.error ? [['Hata', result.error] as [string, string]] : []),
  ] : [];
  return (
    <form noValidate aria-busy={busy} onSubmit={(e) => { e.preventDefault(); if (to.trim() && !busy) void send(); }} className="grid gap-4">
      <div className="grid gap-1.5 sm:max-w-md">
        <Label htmlFor="test-to">Alıcı e-posta adresi</Label>
        <Input id="test-to" type="email" value={to} onChange={(e) => setTo(e.target.value)} autoComplete="email"
          aria-invalid={error ? true : undefined} />
        {error ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
      </div>
      <div><Button type="submit" disabled={busy || !to.trim()}>{busy ? 'Gönderiliyor...' : 'Test E-postası Gönder'}</Button></div>
      {result ? <AttemptResult ok={result.outcome === 'accepted'} facts={facts} /> : null}
    </form>
  );
}
