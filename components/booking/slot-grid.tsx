'use client';
// The day's time slots as toggle buttons (aria-pressed on the chosen one). Past and booked
// slots stay visible but disabled, so the visitor sees why a time is missing.
import { Skeleton } from '@/components/ui/skeleton';
import type { TimeSlot } from '@/lib/booking/slots';
import { cn } from '@/lib/utils';

export const NO_SLOTS_MESSAGE = 'Bu tarihte uygun saat bulunmamaktadır.';

export type SlotsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; slots: TimeSlot[]; durationMinutes: number };

export function SlotGrid({ state, value, onChange, idleHint }: {
  state: SlotsState; value: string | null; onChange: (time: string) => void; idleHint: string;
}) {
  if (state.status === 'idle') return <p className="text-sm text-muted-foreground">{idleHint}</p>;
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label="Saatler yükleniyor" className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6">
        {Array.from({ length: 12 }, (_, i) => <Skeleton key={i} className="h-10" />)}
      </div>
    );
  }
  const anyAvailable = state.slots.some((s) => s.available);
  return (
    <div className="space-y-3">
      {!anyAvailable && <p className="text-sm font-medium text-muted-foreground" role="status">{NO_SLOTS_MESSAGE}</p>}
      {state.slots.length > 0 && (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6" role="group" aria-label="Uygun saatler">
          {state.slots.map((slot) => {
            const why = slot.isBooked ? 'dolu' : slot.isPast ? 'geçti' : null;
            return (
              <button
                key={slot.time}
                type="button"
                disabled={!slot.available}
                aria-pressed={value === slot.time}
                aria-label={why ? `${slot.time} (${why})` : slot.time}
                title={why ? (slot.isBooked ? 'Bu saat dolu' : 'Bu saat geçti') : undefined}
                data-state={why ?? 'available'}
                onClick={() => onChange(slot.time)}
                className={cn(
                  'h-10 rounded-md border text-sm font-medium tabular-nums transition-colors',
                  value === slot.time ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent',
                  'disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground/70 disabled:line-through',
                )}
              >
                {slot.time}
              </button>
            );
          })}
        </div>
      )}
      {state.status === 'ready' && anyAvailable && (
        <p className="text-xs text-muted-foreground">Süre: {state.durationMinutes} dakika</p>
      )}
    </div>
  );
}
