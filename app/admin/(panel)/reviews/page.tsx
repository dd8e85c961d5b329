// /admin/reviews (moderators and up): figures, search over comment/customer/salon, tabs with
// counts, the list with moderation actions. Filter, search, sort and page live in the URL.
import { Suspense } from 'react';
import Link from 'next/link';
import { CheckCircle2, Clock, MessageSquare, Star } from 'lucide-react';
import { AdminTable, tableKey, type AdminColumn } from '@/components/kit/table';
import { FigureCards, formatCount } from '@/components/kit/figure-cards';
import { AdminPageHeader } from '@/components/kit/page-header';
import { ReviewActions } from '@/features/reviews/components/admin/review-actions';
import { Stars } from '@/features/reviews/components/admin/stars';
import { TableFilterTabs } from '@/components/kit/table-filter-tabs';
import { TablePagination } from '@/components/kit/table-pagination';
import { TableSearch } from '@/components/kit/table-search';
import { TableSkeleton } from '@/components/kit/table-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { Badge } from '@/components/ui/badge';
import { loadReviewStats, loadReviews } from '@/features/back-office/server/back-office-loaders';
import { adminMetadata } from '@/features/back-office/metadata';
import { REVIEW_STATUS_LABELS } from '@/features/reviews/rules/moderation';
import { screenAt } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';
import { parseTableQuery, type RawSearchParams } from '@/platform/http/table-query';
import { ADMIN_REVIEW_TABLE, type AdminReviewQuery, type AdminReviewRow } from '@/features/reviews/server/admin-reviews';
import { formatPhoneDisplay } from '@/platform/text/phone';
import { formatCalendarDate } from '@/platform/time/format-date';

const SCREEN = screenAt('/admin/reviews');
const PATH = SCREEN.href;
export const generateMetadata = adminMetadata(SCREEN);

const rating = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const dateFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' });
const STATUS_BADGE = { pending: 'warning-soft', approved: 'success-soft', rejected: 'danger-soft' } as const;

export default async function ReviewsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdmin(SCREEN.level);
  const params = await searchParams;
  const query = parseTableQuery(params, ADMIN_REVIEW_TABLE);
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={SCREEN.label} description="Müşteri yorumlarını onaylayın, reddedin veya kaldırın" />
      <Suspense fallback={<Skeleton className="h-24 w-full" />}>
        <ReviewFigures />
      </Suspense>
      <TableSearch label="Yorum, müşteri veya salon ara" />
      <Suspense key={tableKey(query)} fallback={<TableSkeleton columns={6} />}>
        <ReviewsTable query={query} params={params} />
      </Suspense>
    </div>
  );
}

async function ReviewFigures() {
  const stats = await loadReviewStats();
  return (
    <FigureCards label="Yorum özetleri" figures={[
      { label: 'Toplam Yorum', value: formatCount(stats.total), Icon: MessageSquare, testId: 'stat-reviews-total' },
      { label: 'Onaylanan', value: formatCount(stats.approved), Icon: CheckCircle2, testId: 'stat-reviews-approved', tone: 'green' },
      { label: 'Bekleyen', value: formatCount(stats.pending), Icon: Clock, testId: 'stat-reviews-pending', tone: 'amber' },
      { label: 'Ortalama Puan', value: stats.averageRating === null ? '—' : rating.format(stats.averageRating), Icon: Star, testId: 'stat-reviews-rating' },
    ]} />
  );
}

async function ReviewsTable({ query, params }: { query: AdminReviewQuery; params: RawSearchParams }) {
  const page = await loadReviews(query);
  const tabs = ([
    { value: 'all', label: 'Tümü' }, { value: 'pending', label: 'Beklemede' },
    { value: 'approved', label: 'Onaylandı' }, { value: 'rejected', label: 'Reddedildi' },
  ] as const).map((t) => ({ ...t, count: page.counts[t.value] }));
  const columns: AdminColumn<AdminReviewRow, AdminReviewQuery['sort']>[] = [
    {
      key: 'customer', header: 'Müşteri',
      cell: (r) => (
        <div className="grid gap-0.5">
          <span className="font-medium">{r.customerName}</span>
          <span className="text-xs text-muted-foreground">{formatPhoneDisplay(r.customerPhone)}</span>
          {r.customerEmail ? <span className="text-xs break-all text-muted-foreground">{r.customerEmail}</span> : null}
        </div>
      ),
    },
    { key: 'salon', header: 'Salon', cell: (r) => <SalonCell row={r} /> },
    { key: 'visit', header: 'Randevu', cell: (r) => <VisitCell visit={r.visit} /> },
    { key: 'rating', header: 'Puan', sort: 'rating', cell: (r) => <Stars rating={r.rating} /> },
    { key: 'comment', header: 'Yorum', className: 'max-w-md', cell: (r) => <CommentCell row={r} /> },
    { key: 'date', header: 'Tarih', sort: 'createdAt', cell: (r) => <span className="whitespace-nowrap">{dateFormat.format(r.createdAt)}</span> },
    { key: 'status', header: 'Durum', cell: (r) => <Badge variant={STATUS_BADGE[r.status]}>{REVIEW_STATUS_LABELS[r.status]}</Badge> },
    { key: 'actions', header: 'İşlemler', className: 'text-right', cell: (r) => <ReviewActions id={r.id} status={r.status} customerName={r.customerName} salonName={r.salonName} hasReply={r.replyText !== null} /> },
  ];
  return (
    <div className="grid gap-4">
      <TableFilterTabs label="Yorum durumu" options={tabs} current={query.filter} defaultValue={ADMIN_REVIEW_TABLE.defaultFilter} pathname={PATH} searchParams={params} />
      <AdminTable caption="Müşteri yorumları" columns={columns} rows={page.rows} rowKey={(r) => r.id} query={query} pathname={PATH} searchParams={params}
        emptyText={query.q || query.filter !== 'all' ? 'Aramanıza uyan yorum bulunamadı' : 'Henüz yorum yok'} />
      <TablePagination page={page} pathname={PATH} searchParams={params} />
    </div>
  );
}

/**
 * Only an active salon has a public page: a passive one's would answer 404, and a link to it
 * was prefetched (and logged as a 404) on every load of this screen (issue 24 item 16).
 */
function SalonCell({ row }: { row: AdminReviewRow }) {
  if (!row.salonActive) {
    return (
      <span className="grid gap-0.5">
        <span>{row.salonName}</span>
        <span className="text-xs text-muted-foreground">Pasif salon</span>
      </span>
    );
  }
  return <Link href={`/salon/${row.salonId}`} prefetch={false} className="underline-offset-2 hover:underline">{row.salonName}</Link>;
}

/** The completed visit the review is about (issue 28): when, what, with whom. */
function VisitCell({ visit }: { visit: AdminReviewRow['visit'] }) {
  if (!visit) return <Badge variant="danger-soft">Randevu yok</Badge>;
  return (
    <span className="grid gap-0.5" data-testid="review-visit">
      <span className="whitespace-nowrap">{formatCalendarDate(visit.date)} {visit.time}</span>
      {visit.serviceName ? <span className="text-xs text-muted-foreground">{visit.serviceName}</span> : null}
      {visit.staffName ? <span className="text-xs text-muted-foreground">{visit.staffName}</span> : null}
    </span>
  );
}

/** The comment and, under it, the salon's public reply when it has written one. */
function CommentCell({ row }: { row: AdminReviewRow }) {
  return (
    <div className="grid gap-2">
      <p className="whitespace-pre-line user-text" data-testid="admin-review-comment">{row.comment}</p>
      {row.replyText !== null && row.replyAt ? (
        <div className="rounded-md border-l-4 border-primary/40 bg-muted/50 px-3 py-2" data-testid="admin-review-reply">
          <p className="text-xs font-semibold">
            Salonun yanıtı <span className="font-normal text-muted-foreground">· {dateFormat.format(row.replyAt)}</span>
          </p>
          <p className="mt-1 whitespace-pre-line text-sm user-text">{row.replyText}</p>
        </div>
      ) : null}
    </div>
  );
}
