// Links inside a server-side table: the current search params with some changed. Changing
// anything but the page goes back to page 1 (page 3 of another filter may not exist).
// Defaults are left out so URLs stay short and shareable. Pure and browser-safe.
export type ParamChanges = Record<string, string | number | null | undefined>;

export function tableHref(pathname: string, current: URLSearchParams | Record<string, string | string[] | undefined>, changes: ParamChanges): string {
  const params = new URLSearchParams();
  if (current instanceof URLSearchParams) {
    current.forEach((value, key) => { if (!params.has(key)) params.set(key, value); });
  } else {
    for (const [key, value] of Object.entries(current)) {
      const one = Array.isArray(value) ? value[0] : value;
      if (one !== undefined) params.set(key, one);
    }
  }
  if (!('page' in changes)) params.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
