// A block (time the salon closed for a staff member) on the grid: grey stripes with its
// reason. Tapping opens its sheet ('Kaldır').
import type { CalendarBlock } from '@/features/appointments/server/calendar';
import { itemStyle, type ItemPlacement } from './item-placement';
import { STRIPES } from './status-style';

/** '16:00–16:30 kapalı: Toplantı' */
export function blockLabel(b: Pick<CalendarBlock, 'startTime' | 'endTime' | 'reason'>): string {
  return `${b.startTime}–${b.endTime} kapalı${b.reason ? `: ${b.reason}` : ''}`;
}

export function BlockCard({ block, placement, onOpen }: { block: CalendarBlock; placement: ItemPlacement; onOpen: (block: CalendarBlock) => void }) {
  return (
    <button type="button" onClick={() => onOpen(block)} aria-label={blockLabel(block)} title={blockLabel(block)}
      className="z-[2] flex flex-col justify-start overflow-hidden rounded-md border border-gray-300 bg-gray-100 px-1.5 py-0.5 text-left text-[11px] leading-tight text-gray-700 hover:border-gray-500 focus-visible:z-10"
      style={{ ...itemStyle(placement), backgroundImage: STRIPES }}>
      <span className="flex min-w-0 gap-1">
        <span className="shrink-0 font-semibold tabular-nums">{block.startTime}</span>
        <span className="truncate">{block.reason ?? 'Kapalı'}</span>
      </span>
    </button>
  );
}
