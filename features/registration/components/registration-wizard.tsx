'use client';
// /salon-kayit: salon → owner → plan (spec 1 §2, §4, §5). Each step is checked in the spec's
// order with its words (the same zod schemas as the server), plus live uniqueness checks. A
// trial registers at once; a paid plan opens PayTR's page and the server's verdict decides.
// Each step is a history entry and the draft lives in the tab's sessionStorage (issue 24).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { ArrowLeft, ArrowRight, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { isValidPhone, toPhoneDigits } from '@/platform/text/phone';
import { TAKEN_MESSAGES } from '@/features/registration/server/clash';
import { orderedStepErrors, PLAN_REQUIRED_MESSAGE } from '@/features/registration/schema';
import { OwnerStep } from './owner-step';
import { PaymentStep } from './payment-step';
import { PlanStep } from './plan-step';
import { RegistrationSuccess, TRIAL_SUCCESS_MESSAGE } from './registration-success';
import { SalonStep, SALON_NAME_IN_DISTRICT_MESSAGE } from './salon-step';
import { StepIndicator, STEP_TITLES } from './step-indicator';
import { inputIdOf, stepOfField, submitRegistration } from './submit-registration';
import { EMPTY_OWNER, EMPTY_SALON, registrationPayload, salonPayload, type FieldErrors, type WizardCity, type WizardPlan } from './types';
import { useAvailability } from './use-availability';
import type { SettledRegistrationState } from './use-registration-status';
import { useStepHistory } from './use-step-history';
import { hasTypedData, reachableStep, readDraft, writeDraft, type WizardStep } from './wizard-draft';

/** Step 3's button before a plan is chosen: it cannot yet promise a trial or a payment. */
export const NO_PLAN_BUTTON_LABEL = 'Kaydı Tamamla';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface RegistrationWizardProps {
  cities: WizardCity[];
  citiesError: boolean;
  plans: WizardPlan[];
  plansUnavailable: boolean;
  initialPlanId: string | null;
}

export function RegistrationWizard({ cities, citiesError, plans: loadedPlans, plansUnavailable, initialPlanId }: RegistrationWizardProps) {
  const router = useRouter();
  const [step, setStep] = useState<WizardStep>(1);
  const [salon, setSalon] = useState(EMPTY_SALON);
  const [owner, setOwner] = useState(EMPTY_OWNER);
  const [planId, setPlanId] = useState(initialPlanId && loadedPlans.some((p) => p.id === initialPlanId) ? initialPlanId : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [payment, setPayment] = useState<{ iframeUrl: string; merchantOid: string } | null>(null);
  const [salonCode, setSalonCode] = useState<string | null>(null);
  // A price the server said changed since the page loaded: the card shows it, the owner confirms it.
  const [newPrices, setNewPrices] = useState<Record<string, number>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<string | null>(null);
  /** The draft was read from storage (until then the empty first render must not overwrite it). */
  const [restored, setRestored] = useState(false);
  // Back, Forward and 'Geri' leave the old step's messages behind.
  const moveTo = useCallback((s: WizardStep) => { setErrors({}); setNotice(null); setStep(s); }, []);
  const steps = useStepHistory(step, moveTo, (wanted) => reachableStep(wanted, salon, owner));

  const salonPhone = toPhoneDigits(salon.phone);
  const ownerPhone = toPhoneDigits(owner.phone);
  const live = {
    salonName: useAvailability({ salonName: salon.name.trim(), districtId: salon.districtId },
      step === 1 && salon.name.trim().length > 0 && salon.districtId !== ''),
    salonPhone: useAvailability({ salonPhone }, step === 1 && isValidPhone(salonPhone)),
    salonEmail: useAvailability({ salonEmail: salon.email.trim() }, step === 1 && EMAIL.test(salon.email.trim())),
    username: useAvailability({ username: owner.username.trim() }, step === 2 && owner.username.trim().length >= 3),
    ownerEmail: useAvailability({ email: owner.email.trim() }, step === 2 && EMAIL.test(owner.email.trim())),
    ownerPhone: useAvailability({ phone: ownerPhone }, step === 2 && isValidPhone(ownerPhone)),
  };

  // Once, after the first render: the tab's draft and the step the address names. Storage is
  // the browser's alone; the server rendered the empty form, so this cannot be initial state.
  const { start } = steps;
  /* eslint-disable react-hooks/set-state-in-effect -- reading sessionStorage after hydration */
  useEffect(() => {
    if (restored) return;
    const draft = readDraft();
    if (draft) {
      setSalon(draft.salon);
      setOwner(draft.owner);
      // A plan named in the link (?plan=) wins over the draft's.
      const linked = loadedPlans.some((p) => p.id === initialPlanId);
      if (!linked && loadedPlans.some((p) => p.id === draft.planId)) setPlanId(draft.planId);
    }
    start((wanted) => reachableStep(wanted, draft?.salon ?? EMPTY_SALON, draft?.owner ?? EMPTY_OWNER));
    setRestored(true);
  }, [restored, start, initialPlanId, loadedPlans]);
  /* eslint-enable react-hooks/set-state-in-effect */

  // The draft follows every change; a finished registration leaves none behind.
  useEffect(() => {
    if (restored) writeDraft(salonCode ? null : { salon, owner, planId });
  }, [restored, salon, owner, planId, salonCode]);

  // Leaving with typed data asks first (not while PayTR's page decides, nor once registered).
  const unsaved = restored && !salonCode && !payment && hasTypedData(salon, owner);
  useEffect(() => {
    if (!unsaved) return;
    const ask = (e: BeforeUnloadEvent) => { e.preventDefault(); e.returnValue = ''; };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  // After a step change focus the step's heading (or the field named in pendingFocus).
  useEffect(() => {
    const id = pendingFocus.current;
    pendingFocus.current = null;
    const target = id ? document.getElementById(id) : heading.current;
    target?.focus();
  }, [step, payment, salonCode]);

  const plans = loadedPlans.map((p) => (p.id in newPrices ? { ...p, price: newPrices[p.id] } : p));
  const plan = plans.find((p) => p.id === planId);

  /** Editing a field clears its old message (a live check may replace it). */
  function clearErrors(prefix: 'salon' | 'owner', patch: object) {
    const keys = Object.keys(patch).map((k) => `${prefix}.${k}`);
    if (keys.some((k) => errors[k])) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k))));
  }

  function show(fieldErrors: FieldErrors, goTo?: 1 | 2 | 3) {
    setErrors(fieldErrors);
    const first = Object.keys(fieldErrors)[0];
    if (!first) return;
    const target = goTo ?? stepOfField(first);
    if (target !== step) { pendingFocus.current = inputIdOf(first); setStep(target); }
    else document.getElementById(inputIdOf(first))?.focus();
  }

  function next() {
    setNotice(null);
    if (step === 1) {
      const list = orderedStepErrors('salon', salonPayload(salon), { phone: live.salonPhone.taken, email: live.salonEmail.taken });
      if (list.length > 0) return show(Object.fromEntries(list.map((e) => [`salon.${e.field}`, e.message])));
      setErrors({});
      // E-mail and phone are prefilled from the salon (spec 1 §2) when still empty.
      setOwner((o) => ({ ...o, email: o.email || salon.email.trim(), phone: o.phone || salon.phone }));
      setStep(2);
    } else if (step === 2) {
      const list = orderedStepErrors('owner', { ...owner, phone: ownerPhone },
        { username: live.username.taken, email: live.ownerEmail.taken, phone: live.ownerPhone.taken });
      if (list.length > 0) return show(Object.fromEntries(list.map((e) => [`owner.${e.field}`, e.message])));
      setErrors({});
      setStep(3);
    } else {
      void submit();
    }
  }

  async function submit() {
    if (!plan) return show({ planId: PLAN_REQUIRED_MESSAGE }, 3);
    setBusy(true);
    const paidPlan = plan.interval !== 'trial';
    const result = await submitRegistration(registrationPayload(salon, owner, plan.id, paidPlan ? plan.price : undefined), paidPlan);
    setBusy(false);
    if (result.kind === 'registered') { setErrors({}); setSalonCode(result.salonCode); return; }
    if (result.kind === 'price_changed') {
      setNewPrices((p) => ({ ...p, [plan.id]: result.price }));
      setNotice(result.error);
      toast({ title: 'Fiyat değişti', description: result.error });
      return;
    }
    if (result.kind === 'payment') { setErrors({}); setPayment(result); return; }
    if (result.kind === 'invalid') {
      toast({ title: 'Hata', description: result.error, variant: 'destructive' });
      return show(result.fieldErrors);
    }
    setNotice(result.error);
    toast({ title: 'Hata', description: result.error, variant: 'destructive' });
  }

  const onSettled = useCallback((state: SettledRegistrationState) => {
    const oid = payment?.merchantOid;
    if (state.kind === 'completed' && oid) {
      // No toast: the completion page says the same, and a toast would cover a phone's navbar.
      writeDraft(null);
      router.push(`/kayit-tamamlandi?merchant_oid=${oid}`);
      return;
    }
    // Paid but not activated: the completion page tells the truth ('… kaydınız inceleniyor').
    if (state.kind === 'review' && oid) { router.push(`/kayit-tamamlandi?merchant_oid=${oid}`); return; }
    toast({ title: 'Ödeme Başarısız', description: 'Ödeme işlemi tamamlanamadı.', variant: 'destructive' });
    setPayment(null);
    // Everything typed stays, except the password, which is asked again.
    setOwner((o) => ({ ...o, password: '' }));
    setNotice(`Ödeme tamamlanamadı: ${state.kind === 'failed' || state.kind === 'expired' ? state.reason : ''} Bilgileriniz korundu; şifrenizi yeniden girip tekrar deneyebilirsiniz.`);
    pendingFocus.current = 'owner-password';
    setStep(2);
  }, [payment, router]);

  const onReturnedOk = useCallback(() => {
    if (!payment) return;
    writeDraft(null);
    router.push(`/kayit-tamamlandi?merchant_oid=${payment.merchantOid}`);
  }, [payment, router]);

  // The username is the one just typed: the server accepted it as is (the schema only trims it).
  if (salonCode) return <RegistrationSuccess message={TRIAL_SUCCESS_MESSAGE} salonCode={salonCode} username={owner.username.trim()} />;

  if (payment) {
    return (
      <div className="space-y-4">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">Ödeme — {plan?.name}</h2>
        <PaymentStep iframeUrl={payment.iframeUrl} merchantOid={payment.merchantOid} onSettled={onSettled}
          onReturnedOk={onReturnedOk} onCancel={() => { setPayment(null); setStep(3); }} />
      </div>
    );
  }

  const paid = plan ? plan.interval !== 'trial' : false;
  return (
    <div className="space-y-6">
      <StepIndicator step={step} />
      <form noValidate onSubmit={(e) => { e.preventDefault(); if (!busy) next(); }} className="space-y-6"
        aria-labelledby="wizard-step-title">
        <h2 id="wizard-step-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          Adım {step}: {STEP_TITLES[step - 1]}
        </h2>
        {notice ? <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">{notice}</p> : null}
        {citiesError && step === 1 ? <p role="alert" className="text-sm text-destructive">Şehirler yüklenirken hata oluştu</p> : null}

        {/* Disabled in the server HTML until the draft is restored after hydration: a choice or
            text entered before then would not reach the wizard (and the draft would replace it). */}
        <fieldset disabled={!restored} className="min-w-0 space-y-6">
        {step === 1 ? (
          <SalonStep values={salon} onChange={(p) => { clearErrors('salon', p); setSalon((s) => ({ ...s, ...p })); }} errors={errors} cities={cities} citiesError={citiesError}
            phoneCheck={{ ...live.salonPhone, message: TAKEN_MESSAGES.phone }} emailCheck={{ ...live.salonEmail, message: TAKEN_MESSAGES.email }}
            nameWarning={live.salonName.taken ? SALON_NAME_IN_DISTRICT_MESSAGE : null} />
        ) : step === 2 ? (
          <OwnerStep values={owner} onChange={(p) => { clearErrors('owner', p); setOwner((o) => ({ ...o, ...p })); }} errors={errors} checks={{
            username: { ...live.username, message: TAKEN_MESSAGES.username },
            email: { ...live.ownerEmail, message: TAKEN_MESSAGES.email },
            phone: { ...live.ownerPhone, message: TAKEN_MESSAGES.phone },
          }} />
        ) : (
          <PlanStep plans={plans} plansUnavailable={plansUnavailable} planId={planId} error={errors.planId}
            onChange={(id) => { setPlanId(id); setErrors((e) => ({ ...e, planId: '' })); }} />
        )}

        <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:justify-between">
          <Button type="button" variant="outline" disabled={step === 1 || busy}
            onClick={() => steps.back(step)}>
            <ArrowLeft className="size-4" aria-hidden="true" /> Geri
          </Button>
          <Button type="submit" variant={step === 3 ? 'brand' : 'default'} disabled={busy} aria-busy={busy}>
            {busy ? <><Loader2 className="size-4 animate-spin" aria-hidden="true" /> {paid ? 'Ödeme sayfası hazırlanıyor…' : 'Kaydediliyor…'}</>
              : step < 3 ? <>İleri <ArrowRight className="size-4" aria-hidden="true" /></>
              : !plan ? NO_PLAN_BUTTON_LABEL : paid ? 'Ödemeye Geç' : 'Ücretsiz Denemeyi Başlat'}
          </Button>
        </div>
        </fieldset>
      </form>
    </div>
  );
}
