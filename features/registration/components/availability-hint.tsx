// Beside a live-checked field's label: 'Kontrol ediliyor…' while waiting (polite), nothing after.
// Placed over the label's line (the caller's wrapper is `relative`), so it takes no height of
// its own: fields with and without a live check keep the same gaps (issue 24).
import { Loader2 } from 'lucide-react';

export function AvailabilityHint({ checking }: { checking: boolean }) {
  return (
    <p className="pointer-events-none absolute right-0 top-0 flex items-center gap-1 text-xs leading-none text-muted-foreground" aria-live="polite">
      {checking ? <><Loader2 className="size-3 animate-spin" aria-hidden="true" /> Kontrol ediliyor…</> : null}
    </p>
  );
}
