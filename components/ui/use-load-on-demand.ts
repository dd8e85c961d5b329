'use client';
// The busy state of a button whose action first fetches code ('Haritada Gör', 'Yorum Ekle',
// 'Giriş Yap'): `load` fetches it and says so when it cannot (load-on-demand.ts); a second
// press while one is under way is ignored.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isChunkLoadError, loadOnDemand, reloadIfDeployed, type LoadFailure } from './load-on-demand';

export function useLoadOnDemand() {
  const [loading, setLoading] = useState(false);
  const running = useRef(false);

  /** Marks the component busy while `work` runs; null when it was busy already. */
  const track = useCallback(async <T>(work: () => Promise<T>): Promise<T | null> => {
    if (running.current) return null;
    running.current = true;
    setLoading(true);
    try {
      return await work();
    } finally {
      running.current = false;
      setLoading(false);
    }
  }, []);

  const load = useCallback(
    <T>(importer: () => Promise<T>, failure: LoadFailure) => track(() => loadOnDemand(importer, failure)),
    [track],
  );

  return { loading, load, track };
}

/**
 * For the error boundaries: an error that is a chunk of an older build (a tab left open across
 * a deploy, e.g. a page's code on client navigation) reloads the page once at its address
 * instead of leaving 'Bir şeyler ters gitti' on screen. Other errors are left to the boundary.
 */
export function useReloadIfDeployed(error: unknown) {
  useEffect(() => {
    if (isChunkLoadError(error)) void reloadIfDeployed(error);
  }, [error]);
}
