'use client';
// Asks our server for the state of a payment PayTR confirms asynchronously (a paid registration,
// a subscription renewal) until it is no longer 'pending': every 1.5 s at first, slowing to 10 s.
// The answer comes from our server only. `read` turns an answer into a state (undefined: ask
// again later); `refresh()` asks at once (when PayTR's frame came back). A state belongs to the
// URL it was read from; no URL, no polling.
import { useCallback, useEffect, useRef, useState } from 'react';

const LOADING = { kind: 'loading' } as const;

export function usePaymentState<S extends { kind: string }>(
  url: string | null, read: (res: Response) => Promise<S | undefined>,
): { state: S | typeof LOADING; refresh: () => void } {
  const [state, setState] = useState<{ url: string; value: S } | null>(null);
  const [nonce, setNonce] = useState(0);
  // The latest `read`, so that a new function from the caller does not restart the polling.
  const readRef = useRef(read);
  useEffect(() => { readRef.current = read; }, [read]);

  useEffect(() => {
    if (!url) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = 1500;
    const controller = new AbortController();
    const tick = async () => {
      try {
        const value = await readRef.current(await fetch(url, { cache: 'no-store', signal: controller.signal }));
        // Stopped (another URL, a refresh) while the answer was read: it is not this loop's to show.
        if (controller.signal.aborted) return;
        if (value !== undefined) {
          setState({ url, value });
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
  }, [url, nonce]);

  const refresh = useCallback(() => setNonce((n) => n + 1), []);
  return { state: state && state.url === url ? state.value : LOADING, refresh };
}
