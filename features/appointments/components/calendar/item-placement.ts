// Where an item (appointment or block) sits in its column: its grid rows and its lane among
// items that overlap it (features/appointments/rules/calendar-layout placeOverlapping). Browser-safe.
import type { CSSProperties } from 'react';

export interface ItemPlacement {
  rowStart: number;
  rowEnd: number;
  lane: number;
  lanes: number;
}

/** Rows by the grid, lanes by width and left margin (percentages of the column). */
export function itemStyle(p: ItemPlacement): CSSProperties {
  return {
    gridRow: `${p.rowStart} / ${p.rowEnd}`,
    gridColumn: '1',
    marginLeft: `calc(${(p.lane / p.lanes) * 100}% + 1px)`,
    width: `calc(${100 / p.lanes}% - 3px)`,
    marginTop: '1px',
    marginBottom: '1px',
  };
}
