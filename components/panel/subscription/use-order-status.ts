'use client';
// Polls GET /api/panel/subscription/orders/{merchantOid} while a renewal payment is pending
// (components/ui/use-polled-state.ts); the answer comes from our server only.
import { usePolledState } from '@/components/ui/use-polled-state';

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

export function useOrderStatus(merchantOid: string) {
  const { state, refresh } = usePolledState(
    `/api/panel/subscription/orders/${encodeURIComponent(merchantOid)}`, readOrder, (s) => s.kind !== 'pending');
  return { state: state ?? ({ kind: 'loading' } as OrderState), refresh };
}
