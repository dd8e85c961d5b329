'use client';
// The day's time slots as toggle buttons (aria-pressed on the chosen one). Past and booked
// slots stay visible but disabled, so the visitor sees why a time is missing. The grid is one
// Tab stop (the chosen slot, else the first available one); arrow keys, Home and End move
// between the available slots, Enter or Space chooses one.
import type { KeyboardEvent } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { TimeSlot } from '@/features/booking/rules/slots';
import { cn } from '@/components/ui/utils';

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
  const tabStop = state.slots.find((s) => s.available && s.time === value)?.time ?? state.slots.find((s) => s.available)?.time;
  return (
    <div className="space-y-3">
      {!anyAvailable && <p className="text-sm font-medium text-muted-foreground" role="status">{NO_SLOTS_MESSAGE}</p>}
      {state.slots.length > 0 && (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6" role="group" aria-label="Uygun saatler"
          onKeyDown={moveFocus}>
          {state.slots.map((slot) => {
            const why = slot.isBooked ? 'dolu' : slot.isPast ? 'geçti' : null;
            return (
              <button
                key={slot.time}
                type="button"
                disabled={!slot.available}
                tabIndex={slot.time === tabStop ? 0 : -1}
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

const KEY_STEPS: Record<string, 'prev' | 'next' | 'up' | 'down' | 'first' | 'last'> = {
  ArrowLeft: 'prev', ArrowRight: 'next', ArrowUp: 'up', ArrowDown: 'down', Home: 'first', End: 'last',
};

/** Arrow keys move focus inside the grid, by one slot or by one row of the current layout. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = KEY_STEPS[event.key];
  const grid = event.currentTarget;
  const buttons = Array.from(grid.querySelectorAll<HTMLButtonElement>('button'));
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (!step || index < 0) return;
  event.preventDefault();
  const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length || 1;
  const delta = { prev: -1, next: 1, up: -columns, down: columns, first: -Infinity, last: Infinity }[step];
  const enabled = (i: number) => buttons[i] && !buttons[i].disabled;
  let target = -1;
  if (step === 'first') target = buttons.findIndex((b) => !b.disabled);
  else if (step === 'last') target = buttons.findLastIndex((b) => !b.disabled);
  else {
    // Skip disabled slots in the direction of travel; stay put at the edge.
    for (let i = index + delta; i >= 0 && i < buttons.length; i += delta) {
      if (enabled(i)) { target = i; break; }
    }
  }
  if (target < 0) return;
  buttons[index].tabIndex = -1;
  buttons[target].tabIndex = 0;
  buttons[target].focus();
}
