'use client';
// /kvkk/basvuru's first step: what the person asks, how we reach them, and their message. Checked
// in the browser for instant feedback and again on the server. A phone gets the code by SMS when
// it is a mobile number; the phone choice says plainly that a landline gets no text and is called
// back instead.
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { FormAlert } from '@/components/kit/form-alert';
import { KvkkNotice } from '@/components/kit/kvkk-notice';
import { PhoneInput } from '@/components/kit/phone-input';
import { NO_CONNECTION_MESSAGE } from '@/platform/actions/result';
import { KIND_CHOICES, KVKK_REQUEST_KINDS, needsMessage } from '@/features/privacy/rules/requests';
import { kvkkRequestSchema, MESSAGE_MAX, type KvkkRequestFormValues, type KvkkRequestInput } from '@/features/privacy/schema.requests';
import type { SubmittedRequest } from '@/features/privacy/types';
import { sendKvkkRequest } from '../../actions.requests.public';
import { StepHeading } from './step-heading';

export const EMPTY_REQUEST: KvkkRequestFormValues = { kind: 'access', channel: 'email', email: '', phone: '', message: '' };

const CHOICE = 'flex cursor-pointer gap-3 rounded-lg border bg-card p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring';

export function RequestForm({ initial, returned = false, onSent }: {
  initial: KvkkRequestFormValues;
  /** Back from the code step: the heading takes the focus (on first arrival the page keeps it). */
  returned?: boolean;
  onSent: (values: KvkkRequestFormValues, result: SubmittedRequest) => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<KvkkRequestFormValues, unknown, KvkkRequestInput>({ resolver: zodResolver(kvkkRequestSchema), defaultValues: initial });
  const { register, handleSubmit, setError, setValue, clearErrors, getValues, control, formState: { errors, isSubmitting } } = form;
  const channel = useWatch({ control, name: 'channel' });
  const kind = useWatch({ control, name: 'kind' });
  // Only the chosen channel's field is sent: the hidden one is emptied, so a half-typed address
  // there cannot block the form with an error nobody sees.
  const channelField = register('channel', {
    onChange: (event: { target: { value: string } }) => {
      setValue(event.target.value === 'phone' ? 'email' : 'phone', '');
      clearErrors(['email', 'phone']);
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    let result;
    try {
      result = await sendKvkkRequest(values);
    } catch {
      setServerError(NO_CONNECTION_MESSAGE);
      return;
    }
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        if (field in EMPTY_REQUEST) setError(field as keyof KvkkRequestFormValues, { message });
      }
      setServerError(result.error);
      return;
    }
    onSent(getValues(), result.data);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="kvkk-form-title" className="grid gap-6 rounded-2xl border bg-card p-4 shadow-sm sm:p-6">
      {returned ? <StepHeading id="kvkk-form-title">Başvuru Formu</StepHeading>
        : <h2 id="kvkk-form-title" className="text-xl font-semibold">Başvuru Formu</h2>}
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium">Ne istiyorsunuz?</legend>
        {KVKK_REQUEST_KINDS.map((k) => (
          <label key={k} className={CHOICE}>
            <input type="radio" value={k} className="mt-1 size-4 accent-primary" {...register('kind')} />
            <span className="grid gap-0.5">
              <span className="font-medium">{KIND_CHOICES[k].label}</span>
              <span className="text-sm text-muted-foreground">{KIND_CHOICES[k].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium">Size nasıl ulaşalım?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <label className={CHOICE}>
            <input type="radio" value="email" className="mt-1 size-4 accent-primary" {...channelField} />
            <span className="grid gap-0.5">
              <span className="font-medium">E-posta</span>
              <span className="text-sm text-muted-foreground">Size bir doğrulama kodu göndeririz.</span>
            </span>
          </label>
          <label className={CHOICE}>
            <input type="radio" value="phone" className="mt-1 size-4 accent-primary" {...channelField} />
            <span className="grid gap-0.5">
              <span className="font-medium">Telefon</span>
              <span className="text-sm text-muted-foreground">Cep telefonunuza SMS ile bir doğrulama kodu göndeririz.</span>
            </span>
          </label>
        </div>
        {channel === 'phone' ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="kvkk-phone-note">
            Doğrulama kodu yalnızca cep telefonlarına (05XX) SMS ile gönderilebilir. Sabit hat numarası yazarsanız SMS
            gönderilmez: başvurunuz kaydedilir ve kimliğinizi doğrulamak için sizi bu numaradan ararız (gerekirse bir
            e-posta adresi isteriz). Daha hızlı doğrulama için cep telefonu veya e-posta seçebilirsiniz.
          </p>
        ) : null}
      </fieldset>

      {channel === 'email' ? (
        <Field id="kvkk-email" label="E-posta adresiniz" error={errors.email?.message}>
          <Input id="kvkk-email" type="email" autoComplete="email" aria-required="true" aria-invalid={!!errors.email}
            aria-describedby={errors.email ? 'kvkk-email-error' : undefined} {...register('email')} />
        </Field>
      ) : (
        <Field id="kvkk-phone" label="Telefon numaranız" error={errors.phone?.message}>
          {/* The kit's field, as at sign-in: the form holds the bare digits, shown as 0 5XX XXX XX XX. */}
          <Controller control={control} name="phone" render={({ field }) => (
            <PhoneInput id="kvkk-phone" name={field.name} ref={field.ref} onBlur={field.onBlur} value={typeof field.value === 'string' ? field.value : ''} onValueChange={field.onChange}
              aria-required="true" aria-invalid={!!errors.phone} aria-describedby={errors.phone ? 'kvkk-phone-error' : undefined} />
          )} />
        </Field>
      )}

      <Field id="kvkk-message" label={needsMessage(kind) ? 'Açıklamanız' : 'Açıklamanız (isteğe bağlı)'} error={errors.message?.message}>
        <Textarea id="kvkk-message" rows={5} maxLength={MESSAGE_MAX} aria-invalid={!!errors.message}
          aria-describedby={errors.message ? 'kvkk-message-error' : 'kvkk-message-hint'} {...register('message')} />
        <p id="kvkk-message-hint" className="text-xs text-muted-foreground">
          Hangi kayıtla ilgili olduğunu (ör. randevu tarihi, salon) yazmanız başvurunuzu hızlandırır. T.C. kimlik numaranızı yazmanız
          gerekmez; gerekirse ayrıca isteriz.
        </p>
      </Field>

      <KvkkNotice audience="customer" purpose="Kişisel verileriniz başvurunuzu sonuçlandırmak için işlenir." />
      <FormAlert message={serverError} />
      <Button type="submit" variant="brand" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {isSubmitting ? 'Gönderiliyor...' : 'Başvuruyu Gönder'}
      </Button>
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? <p id={`${id}-error`} className="text-sm text-destructive">{error}</p> : null}
    </div>
  );
}
