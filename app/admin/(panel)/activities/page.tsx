// /admin/activities (spec 2 §2 "All activities"): every new customer, review and appointment,
// and every logged admin action (who, what, when; issue 24 #12), newest first; filter
// (all / appointments / reviews / customers / admin actions), text search and paging from
// the URL; relative times; a back button to /admin.
import { Suspense } from 'react';
import Link from 'next/link';
import { ArrowLeft } from 'lucide-react';
import { tableKey } from '@/components/kit/table';
import { FeedList } from '@/features/back-office/components/feed-list';
import { AdminPageHeader } from '@/components/kit/page-header';
import { TableFilterTabs } from '@/components/kit/table-filter-tabs';
import { TablePagination } from '@/components/kit/table-pagination';
import { TableSearch } from '@/components/kit/table-search';
import { TableSkeleton } from '@/components/kit/table-skeleton';
import { Button } from '@/components/ui/button';
import { loadActivities } from '@/features/back-office/server/loaders';
import { adminMetadata } from '@/features/back-office/metadata';
import { screenAt } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';
import { pageOf, parseTableQuery, type RawSearchParams } from '@/platform/http/table-query';
import { FEED_FILTERS, type FeedFilter, type FeedQuery } from '@/features/back-office/server/feed';

const SCREEN = screenAt('/admin/activities');
const PATH = SCREEN.href;
export const generateMetadata = adminMetadata(SCREEN);

const TABLE = { sorts: ['at'], defaultSort: 'at', filters: FEED_FILTERS, defaultFilter: 'all', pageSize: 20 } as const;
const LABELS: Record<FeedFilter, string> = { all: 'Tümü', appointments: 'Randevular', reviews: 'Yorumlar', customers: 'Müşteriler', admin: 'Yönetici işlemleri' };

export default async function ActivitiesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdmin(SCREEN.level);
  const params = await searchParams;
  const { filter, q, page, pageSize } = parseTableQuery(params, TABLE);
  const query: FeedQuery = { filter, q, page, pageSize };
  return (
    <div className="grid gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link href="/admin"><ArrowLeft aria-hidden="true" />Kontrol Paneline Dön</Link>
        </Button>
      </div>
      <AdminPageHeader title={SCREEN.label} description="Müşteri kayıtları, yorumlar, randevular ve yönetici işlemleri" />
      <TableSearch label="Aktivitelerde ara" placeholder="İsim, salon, hizmet, telefon veya yönetici ile ara" />
      <Suspense key={tableKey(query)} fallback={<TableSkeleton columns={3} />}>
        <Activities query={query} params={params} />
      </Suspense>
    </div>
  );
}

async function Activities({ query, params }: { query: FeedQuery; params: RawSearchParams }) {
  const result = await loadActivities(query);
  const options = FEED_FILTERS.filter((value) => value !== 'admin' || result.adminLog)
    .map((value) => ({ value, label: LABELS[value], count: result.counts[value] }));
  const searching = query.q !== '' || query.filter !== 'all';
  return (
    <div className="grid gap-4">
      <TableFilterTabs label="Aktivite türü" options={options} current={query.filter} defaultValue="all" pathname={PATH} searchParams={params} />
      <section aria-label="Aktiviteler" className="rounded-xl border bg-card px-5">
        <FeedList items={result.rows} now={new Date()} emptyText={searching ? 'Aramanıza uyan aktivite bulunamadı' : 'Henüz aktivite bulunmuyor'} />
      </section>
      <TablePagination page={pageOf(result.rows, result.total, query)} pathname={PATH} searchParams={params} />
    </div>
  );
}
