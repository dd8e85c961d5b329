// Filter tabs of a server-side table or list: one link per value (with an optional count),
// the current one marked. Links keep the search and go back to page 1.
import Link from 'next/link';
import { tableHref } from '@/components/kit/table-url';
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
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
      {options.map((option) => {
        const active = option.value === current;
        return (
          <Link
            key={option.value}
            href={tableHref(pathname, searchParams, { filter: option.value === defaultValue ? null : option.value })}
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
