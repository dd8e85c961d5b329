'use client';
// Mounted once in the root layout. The Radix toast code (about 15 KB of gzipped JavaScript) is
// not part of any page's first load: no page needs it to show its content, and a toast only
// ever follows something the visitor did. It is fetched at the visitor's first interaction
// (a tap, a click, a key, a focus), or at once if a toast is shown before that; the store
// (hooks/use-toast) keeps the toast meanwhile.
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useToast } from '@/hooks/use-toast';

const ToastList = dynamic(() => import('./toast-list').then((m) => m.ToastList), { ssr: false });

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

export function Toaster() {
  const { toasts } = useToast();
  const [interacted, setInteracted] = useState(false);

  useEffect(() => {
    if (interacted) return;
    const onInteraction = () => setInteracted(true);
    for (const type of FIRST_INTERACTION) window.addEventListener(type, onInteraction, { capture: true, passive: true, once: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, onInteraction, { capture: true });
    };
  }, [interacted]);

  return interacted || toasts.length > 0 ? <ToastList /> : null;
}
