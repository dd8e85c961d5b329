// Where 'Geri' on a salon page returns to (issue 24, item 23): the salon list the visitor opened
// the salon from, with its filters. document.referrer cannot tell: it keeps the page the tab
// was opened with (empty for a typed address or a home-screen icon) through every in-app
// navigation. A salon card remembers its list when clicked: for this app session (module
// state, to go back in history and keep the scroll position) and for the tab (sessionStorage,
// to link to the list after a reload of the salon page).

const STORAGE_KEY = 'salonlar:liste';

/** The salon path last opened from a list in this app session. */
let openedFromList: string | null = null;

/** Called when a card of the list on this page is clicked to open `salonPath`. */
export function rememberList(salonPath: string): void {
  openedFromList = salonPath;
  const list = window.location.pathname + window.location.search;
  if (!list.startsWith('/salonlar')) return;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, list);
  } catch {
    // Storage refused (private mode, quota): 'Geri' then falls back to /salonlar.
  }
}

/** Whether the previous history entry is the list this salon page was opened from. */
export function cameFromList(): boolean {
  return openedFromList !== null && openedFromList === window.location.pathname;
}

/** The list last left for a salon in this tab, or null. */
export function lastListHref(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
