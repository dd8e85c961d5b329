'use client';
// Asks our server for the state of something PayTR confirms asynchronously (a paid registration,
// a subscription renewal) until it is settled: every 1.5 s at first, slowing to 10 s. `read`
// turns an answer into a state (undefined: ask again later); `refresh()` asks at once (when
// PayTR's frame came back). A state belongs to the URL it was read from.
import { useCallback, useEffect, useState } from 'react';

export function usePolledState<S>(
  url: string | null, read: (res: Response) => Promise<S | undefined>, settled: (state: S) => boolean,
): { state: S | null; refresh: () => void } {
  const [state, setState] = useState<{ url: string; value: S } | null>(null);
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    if (!url) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = 1500;
    const controller = new AbortController();
    const tick = async () => {
      try {
        const value = await read(await fetch(url, { cache: 'no-store', signal: controller.signal }));
        if (value !== undefined) {
          setState({ url, value });
          if (settled(value)) return;
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      delay = Math.min(delay * 1.3, 10_000);
      timer = setTimeout(tick, delay);
    };
    void tick();
    return () => { controller.abort(); clearTimeout(timer); };
    // read and settled are module-level functions of the callers: the URL decides what is polled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, nonce]);

  const refresh = useCallback(() => setNonce((n) => n + 1), []);
  return { state: state && state.url === url ? state.value : null, refresh };
}
