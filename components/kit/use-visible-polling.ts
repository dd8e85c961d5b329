'use client';
// Calls `load` now and every `intervalMs` while the tab is visible; stops while hidden and
// reloads at once when the tab comes back. One request at a time (a slow answer is not stacked).
import { useEffect, useRef } from 'react';

export function useVisiblePolling(load: (signal: AbortSignal) => Promise<void>, intervalMs: number): void {
  const loadRef = useRef(load);
  useEffect(() => { loadRef.current = load; }, [load]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let stopped = false;

    const tick = async () => {
      if (stopped || document.visibilityState !== 'visible') return;
      controller = new AbortController();
      try { await loadRef.current(controller.signal); } catch { /* the next tick tries again */ }
      if (!stopped && document.visibilityState === 'visible') timer = setTimeout(tick, intervalMs);
    };
    const onVisibility = () => {
      clearTimeout(timer);
      controller?.abort();
      if (document.visibilityState === 'visible') void tick();
    };

    void tick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs]);
}
