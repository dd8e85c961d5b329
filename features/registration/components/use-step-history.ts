'use client';
// Each wizard step is a browser history entry (issue 24): moving forward adds one ('?adim=2'),
// so the browser's Back and Forward move between steps instead of leaving the wizard. A move
// back that is not Back (a server error on an earlier step, a failed payment) replaces the
// entry. Next.js keeps its router in step with history.pushState/replaceState.
import { useCallback, useEffect, useRef } from 'react';
import { stepFromSearch, urlForStep, type WizardStep } from './wizard-draft';

export function useStepHistory(step: WizardStep, setStep: (s: WizardStep) => void, reachable: (wanted: WizardStep) => WizardStep) {
  /** The step the current entry shows; null until start() (the first render knows no storage). */
  const shown = useRef<WizardStep | null>(null);
  /** How many of our own entries lie behind the current one: 'Geri' can then be the browser's Back. */
  const depth = useRef(0);
  const reachableRef = useRef(reachable);
  useEffect(() => { reachableRef.current = reachable; });

  useEffect(() => {
    if (shown.current === null || shown.current === step) return;
    if (step > shown.current) {
      window.history.pushState(null, '', urlForStep(step));
      depth.current += 1;
    } else {
      window.history.replaceState(null, '', urlForStep(step));
    }
    shown.current = step;
  }, [step]);

  useEffect(() => {
    function onPopState() {
      if (shown.current === null) return;
      const wanted = stepFromSearch(window.location.search);
      depth.current = wanted < shown.current ? Math.max(0, depth.current - 1) : depth.current + 1;
      const target = reachableRef.current(wanted);
      if (target !== wanted) window.history.replaceState(null, '', urlForStep(target));
      shown.current = target;
      setStep(target);
    }
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [setStep]);

  /** After the draft is restored: the step the address asks for, if its earlier steps are complete. */
  const start = useCallback((reachableFromDraft: (wanted: WizardStep) => WizardStep) => {
    const wanted = stepFromSearch(window.location.search);
    const target = reachableFromDraft(wanted);
    if (target !== wanted) window.history.replaceState(null, '', urlForStep(target));
    shown.current = target;
    setStep(target);
  }, [setStep]);

  /** 'Geri': the browser's Back when the previous step is our entry, else a replaced entry. */
  const back = useCallback((current: WizardStep) => {
    if (current === 1) return;
    if (depth.current > 0) window.history.back();
    else setStep((current - 1) as WizardStep);
  }, [setStep]);

  return { start, back };
}
