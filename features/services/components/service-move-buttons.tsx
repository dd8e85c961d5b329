'use client';
// 'Yukarı taşı' / 'Aşağı taşı': moves a service one place within its category. Plain buttons,
// so the order is changed with the keyboard as easily as with a finger; after the list is
// re-read the focus stays on the moved service's button (its row moved, and a moved or
// disabled button would otherwise drop the focus to the page).
import { useEffect, useRef } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { moveServiceAction } from '@/features/services/actions.panel';
import { useAdminAction } from '@/components/kit/use-action';
import { Button } from '@/components/ui/button';
import { SERVICE_MESSAGES } from '@/features/services/schema';

type Direction = 'up' | 'down';

export function ServiceMoveButtons({ id, name, index, count }: { id: string; name: string; index: number; count: number }) {
  const { busy, execute } = useAdminAction(SERVICE_MESSAGES.moved);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const refocus = useRef<{ direction: Direction; from: number } | null>(null);
  const first = index === 0;
  const last = index === count - 1;

  // Runs once the re-read list has put the service at its new place.
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || busy || wanted.from === index) return;
    refocus.current = null;
    // At the top or bottom the pressed button is disabled: the other one takes the focus.
    const target = wanted.direction === 'up' ? (first ? down : up) : (last ? up : down);
    target.current?.focus();
  }, [index, busy, first, last]);

  async function move(direction: Direction) {
    refocus.current = { direction, from: index };
    if (!(await execute(() => moveServiceAction({ id, direction })))) refocus.current = null;
  }

  if (count < 2) return null;
  return (
    <div className="flex shrink-0 flex-col gap-1" role="group" aria-label={`${name} sırası`}>
      <Button ref={up} type="button" size="icon" variant="outline" className="size-9" disabled={busy || first}
        aria-label={`${name} hizmetini yukarı taşı`} onClick={() => void move('up')}>
        <ChevronUp aria-hidden="true" />
      </Button>
      <Button ref={down} type="button" size="icon" variant="outline" className="size-9" disabled={busy || last}
        aria-label={`${name} hizmetini aşağı taşı`} onClick={() => void move('down')}>
        <ChevronDown aria-hidden="true" />
      </Button>
    </div>
  );
}
