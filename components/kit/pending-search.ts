// The table search that is typed but not yet in the address (TableSearch waits 300 ms after the
// last key, then the server answers). A filter tab clicked meanwhile takes it along, so neither wins over the other (issue 29:
// clearing the search and clicking a filter within 300 ms lost the filter, or brought the old
// search back). Browser-only, one search box per page.
let pending: { value: string; cancel: () => void } | null = null;

/** TableSearch: `value` will be applied unless a navigation takes it first (then `cancel` runs). */
export function setPendingSearch(value: string, cancel: () => void): void {
  pending = { value, cancel };
}

export function clearPendingSearch(): void {
  pending = null;
}

/** The typed search not yet applied, its timer stopped; undefined when there is none. */
export function takePendingSearch(): string | undefined {
  const taken = pending;
  pending = null;
  taken?.cancel();
  return taken?.value.trim();
}
