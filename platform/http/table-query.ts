// The one server-side table contract (DESIGN.md: "Tables filter, sort and page on the server
// from URL search params"). A screen declares its sortable columns and filter values; this
// turns the page's searchParams into a safe query (unknown values fall back to defaults, never
// an error) and describes a page of results. Pure and browser-safe.
import { z } from 'zod';
import { hasControlCharacters } from '@/platform/text/input';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_SEARCH_LENGTH = 100;

export type RawSearchParams = Record<string, string | string[] | undefined>;

export interface TableQuery<Sort extends string, Filter extends string> {
  q: string;
  page: number;
  pageSize: number;
  sort: Sort;
  dir: 'asc' | 'desc';
  filter: Filter;
}

export interface TableSpec<Sort extends string, Filter extends string> {
  sorts: readonly [Sort, ...Sort[]];
  defaultSort: Sort;
  defaultDir?: 'asc' | 'desc';
  filters: readonly [Filter, ...Filter[]];
  defaultFilter: Filter;
  pageSize?: number;
}

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function parseTableQuery<Sort extends string, Filter extends string>(
  params: RawSearchParams, spec: TableSpec<Sort, Filter>,
): TableQuery<Sort, Filter> {
  const rawQ = first(params.q) ?? '';
  const q = hasControlCharacters(rawQ) ? '' : rawQ.trim().slice(0, MAX_SEARCH_LENGTH);
  const page = z.coerce.number().int().min(1).max(100_000).catch(1).parse(first(params.page) ?? 1);
  const sort = z.enum(spec.sorts).catch(spec.defaultSort).parse(first(params.sort));
  const dir = z.enum(['asc', 'desc']).catch(spec.defaultDir ?? 'desc').parse(first(params.dir));
  const filter = z.enum(spec.filters).catch(spec.defaultFilter).parse(first(params.filter));
  return { q, page, pageSize: spec.pageSize ?? DEFAULT_PAGE_SIZE, sort, dir, filter };
}

export function pageOf<T>(rows: T[], total: number, query: { page: number; pageSize: number }): Paged<T> {
  return { rows, total, page: query.page, pageSize: query.pageSize, pageCount: Math.max(1, Math.ceil(total / query.pageSize)) };
}

export function offsetOf(query: { page: number; pageSize: number }): number {
  return (query.page - 1) * query.pageSize;
}

/** Escapes % and _ so a search for '50%' matches the text '50%', not everything. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
