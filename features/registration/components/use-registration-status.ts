'use client';
// Polls GET /api/registrations/{merchantOid} while the paid registration is pending
// (features/payments/components/shared/use-payment-state.ts); the answer comes from our server only.
import { usePaymentState } from '@/features/payments/components/shared/use-payment-state';
import type { PaymentReturnMessage } from '@/features/payments/rules/return-message';

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

async function readRegistration(res: Response): Promise<RegistrationState | undefined> {
  if (res.status === 404) return { kind: 'not-found' };
  return res.ok ? stateOf((await res.json()) as Parameters<typeof stateOf>[0]) : undefined;
}

export function useRegistrationStatus(merchantOid: string | null): { state: RegistrationState; refresh: () => void } {
  return usePaymentState(merchantOid ? `/api/registrations/${encodeURIComponent(merchantOid)}` : null, readRegistration);
}

/** What the return page inside PayTR's frame tells the wizard around it (a hint, never the outcome). */
export const FRAME_RETURN_MESSAGE = 'salon-kayit:paytr-return';
export type FrameReturnMessage = PaymentReturnMessage<typeof FRAME_RETURN_MESSAGE>;
