// /admin/subscriptions (admins and up): figures (total, active, expiring soon, expired), search
// by salon, status filter (all, active, expired) and the table with spec 2 §4's labels, colours
// and days left, computed against one clock for the whole page.
import { Suspense } from 'react';
import { AlarmClock, CheckCircle2, CreditCard, TimerOff } from 'lucide-react';
import { AdminTable, tableKey, type AdminColumn } from '@/components/kit/table';
import { FigureCards, formatCount } from '@/components/kit/figure-cards';
import { AdminPageHeader } from '@/components/kit/page-header';
import { CancelSubscriptionButton } from '@/features/subscriptions/components/admin/cancel-subscription-button';
import { SubscriptionBadge } from '@/features/subscriptions/components/admin/subscription-badge';
import { TableFilterTabs } from '@/components/kit/table-filter-tabs';
import { TablePagination } from '@/components/kit/table-pagination';
import { TableSearch } from '@/components/kit/table-search';
import { TableSkeleton } from '@/components/kit/table-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { loadSubscriptionFigures, loadSubscriptions } from '@/features/back-office/server/back-office-loaders';
import { adminMetadata } from '@/features/back-office/metadata';
import { screenAt } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';
import { subscriptionStatus } from '@/features/subscriptions/rules/subscription-status';
import { parseTableQuery, type RawSearchParams } from '@/platform/http/table-query';
import { ADMIN_SUBSCRIPTION_TABLE, type AdminSubscriptionQuery, type AdminSubscriptionRow } from '@/features/subscriptions/server/admin-subscriptions';
import { INTERVAL_LABELS } from '@/features/subscriptions/rules/plans';

const SCREEN = screenAt('/admin/subscriptions');
const PATH = SCREEN.href;
export const generateMetadata = adminMetadata(SCREEN);
const FILTERS = [{ value: 'all', label: 'Tümü' }, { value: 'active', label: 'Aktif' }, { value: 'expired', label: 'Süresi Dolmuş' }] as const;
const dateFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeZone: 'Europe/Istanbul' });

export default async function SubscriptionsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdmin(SCREEN.level);
  const params = await searchParams;
  const query = parseTableQuery(params, ADMIN_SUBSCRIPTION_TABLE);
  const now = new Date();
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={SCREEN.label} description="Salonların abonelikleri, kalan günleri ve durumları" />
      <Suspense fallback={<Skeleton className="h-24 w-full" />}>
        <Figures now={now} />
      </Suspense>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <TableSearch label="Salon adı veya kodu ara" />
        <TableFilterTabs label="Abonelik durumu" options={[...FILTERS]} current={query.filter} defaultValue={ADMIN_SUBSCRIPTION_TABLE.defaultFilter} pathname={PATH} searchParams={params} />
      </div>
      <Suspense key={tableKey(query)} fallback={<TableSkeleton columns={7} />}>
        <SubscriptionsTable query={query} params={params} now={now} />
      </Suspense>
    </div>
  );
}

async function Figures({ now }: { now: Date }) {
  const f = await loadSubscriptionFigures(now);
  return (
    <FigureCards label="Abonelik özetleri" figures={[
      { label: 'Toplam Abonelik', value: formatCount(f.total), Icon: CreditCard, testId: 'stat-subscriptions-total' },
      { label: 'Aktif', value: formatCount(f.active), Icon: CheckCircle2, testId: 'stat-subscriptions-active', tone: 'green' },
      { label: 'Yakında Bitecek', value: formatCount(f.expiringSoon), Icon: AlarmClock, testId: 'stat-subscriptions-soon', tone: 'amber' },
      { label: 'Süresi Dolmuş', value: formatCount(f.expired), Icon: TimerOff, testId: 'stat-subscriptions-expired', tone: 'red' },
    ]} />
  );
}

async function SubscriptionsTable({ query, params, now }: { query: AdminSubscriptionQuery; params: RawSearchParams; now: Date }) {
  const page = await loadSubscriptions(query, now);
  const columns: AdminColumn<AdminSubscriptionRow, AdminSubscriptionQuery['sort']>[] = [
    {
      key: 'salon', header: 'Salon', sort: 'salonName',
      cell: (r) => <div className="grid"><span className="font-medium">{r.salonName}</span><code className="font-mono text-xs text-muted-foreground">{r.salonCode}</code></div>,
    },
    { key: 'plan', header: 'Plan', cell: (r) => r.planName ?? '—' },
    { key: 'type', header: 'Tür', cell: (r) => INTERVAL_LABELS[r.type] },
    { key: 'start', header: 'Başlangıç', cell: (r) => dateFormat.format(r.startDate) },
    { key: 'end', header: 'Bitiş', sort: 'endDate', cell: (r) => dateFormat.format(r.endDate) },
    {
      key: 'status', header: 'Durum / Kalan Gün',
      cell: (r) => {
        const status = subscriptionStatus(r, now);
        return <div className="flex items-center gap-2"><SubscriptionBadge status={status} showDays={false} /><span className="tabular-nums text-sm" data-testid="days-left">{status.daysLeft} gün</span></div>;
      },
    },
    {
      // Only a running subscription can be cancelled: one that has ended or was cancelled offers nothing (issue 29).
      key: 'actions', header: 'İşlemler', className: 'text-right',
      cell: (r) => (subscriptionStatus(r, now).state === 'active' ? <CancelSubscriptionButton id={r.id} salonName={r.salonName} /> : null),
    },
  ];
  return (
    <div className="grid gap-4">
      <AdminTable caption="Abonelikler" columns={columns} rows={page.rows} rowKey={(r) => r.id} query={query} pathname={PATH} searchParams={params}
        emptyText={query.q || query.filter !== 'all' ? 'Aramanıza uyan abonelik bulunamadı' : 'Henüz abonelik yok'} />
      <TablePagination page={page} pathname={PATH} searchParams={params} />
    </div>
  );
}
