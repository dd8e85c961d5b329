'use client';
// Polls GET /api/registrations/{merchantOid} while the paid registration is pending (PayTR
// confirms asynchronously): every 1.5 s at first, slowing to 10 s. The answer comes from our
// server only; `refresh()` asks at once (e.g. when the payment frame came back).
import { useCallback, useEffect, useState } from 'react';

export type RegistrationState =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'pending' }
  | { kind: 'completed'; salonCode: string; username: string; planName: string }
  | { kind: 'failed'; reason: string }
  /** Paid but not activated: an operator is looking (never 'failed' to someone who paid). */
  | { kind: 'review'; title: string; message: string }
  /** Still unpaid past PayTR's 30 minutes: stop waiting. */
  | { kind: 'expired'; reason: string };

/** The states that end the wait. */
export type SettledRegistrationState = Extract<RegistrationState, { kind: 'completed' | 'failed' | 'review' | 'expired' }>;

/** The API's answer (GET /api/registrations/{merchantOid}) as a state. */
export function stateOf(body: { status: string; salonCode?: string; username?: string; planName?: string; reason?: string; title?: string; message?: string }): RegistrationState {
  switch (body.status) {
    case 'completed': return { kind: 'completed', salonCode: body.salonCode ?? '', username: body.username ?? '', planName: body.planName ?? '' };
    case 'failed': return { kind: 'failed', reason: body.reason ?? 'Ödeme işlemi tamamlanamadı.' };
    case 'review': return { kind: 'review', title: body.title ?? '', message: body.message ?? '' };
    case 'expired': return { kind: 'expired', reason: body.reason ?? 'Ödeme süresi doldu.' };
    default: return { kind: 'pending' };
  }
}

export function useRegistrationStatus(merchantOid: string | null) {
  const [state, setState] = useState<{ oid: string; value: RegistrationState } | null>(null);
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    if (!merchantOid) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = 1500;
    const controller = new AbortController();
    const tick = async () => {
      try {
        const res = await fetch(`/api/registrations/${encodeURIComponent(merchantOid)}`, { cache: 'no-store', signal: controller.signal });
        if (res.status === 404) { setState({ oid: merchantOid, value: { kind: 'not-found' } }); return; }
        if (res.ok) {
          const value = stateOf((await res.json()) as Parameters<typeof stateOf>[0]);
          setState({ oid: merchantOid, value });
          if (value.kind !== 'pending') return;
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      delay = Math.min(delay * 1.3, 10_000);
      timer = setTimeout(tick, delay);
    };
    void tick();
    return () => { controller.abort(); clearTimeout(timer); };
  }, [merchantOid, nonce]);

  const refresh = useCallback(() => setNonce((n) => n + 1), []);
  const value: RegistrationState = state && state.oid === merchantOid ? state.value : { kind: 'loading' };
  return { state: value, refresh };
}

/** What the return page inside PayTR's frame tells the wizard around it (a hint, never the outcome). */
export const FRAME_RETURN_MESSAGE = 'salon-kayit:paytr-return';
export interface FrameReturnMessage { type: typeof FRAME_RETURN_MESSAGE; merchantOid: string; outcome: 'ok' | 'fail' }
