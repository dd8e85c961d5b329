'use client';
// The contact form near the bottom of the landing page, fetched (with its validation code)
// only when the visitor comes close to it: most visitors never scroll that far, and the
// landing page's first load stays light. A same-height placeholder keeps the layout still.
// A download that fails (offline) says so in place of the form, with 'Tekrar dene', and the
// rest of the page stays (issue 24, item 19); a tab older than the last deploy reloads
// (components/ui/load-on-demand.ts).
import { useEffect, useEffectEvent, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Loader2, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLoadOnDemand } from '@/components/ui/use-load-on-demand';

const loadContactForm = () => import('./contact-form');

function FormPlaceholder({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-[34rem] flex-col items-center justify-center gap-4 rounded-xl border bg-card p-6 text-center" aria-busy={!children}>
      {children}
    </div>
  );
}

export function LazyContactForm() {
  const ref = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<{ Form: ComponentType } | null>(null);
  const [failed, setFailed] = useState(false);
  const { loading, load } = useLoadOnDemand();

  async function fetchForm() {
    // Quiet: this section shows the failure itself (the visitor only scrolled; no toast).
    const loaded = await load(loadContactForm, { title: 'İletişim formu yüklenemedi', quiet: true });
    if (loaded) setForm({ Form: loaded.ContactForm });
    else setFailed(true);
  }
  const onNear = useEffectEvent(() => void fetchForm());
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect(); // once: a failure offers 'Tekrar dene'
      onNear();
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  let content: ReactNode;
  if (form) content = <form.Form />;
  else if (failed) {
    content = (
      <FormPlaceholder>
        <p role="alert" className="font-semibold">İletişim formu yüklenemedi</p>
        <p className="text-sm text-muted-foreground">Bağlantınızı kontrol edip tekrar deneyin.</p>
        <Button variant="outline" aria-busy={loading} onClick={() => void fetchForm()}>
          {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RotateCw aria-hidden="true" />}
          Tekrar dene
        </Button>
      </FormPlaceholder>
    );
  } else content = <FormPlaceholder />;
  return <div ref={ref}>{content}</div>;
}
