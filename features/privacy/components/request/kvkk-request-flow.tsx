'use client';
// /kvkk/basvuru as three steps in one place: the form, the e-mail code (e-mail requests only),
// and the receipt with the due date. What was typed is kept when the visitor goes back to send
// the form again (a code that did not arrive, a typo in the address).
import { useState } from 'react';
import type { KvkkRequestFormValues } from '@/features/privacy/schema.requests';
import { CodeStep } from './code-step';
import { DoneStep } from './done-step';
import { EMPTY_REQUEST, RequestForm } from './request-form';

type Step =
  | { step: 'form'; returned?: true }
  | { step: 'code'; requestId: string; email: string }
  | { step: 'done'; channel: 'email' | 'phone'; contact: string; dueAt: string };

export function KvkkRequestFlow() {
  const [values, setValues] = useState<KvkkRequestFormValues>(EMPTY_REQUEST);
  const [step, setStep] = useState<Step>({ step: 'form' });

  if (step.step === 'code') {
    return (
      <CodeStep requestId={step.requestId} email={step.email} onBack={() => setStep({ step: 'form', returned: true })}
        onVerified={(dueAt) => setStep({ step: 'done', channel: 'email', contact: step.email, dueAt })} />
    );
  }
  if (step.step === 'done') return <DoneStep channel={step.channel} contact={step.contact} dueAt={step.dueAt} />;
  return (
    <RequestForm initial={values} returned={step.returned} onSent={(sent, result) => {
      setValues(sent);
      const email = String(sent.email ?? '').trim().toLowerCase();
      const phone = String(sent.phone ?? '').replace(/\D/g, '');
      setStep(result.channel === 'email'
        ? { step: 'code', requestId: result.requestId, email }
        : { step: 'done', channel: 'phone', contact: phone, dueAt: result.dueAt });
    }} />
  );
}
