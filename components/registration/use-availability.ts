'use client';
// Live uniqueness check (spec 1 §5): 800 ms after the value stops changing, and only when it
// could be valid (username ≥ 3 characters, a valid e-mail, an 11-digit phone). A failed check
// counts as no conflict. Each answer is tagged with its value, so a stale one never shows.
import { useEffect, useState } from 'react';

export const AVAILABILITY_DEBOUNCE_MS = 800;

export type AvailabilityField = 'username' | 'email' | 'phone';

export function useAvailability(field: AvailabilityField, value: string, eligible: boolean) {
  const [answer, setAnswer] = useState<{ value: string; taken: boolean } | null>(null);

  useEffect(() => {
    if (!eligible) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/registrations/availability?${new URLSearchParams({ [field]: value })}`, { cache: 'no-store', signal: controller.signal })
        .then(async (res) => (res.ok ? ((await res.json()) as { taken: boolean }).taken === true : false))
        .catch(() => false)
        .then((taken) => { if (!controller.signal.aborted) setAnswer({ value, taken }); });
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => { clearTimeout(timer); controller.abort(); };
  }, [field, value, eligible]);

  const current = eligible && answer?.value === value ? answer : null;
  return { taken: current?.taken ?? false, checking: eligible && !current };
}
