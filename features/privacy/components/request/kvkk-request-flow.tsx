'use client';
// /kvkk/basvuru as three steps in one place: the form, the code (mailed to an e-mail, texted to a
// mobile number; a landline has none), and the receipt with the due date. What was typed is kept
// when the visitor goes back to send the form again (a code that did not arrive, a typo).
import { useState } from 'react';
import type { KvkkRequestChannel } from '@/features/privacy/rules/requests';
import type { KvkkRequestFormValues } from '@/features/privacy/schema.requests';
import { CodeStep } from './code-step';
import { DoneStep } from './done-step';
import { EMPTY_REQUEST, RequestForm } from './request-form';

type Step =
  | { step: 'form'; returned?: true }
  | { step: 'code'; requestId: string; channel: KvkkRequestChannel; contact: string }
  | { step: 'done'; channel: KvkkRequestChannel; verified: boolean; contact: string; dueAt: string };

export function KvkkRequestFlow() {
  const [values, setValues] = useState<KvkkRequestFormValues>(EMPTY_REQUEST);
  const [step, setStep] = useState<Step>({ step: 'form' });

  if (step.step === 'code') {
    return (
      <CodeStep requestId={step.requestId} channel={step.channel} contact={step.contact} onBack={() => setStep({ step: 'form', returned: true })}
        onVerified={(dueAt) => setStep({ step: 'done', channel: step.channel, verified: true, contact: step.contact, dueAt })} />
    );
  }
  if (step.step === 'done') return <DoneStep channel={step.channel} verified={step.verified} contact={step.contact} dueAt={step.dueAt} />;
  return (
    <RequestForm initial={values} returned={step.returned} onSent={(sent, result) => {
      setValues(sent);
      const contact = result.channel === 'email'
        ? String(sent.email ?? '').trim().toLowerCase() : String(sent.phone ?? '').replace(/\D/g, '');
      setStep(result.next === 'code'
        ? { step: 'code', requestId: result.requestId, channel: result.channel, contact }
        : { step: 'done', channel: 'phone', verified: false, contact, dueAt: result.dueAt });
    }} />
  );
}
