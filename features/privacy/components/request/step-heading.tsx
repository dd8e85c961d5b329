'use client';
// The heading of a step of /kvkk/basvuru, focused when the step appears: keyboard and screen-reader
// users land on the new step instead of on a button that is gone.
import { useEffect, useRef, type ReactNode } from 'react';

export function StepHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => { ref.current?.focus(); }, []);
  return <h2 id={id} ref={ref} tabIndex={-1} className="text-xl font-semibold outline-none">{children}</h2>;
}
