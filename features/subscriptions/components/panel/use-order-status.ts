'use client';
// Polls GET /api/panel/subscription/orders/{merchantOid} while a renewal payment is pending
// (features/payments/components/shared/use-payment-state.ts); the answer comes from our server only.
import { usePaymentState } from '@/features/payments/components/shared/use-payment-state';

export type OrderState =
  | { kind: 'loading' }
  | { kind: 'pending' }
  | { kind: 'paid'; endDate: string | null }
  | { kind: 'failed'; reason: string };

async function readOrder(res: Response): Promise<OrderState | undefined> {
  if (!res.ok) return undefined;
  const body = (await res.json()) as { status: string; endDate?: string | null; reason?: string };
  return body.status === 'paid' ? { kind: 'paid', endDate: body.endDate ?? null }
    : body.status === 'failed' ? { kind: 'failed', reason: body.reason ?? 'Ödeme işlemi tamamlanamadı.' } : { kind: 'pending' };
}

export function useOrderStatus(merchantOid: string): { state: OrderState; refresh: () => void } {
  return usePaymentState(`/api/panel/subscription/orders/${encodeURIComponent(merchantOid)}`, readOrder);
}
