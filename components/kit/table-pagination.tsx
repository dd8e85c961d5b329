// Pagination for server-side tables and lists: previous/next links and the position
// ('Toplam 42 kayıt · Sayfa 2 / 3'). Links keep the other search params.
import Link from 'next/link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { tableHref } from '@/components/kit/table-url';
import type { Paged, RawSearchParams } from '@/platform/http/table-query';

export function TablePagination({ page, pathname, searchParams }: { page: Pick<Paged<unknown>, 'page' | 'pageCount' | 'total'>; pathname: string; searchParams: RawSearchParams }) {
  const hasPrevious = page.page > 1;
  const hasNext = page.page < page.pageCount;
  return (
    <nav aria-label="Sayfalama" className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
      <p aria-live="polite">Toplam {page.total} kayıt · Sayfa {Math.min(page.page, page.pageCount)} / {page.pageCount}</p>
      <div className="flex gap-2">
        {hasPrevious ? (
          <Button asChild variant="outline" size="sm">
            <Link href={tableHref(pathname, searchParams, { page: page.page - 1 })} rel="prev"><ChevronLeft aria-hidden="true" />Önceki</Link>
          </Button>
        ) : <Button variant="outline" size="sm" disabled><ChevronLeft aria-hidden="true" />Önceki</Button>}
        {hasNext ? (
          <Button asChild variant="outline" size="sm">
            <Link href={tableHref(pathname, searchParams, { page: page.page + 1 })} rel="next">Sonraki<ChevronRight aria-hidden="true" /></Link>
          </Button>
        ) : <Button variant="outline" size="sm" disabled>Sonraki<ChevronRight aria-hidden="true" /></Button>}
      </div>
    </nav>
  );
}
