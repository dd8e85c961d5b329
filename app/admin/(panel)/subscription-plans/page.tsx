// /admin/subscription-plans (admins and up): search and the plans table (name, price, period,
// monthly SMS allowance, status, description, actions) with the plan modal. The search lives in the URL.
import { Suspense } from 'react';
import { Plus } from 'lucide-react';
import { AdminTable, tableKey, type AdminColumn } from '@/components/kit/table';
import { AdminPageHeader } from '@/components/kit/page-header';
import { PlanActions } from '@/features/subscriptions/components/admin/plan-actions';
import { PlanDialog } from '@/features/subscriptions/components/admin/plan-dialog';
import { TableSearch } from '@/components/kit/table-search';
import { TableSkeleton } from '@/components/kit/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { loadPlans } from '@/features/back-office/server/back-office-loaders';
import { adminMetadata } from '@/features/back-office/metadata';
import { formatMoney } from '@/platform/text/money';
import { screenAt } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';
import { parseTableQuery, type RawSearchParams } from '@/platform/http/table-query';
import type { AdminPlan } from '@/features/subscriptions/server/plans';
import { INTERVAL_LABELS } from '@/features/subscriptions/rules/plans';

const SCREEN = screenAt('/admin/subscription-plans');
const PATH = '/admin/subscription-plans' as const;
export const generateMetadata = adminMetadata(SCREEN);
const smsAllowance = new Intl.NumberFormat('tr-TR');
const PLAN_TABLE = { sorts: ['createdAt'], defaultSort: 'createdAt', filters: ['all'], defaultFilter: 'all' } as const;

export default async function SubscriptionPlansPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdmin(SCREEN.level);
  const params = await searchParams;
  const query = parseTableQuery(params, PLAN_TABLE);
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={SCREEN.label} description="Salonların abone olabileceği planlar"
        actions={<PlanDialog trigger={<Button><Plus aria-hidden="true" />Yeni Plan</Button>} />} />
      <TableSearch label="Plan adı veya açıklama ara" />
      <Suspense key={tableKey(query)} fallback={<TableSkeleton columns={7} />}>
        <PlansTable query={query} params={params} />
      </Suspense>
    </div>
  );
}

async function PlansTable({ query, params }: { query: ReturnType<typeof parseTableQuery<'createdAt', 'all'>>; params: RawSearchParams }) {
  const plans = await loadPlans(PATH, query.q);
  const columns: AdminColumn<AdminPlan, 'createdAt'>[] = [
    { key: 'name', header: 'Plan Adı', cell: (p) => <span className="font-medium">{p.name}</span> },
    { key: 'price', header: 'Fiyat', cell: (p) => <span className="tabular-nums whitespace-nowrap">{formatMoney(p.price, p.currency)}</span> },
    { key: 'interval', header: 'Dönem', cell: (p) => INTERVAL_LABELS[p.interval] },
    { key: 'sms', header: 'Aylık SMS', className: 'tabular-nums', cell: (p) => smsAllowance.format(p.smsAllowance) },
    { key: 'status', header: 'Durum', cell: (p) => (p.active ? <Badge variant="success-soft">Aktif</Badge> : <Badge variant="danger-soft">Pasif</Badge>) },
    { key: 'description', header: 'Açıklama', className: 'max-w-sm', cell: (p) => <span className="text-muted-foreground">{p.description ?? '—'}</span> },
    { key: 'actions', header: 'İşlemler', className: 'text-right', cell: (p) => <PlanActions plan={p} subscriptionCount={p.subscriptionCount} /> },
  ];
  return (
    <AdminTable caption="Abonelik planları" columns={columns} rows={plans} rowKey={(p) => p.id} query={query} pathname={PATH} searchParams={params}
      emptyText={query.q ? 'Aramanıza uyan plan bulunamadı' : 'Henüz plan yok'} />
  );
}
