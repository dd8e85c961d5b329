'use client';
// Polls GET /api/panel/subscription/orders/{merchantOid} while a renewal payment is pending
// (PayTR confirms asynchronously): every 1.5 s at first, slowing to 10 s. The answer comes from
// our server only; `refresh()` asks at once (when PayTR's frame came back).
import { useCallback, useEffect, useState } from 'react';

export type OrderState =
  | { kind: 'loading' }
  | { kind: 'pending' }
  | { kind: 'paid'; endDate: string | null }
  | { kind: 'failed'; reason: string };

export function useOrderStatus(merchantOid: string) {
  const [state, setState] = useState<OrderState>({ kind: 'loading' });
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = 1500;
    const controller = new AbortController();
    const tick = async () => {
      try {
        const res = await fetch(`/api/panel/subscription/orders/${encodeURIComponent(merchantOid)}`, { cache: 'no-store', signal: controller.signal });
        if (res.ok) {
          const body = (await res.json()) as { status: string; endDate?: string | null; reason?: string };
          const value: OrderState = body.status === 'paid' ? { kind: 'paid', endDate: body.endDate ?? null }
            : body.status === 'failed' ? { kind: 'failed', reason: body.reason ?? 'Ödeme işlemi tamamlanamadı.' } : { kind: 'pending' };
          setState(value);
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
  return { state, refresh };
}
