'use client';
// Search box of a server-side table: typing updates `q` in the URL (300 ms after the last key,
// or at once on Enter), which re-renders the table on the server. Replaces the history entry
// while typing so the back button does not step through every letter. Busy while loading.
// The search is applied to the address as it is then (a filter clicked meanwhile stays), and a
// filter tab clicked before it is applied takes it along (pending-search.ts).
import { useEffect, useRef, useState, useTransition } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { LoaderCircle, Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { tableHref } from '@/components/kit/table-url';
import { clearPendingSearch, setPendingSearch } from '@/components/kit/pending-search';
import { MAX_SEARCH_LENGTH } from '@/platform/http/table-query';

const DEBOUNCE_MS = 300;

export function TableSearch({ label, placeholder }: { label: string; placeholder?: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [value, setValue] = useState(searchParams.get('q') ?? '');
  const [isPending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back/forward (or a filter link) changed the URL: show its search (adjusted while rendering).
  const urlQuery = searchParams.get('q') ?? '';
  const [shownQuery, setShownQuery] = useState(urlQuery);
  if (shownQuery !== urlQuery) {
    setShownQuery(urlQuery);
    setValue(urlQuery);
  }
  useEffect(() => () => { clearTimeout(timer.current); clearPendingSearch(); }, []);
  // The address shows the search now: a filter tab's own link carries it again.
  useEffect(() => { clearPendingSearch(); }, [urlQuery]);

  function apply(next: string) {
    clearTimeout(timer.current);
    // The address now, not when the key was pressed: a filter chosen since then is kept.
    const current = new URLSearchParams(window.location.search);
    if (next.trim() === (current.get('q') ?? '')) {
      clearPendingSearch();
      return;
    }
    // Still pending until the address shows it: the tabs' links keep the old search until the
    // server's answer arrives, and a tab clicked meanwhile must not bring it back (issue 29).
    setPendingSearch(next, () => {});
    startTransition(() => router.replace(tableHref(pathname, current, { q: next.trim() }), { scroll: false }));
  }

  return (
    <form role="search" onSubmit={(e) => { e.preventDefault(); apply(value); }} className="relative w-full sm:max-w-xs">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={value}
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(e) => {
          const next = e.target.value;
          setValue(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => apply(next), DEBOUNCE_MS);
          setPendingSearch(next, () => clearTimeout(timer.current));
        }}
        className="pr-9 pl-9"
      />
      {isPending ? <LoaderCircle className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground" aria-label="Aranıyor" /> : null}
    </form>
  );
}
