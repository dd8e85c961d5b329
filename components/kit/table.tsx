// THE server-side table of the back-office (DESIGN.md: filter, sort and page on the server
// from URL search params). Render it from a server component inside
//   <Suspense key={tableKey(query)} fallback={<TableSkeleton columns={n} />}>
// with the page's `searchParams`; pair it with <TableSearch>, <TableFilterTabs> and
// <TablePagination>. Sortable headers are links (aria-sort set), so sorting works without
// JavaScript and the back button restores the previous view. `cell` may return any node,
// including a client component for row actions.
import type { ReactNode } from 'react';
import Link from 'next/link';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { tableHref } from '@/components/kit/table-url';
import type { RawSearchParams, TableQuery } from '@/platform/http/table-query';
import { cn } from '@/components/ui/utils';

export interface AdminColumn<Row, Sort extends string> {
  key: string;
  header: string;
  /** The sort value this column's header sets; omitted = not sortable. */
  sort?: Sort;
  className?: string;
  cell: (row: Row) => ReactNode;
}

interface Props<Row, Sort extends string> {
  caption: string;
  columns: AdminColumn<Row, Sort>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  query: Pick<TableQuery<Sort, string>, 'sort' | 'dir' | 'q' | 'filter'>;
  pathname: string;
  searchParams: RawSearchParams;
  /** Shown when nothing matches; say whether a search/filter is the reason. */
  emptyText: string;
}

/** A key that changes with every query, so <Suspense> shows its fallback while a new page loads. */
export function tableKey(query: object): string {
  return JSON.stringify(query);
}

export function AdminTable<Row, Sort extends string>({ caption, columns, rows, rowKey, query, pathname, searchParams, emptyText }: Props<Row, Sort>) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full min-w-[640px] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/40 text-left">
          <tr>
            {columns.map((column) => {
              const active = column.sort !== undefined && column.sort === query.sort;
              const nextDir = active && query.dir === 'desc' ? 'asc' : 'desc';
              return (
                <th key={column.key} scope="col" className={cn('px-4 py-3 font-medium text-muted-foreground', column.className)}
                  aria-sort={active ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
                  {column.sort ? (
                    <Link href={tableHref(pathname, searchParams, { sort: column.sort, dir: nextDir })} scroll={false}
                      className="inline-flex items-center gap-1 hover:text-foreground">
                      {column.header}
                      {active ? (query.dir === 'asc' ? <ArrowUp className="size-3.5" aria-hidden="true" /> : <ArrowDown className="size-3.5" aria-hidden="true" />)
                        : <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />}
                    </Link>
                  ) : column.header}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-12 text-center text-muted-foreground">{emptyText}</td>
            </tr>
          ) : rows.map((row) => (
            <tr key={rowKey(row)} className="border-b last:border-0 hover:bg-muted/30">
              {columns.map((column) => (
                <td key={column.key} className={cn('px-4 py-3 align-middle user-text', column.className)}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
