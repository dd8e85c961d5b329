// Under a field with a live check: 'Kontrol ediliyor…' while waiting (polite), nothing after.
import { Loader2 } from 'lucide-react';

export function AvailabilityHint({ checking }: { checking: boolean }) {
  return (
    <p className="flex min-h-5 items-center gap-1 text-xs text-muted-foreground" aria-live="polite">
      {checking ? <><Loader2 className="size-3 animate-spin" aria-hidden="true" /> Kontrol ediliyor…</> : null}
    </p>
  );
}
