'use client';
// Live checks (spec 1 §5): 800 ms after the value stops changing, and only when it could be
// valid (username ≥ 3 characters, a valid e-mail, an 11-digit phone, a name with its district).
// A failed check counts as no conflict. Each answer is tagged with its query, so a stale one
// never shows. The query names what is checked (see app/api/registrations/availability).
import { useEffect, useState } from 'react';

export const AVAILABILITY_DEBOUNCE_MS = 800;

export function useAvailability(query: Record<string, string>, eligible: boolean) {
  const key = new URLSearchParams(query).toString();
  const [answer, setAnswer] = useState<{ key: string; taken: boolean } | null>(null);

  useEffect(() => {
    if (!eligible) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/registrations/availability?${key}`, { cache: 'no-store', signal: controller.signal })
        .then(async (res) => (res.ok ? ((await res.json()) as { taken: boolean }).taken === true : false))
        .catch(() => false)
        .then((taken) => { if (!controller.signal.aborted) setAnswer({ key, taken }); });
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => { clearTimeout(timer); controller.abort(); };
  }, [key, eligible]);

  const current = eligible && answer?.key === key ? answer : null;
  return { taken: current?.taken ?? false, checking: eligible && !current };
}
