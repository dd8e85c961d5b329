// One numbered section of the booking form: a fieldset-like card with a heading, and the
// section's error (read out by screen readers when it appears).
import type { ReactNode } from 'react';

export function BookingSection({ step, title, id, error, busy, children }: {
  step: number; title: string; id: string; error?: string;
  /** The section is still changing by itself (the date moving on to the first free day). */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} aria-busy={busy} className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="mb-4 flex items-center gap-3 text-lg font-semibold">
        <span className="flex size-7 items-center justify-center rounded-full bg-secondary text-sm text-secondary-foreground" aria-hidden="true">
          {step}
        </span>
        {title}
      </h2>
      {children}
      {error && <p role="alert" className="mt-3 text-sm font-medium text-destructive">{error}</p>}
    </section>
  );
}
