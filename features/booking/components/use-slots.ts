'use client';
// Loads a staff member's slots for a date and service from the slots endpoint, and reloads
// whenever any of them changes or `reload()` is called (after a 409). Each answer is tagged
// with the choice it belongs to, so a stale answer never shows for a newer choice; a failed
// load shows as an empty day (spec 1 §8).
import { useCallback, useEffect, useState } from 'react';
import type { TimeSlot } from '@/features/booking/rules/slots';
import type { SlotsState } from './slot-grid';

interface Loaded { key: string; slots: TimeSlot[]; durationMinutes: number }

export function useSlots(salonId: string, staffId: string, date: string | null, serviceId: string) {
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = staffId && date && serviceId ? `${staffId}|${date}|${serviceId}|${version}` : null;

  useEffect(() => {
    if (!key || !date) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ staffId, date, serviceId });
    fetch(`/api/salons/${salonId}/slots?${query}`, { cache: 'no-store', signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`slots ${res.status}`);
        const body = (await res.json()) as { slots: TimeSlot[]; durationMinutes: number };
        setLoaded({ key, slots: body.slots, durationMinutes: body.durationMinutes });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ key, slots: [], durationMinutes: 0 });
      });
    return () => controller.abort();
  }, [key, salonId, staffId, date, serviceId]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const state: SlotsState = !key ? { status: 'idle' }
    : loaded?.key === key ? { status: 'ready', slots: loaded.slots, durationMinutes: loaded.durationMinutes }
    : { status: 'loading' };
  return { state, reload };
}
