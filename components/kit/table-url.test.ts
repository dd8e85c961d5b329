import { describe, expect, it } from 'vitest';
import { tableHref } from './table-url';
import { likePattern, parseTableQuery } from '@/platform/http/table-query';

const spec = { sorts: ['createdAt', 'email'], defaultSort: 'createdAt', filters: ['all', 'active'], defaultFilter: 'all' } as const;

describe('server-side table URLs', () => {
  it('keeps the other params, drops the page when a filter or search changes, and leaves defaults out', () => {
    expect(tableHref('/admin/x', { q: 'ali', page: '3', filter: 'active' }, { page: 4 })).toBe('/admin/x?q=ali&page=4&filter=active');
    expect(tableHref('/admin/x', { q: 'ali', page: '3' }, { filter: 'active' })).toBe('/admin/x?q=ali&filter=active');
    expect(tableHref('/admin/x', new URLSearchParams('q=ali&page=2'), { q: '' })).toBe('/admin/x');
    expect(tableHref('/admin/x', { page: '2' }, { page: 1 })).toBe('/admin/x');
  });

  it('turns any search params into a safe query: unknown values fall back, never throw', () => {
    expect(parseTableQuery({}, spec)).toEqual({ q: '', page: 1, pageSize: 20, sort: 'createdAt', dir: 'desc', filter: 'all' });
    expect(parseTableQuery({ q: '  ali  ', page: '2', sort: 'email', dir: 'asc', filter: 'active' }, spec))
      .toEqual({ q: 'ali', page: 2, pageSize: 20, sort: 'email', dir: 'asc', filter: 'active' });
    expect(parseTableQuery({ page: '-1', sort: 'password_hash', dir: 'sideways', filter: ['x', 'y'] }, spec))
      .toMatchObject({ page: 1, sort: 'createdAt', dir: 'desc', filter: 'all' });
    expect(parseTableQuery({ q: 'a\u0000b' }, spec).q).toBe('');
    expect(parseTableQuery({ q: 'x'.repeat(500) }, spec).q).toHaveLength(100);
  });

  it('escapes LIKE wildcards so a search matches literally', () => {
    expect(likePattern('50%_off')).toBe('%50\\%\\_off%');
  });
});
