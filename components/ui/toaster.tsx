'use client';
// Mounted once in the root layout. The Radix toast code (about 15 KB of gzipped JavaScript) is
// not part of any page's first load: no page needs it to show its content, and a toast only
// ever follows something the visitor did. It is fetched at the visitor's first interaction
// (a tap, a click, a key, a focus), or at once if a toast is shown before that; the store
// (components/ui/use-toast) keeps the toast meanwhile. When it cannot download (offline, or an old tab
// after a deploy), the toasts are shown plainly instead (the page stays as it is: issue 24,
// item 19), and the next interaction tries again. Plain toasts on screen stay plain until they
// are gone: that interaction may be the press of a plain toast's own 'Tekrar dene', and
// swapping the list between its pointerdown and its click swallowed the press (issue 36).
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useToast } from '@/components/ui/use-toast';
import { PlainToastList } from './plain-toast-list';

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

export function Toaster() {
  const { toasts } = useToast();
  const [list, setList] = useState<{ List: ComponentType } | null>(null);
  const [failed, setFailed] = useState(false);
  const loading = useRef(false);

  const loadList = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./toast-list')
      .then((m) => setList({ List: m.ToastList }), () => setFailed(true))
      .finally(() => { loading.current = false; });
  }, []);

  useEffect(() => {
    if (list) return;
    for (const type of FIRST_INTERACTION) window.addEventListener(type, loadList, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, loadList, { capture: true });
    };
  }, [list, loadList]);

  const hasToasts = toasts.length > 0;
  useEffect(() => {
    if (hasToasts && !list) loadList();
  }, [hasToasts, list, loadList]);
  // The code arrived after a failure: the real list takes over once no plain toast is showing
  // (state adjusted while rendering, as React recommends over an effect).
  if (list && failed && !hasToasts) setFailed(false);

  if (list && !failed) return <list.List />;
  return failed ? <PlainToastList toasts={toasts} /> : null;
}
