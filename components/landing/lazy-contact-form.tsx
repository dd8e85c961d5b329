'use client';
// The contact form near the bottom of the landing page, fetched (with its validation code)
// only when the visitor comes close to it: most visitors never scroll that far, and the
// landing page's first load stays light. A same-height placeholder keeps the layout still.
import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';

const ContactForm = dynamic(() => import('./contact-form').then((m) => m.ContactForm), {
  ssr: false,
  loading: () => <FormPlaceholder />,
});

function FormPlaceholder() {
  return <div className="min-h-[34rem] rounded-xl border bg-card" aria-busy="true" />;
}

export function LazyContactForm() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return <div ref={ref}>{near ? <ContactForm /> : <FormPlaceholder />}</div>;
}
