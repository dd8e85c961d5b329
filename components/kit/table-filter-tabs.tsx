'use client';
// Filter tabs of a server-side table or list: one link per value (with an optional count),
// the current one marked. Links keep the search and go back to page 1; a search typed but not
// yet applied goes along with the click (pending-search.ts), instead of racing it.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { tableHref } from '@/components/kit/table-url';
import { takePendingSearch } from '@/components/kit/pending-search';
import type { RawSearchParams } from '@/platform/http/table-query';
import { cn } from '@/components/ui/utils';

export interface FilterOption<F extends string> {
  value: F;
  label: string;
  count?: number;
}

export function TableFilterTabs<F extends string>({ label, options, current, defaultValue, pathname, searchParams }: {
  label: string;
  options: FilterOption<F>[];
  current: F;
  defaultValue: F;
  pathname: string;
  searchParams: RawSearchParams;
}) {
  const router = useRouter();
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
      {options.map((option) => {
        const active = option.value === current;
        const filter = option.value === defaultValue ? null : option.value;
        return (
          <Link
            key={option.value}
            href={tableHref(pathname, searchParams, { filter })}
            onClick={(event) => {
              const typed = takePendingSearch();
              if (typed === undefined) return;
              event.preventDefault();
              router.push(tableHref(pathname, new URLSearchParams(window.location.search), { filter, q: typed }), { scroll: false });
            }}
            aria-current={active ? 'page' : undefined}
            scroll={false}
            className={cn('rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
              active ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground')}
          >
            {option.label}
            {option.count !== undefined ? <span className="ml-1.5 text-xs text-muted-foreground">({option.count})</span> : null}
          </Link>
        );
      })}
    </nav>
  );
}
