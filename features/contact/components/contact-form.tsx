'use client';
// Contact form (spec §2 #contact): name, e-mail, phone, salon name, message. Checked in the
// browser for instant feedback and again on the server, saved as a contact message; the
// success text stays for 5 seconds.
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LoaderCircle, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { KvkkNotice } from '@/components/kit/kvkk-notice';
import { CONTACT_SUCCESS_MESSAGE, contactMessageSchema, type ContactMessageFormValues, type ContactMessageInput } from '@/features/contact/schema';
import { normalizePhoneInput } from '@/platform/text/phone';
import { sendContactMessage } from '../actions.public';

export const SUCCESS_VISIBLE_MS = 5000;

const EMPTY: ContactMessageFormValues = { name: '', email: '', phone: '', salonName: '', message: '' };

export function ContactForm() {
  // A fresh object per success, so a second message restarts the 5 s even with the same text.
  const [success, setSuccess] = useState<{ text: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ContactMessageFormValues, unknown, ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState: { errors, isSubmitting }, setError, reset } = form;

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await sendContactMessage(values);
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        if (field in EMPTY) setError(field as keyof ContactMessageFormValues, { message });
      }
      setServerError(result.error);
      return;
    }
    reset(EMPTY);
    setSuccess({ text: result.message ?? CONTACT_SUCCESS_MESSAGE });
  });

  const phone = register('phone');

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
      <h3 id="contact-form-title" className="text-xl font-semibold">Bize Yazın</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label="Ad Soyad" required error={errors.name?.message}>
          <Input id="contact-name" autoComplete="name" aria-required="true" aria-invalid={!!errors.name}
            aria-describedby={errors.name ? 'contact-name-error' : undefined} {...register('name')} />
        </Field>
        <Field id="contact-email" label="E-posta" required error={errors.email?.message}>
          <Input id="contact-email" type="email" autoComplete="email" aria-required="true" aria-invalid={!!errors.email}
            aria-describedby={errors.email ? 'contact-email-error' : undefined} {...register('email')} />
        </Field>
        <Field id="contact-phone" label="Telefon" error={errors.phone?.message}>
          <Input id="contact-phone" type="tel" inputMode="numeric" autoComplete="tel" placeholder="05XX XXX XX XX"
            aria-invalid={!!errors.phone} aria-describedby={errors.phone ? 'contact-phone-error' : undefined}
            {...phone}
            onChange={(event) => {
              event.target.value = normalizePhoneInput(event.target.value);
              void phone.onChange(event);
            }} />
        </Field>
        <Field id="contact-salon" label="Salon Adı" error={errors.salonName?.message}>
          <Input id="contact-salon" autoComplete="organization" {...register('salonName')} />
        </Field>
      </div>
      <Field id="contact-message" label="Mesajınız" error={errors.message?.message}>
        <Textarea id="contact-message" rows={4} {...register('message')} />
      </Field>
      <p className="text-sm text-muted-foreground">* ile işaretli alanlar zorunludur.</p>
      <KvkkNotice audience="customer" className="-mt-2" purpose="Kişisel verileriniz mesajınızı yanıtlamak için işlenir." />
      <Button type="submit" variant="brand" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {isSubmitting ? 'Gönderiliyor...' : 'Mesaj Gönder'}
      </Button>
      <div role="status" aria-live="polite">
        {success ? (
          <p className="flex items-center gap-2 rounded-md bg-green-50 px-3 py-2 font-medium text-green-800">
            <CircleCheck className="size-5" aria-hidden="true" />
            {success.text}
          </p>
        ) : null}
      </div>
      {serverError ? <p role="alert" className="text-sm font-medium text-destructive">{serverError}</p> : null}
    </form>
  );
}

function Field({ id, label, required, error, children }: { id: string; label: string; required?: boolean; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}{required ? <span aria-hidden="true"> *</span> : null}</Label>
      {children}
      {error ? <p id={`${id}-error`} className="text-sm text-destructive">{error}</p> : null}
    </div>
  );
}
