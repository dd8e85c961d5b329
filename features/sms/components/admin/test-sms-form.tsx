'use client';
// 'Test SMS Gönder': one text to a mobile number, handed to the provider at once; shows what the
// provider answered (its message id, or its error in Turkish) and what the text costs. The list
// below is re-read afterwards, where its delivery report appears.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { errorProps, FormField } from '@/components/kit/form-field';
import { PhoneInput } from '@/components/kit/phone-input';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { AttemptResult } from '@/components/kit/attempt-result';
import { sendTestSmsAction } from '@/features/sms/actions.admin';
import { billedParts } from '@/features/sms/rules/encoding';
import { smsCostLabel } from '@/features/sms/rules/labels';
import { isMobileNumber } from '@/features/sms/rules/recipients';
import { DEFAULT_TEST_TEXT, TEST_PHONE_INVALID, TEST_TEXT_MAX, TEST_TEXT_REQUIRED } from '@/features/sms/schema';
import type { SmsAttemptResult } from '@/features/sms/server/test-sms';

const OUTCOME_LABEL: Record<SmsAttemptResult['outcome'], string> = {
  sent: 'Gönderildi', retrying: 'Gönderilemedi, otomatik olarak yeniden denenecek', failed: 'Gönderilemedi',
  not_configured: 'SMS ayarları yapılmamış', busy: 'Başka bir sunucu gönderiyor',
};

export function TestSmsForm() {
  const router = useRouter();
  const [to, setTo] = useState('');
  const [text, setText] = useState(DEFAULT_TEST_TEXT);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ to?: string; text?: string; form?: string }>({});
  const [result, setResult] = useState<SmsAttemptResult | null>(null);
  // The same count the outbox bills with (Netgsm's Turkish encoding, the operator's code appended).
  const cost = billedParts(text.trim(), { turkishShift: true });

  async function send() {
    const local = { to: isMobileNumber(to) ? undefined : TEST_PHONE_INVALID, text: text.trim() ? undefined : TEST_TEXT_REQUIRED };
    setErrors(local);
    setResult(null);
    if (local.to || local.text) return;
    setBusy(true);
    try {
      const answer = await sendTestSmsAction({ to, text });
      if (answer.ok) setResult(answer.data);
      else setErrors({ to: answer.fieldErrors?.to, text: answer.fieldErrors?.text, form: answer.fieldErrors ? undefined : answer.error });
      router.refresh();
    } catch {
      setErrors({ form: 'İşlem tamamlanamadı. Lütfen tekrar deneyin.' });
    } finally {
      setBusy(false);
    }
  }

  const facts: [string, string][] = result ? [
    ['Sonuç', OUTCOME_LABEL[result.outcome]],
    ['Mesaj kimliği', result.providerId ?? '—'],
    ...(result.error ? [['Hata', result.error] as [string, string]] : []),
  ] : [];
  return (
    <form noValidate aria-busy={busy} onSubmit={(e) => { e.preventDefault(); if (!busy) void send(); }} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_1fr]">
        <FormField id="sms-test-to" label="Cep telefonu" error={errors.to}>
          <PhoneInput id="sms-test-to" value={to} onValueChange={setTo} {...errorProps('sms-test-to', errors.to)} />
        </FormField>
        <FormField id="sms-test-text" label="Mesaj metni" error={errors.text}>
          <Textarea id="sms-test-text" rows={2} maxLength={TEST_TEXT_MAX} value={text} onChange={(e) => setText(e.target.value)}
            aria-describedby={errors.text ? 'sms-test-cost sms-test-text-error' : 'sms-test-cost'} aria-invalid={errors.text ? true : undefined} />
          <p id="sms-test-cost" className="text-xs text-muted-foreground">{smsCostLabel(cost.parts, cost.encoding)}</p>
        </FormField>
      </div>
      {errors.form ? <p role="alert" className="text-sm text-destructive">{errors.form}</p> : null}
      <div><Button type="submit" disabled={busy}>{busy ? 'Gönderiliyor...' : 'Test SMS Gönder'}</Button></div>
      {result ? <AttemptResult ok={result.outcome === 'sent'} facts={facts} testId="sms-test-result" /> : null}
    </form>
  );
}
