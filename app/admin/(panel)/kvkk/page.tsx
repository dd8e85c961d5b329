// /admin/kvkk (admins and up): every data-rights request made at /kvkk/basvuru, open ones first
// with the nearest deadline on top (KVKK art. 13: 30 days), overdue and due-soon marked. Search,
// status tabs with counts and paging live in the URL; each row's detail answers it.
import { Suspense } from 'react';
import { AdminTable, tableKey, type AdminColumn } from '@/components/kit/table';
import { AdminPageHeader } from '@/components/kit/page-header';
import { TableFilterTabs } from '@/components/kit/table-filter-tabs';
import { TablePagination } from '@/components/kit/table-pagination';
import { TableSearch } from '@/components/kit/table-search';
import { TableSkeleton } from '@/components/kit/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { DeadlineCell } from '@/features/privacy/components/admin/deadline-cell';
import { KvkkRequestDetail } from '@/features/privacy/components/admin/kvkk-request-detail';
import { adminMetadata } from '@/features/back-office/metadata';
import { CHANNEL_LABELS, contactText, KIND_LABELS, STATUS_LABELS } from '@/features/privacy/rules/requests';
import { KVKK_REQUEST_TABLE, KVKK_SCREEN, loadKvkkRequestPage, type KvkkRequestQuery } from '@/features/privacy/server/admin-requests';
import type { KvkkRequestView } from '@/features/privacy/types';
import { requireAdmin } from '@/platform/access/admin-session';
import { parseTableQuery, type RawSearchParams } from '@/platform/http/table-query';

const PATH = KVKK_SCREEN.href;
export const generateMetadata = adminMetadata(KVKK_SCREEN);

const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' });
const STATUS_BADGE = { unverified: 'secondary', open: 'info-soft', done: 'success-soft', rejected: 'danger-soft' } as const;

export default async function KvkkRequestsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdmin(KVKK_SCREEN.level);
  const params = await searchParams;
  const query = parseTableQuery(params, KVKK_REQUEST_TABLE);
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={KVKK_SCREEN.label}
        description="KVKK başvuru formundan gelen talepler. Açık başvurular son tarihe kadar yanıtlanmalıdır (md. 13: 30 gün, ücretsiz). Hesabı olan müşteriler verilerini Verilerim sayfasından kendileri indirir ve hesaplarını kapatır; bunlar burada görünmez." />
      <TableSearch label="E-posta, telefon veya açıklama ara" />
      <Suspense key={tableKey(query)} fallback={<TableSkeleton columns={6} />}>
        <RequestsTable query={query} params={params} />
      </Suspense>
    </div>
  );
}

async function RequestsTable({ query, params }: { query: KvkkRequestQuery; params: RawSearchParams }) {
  const page = await loadKvkkRequestPage(query);
  const now = new Date();
  const tabs = KVKK_REQUEST_TABLE.filters.map((value) => ({
    value, label: value === 'all' ? 'Tümü' : STATUS_LABELS[value], count: page.counts[value],
  }));
  const columns: AdminColumn<KvkkRequestView, KvkkRequestQuery['sort']>[] = [
    { key: 'status', header: 'Durum', cell: (r) => <Badge variant={STATUS_BADGE[r.status]}>{STATUS_LABELS[r.status]}</Badge> },
    { key: 'kind', header: 'Talep', cell: (r) => KIND_LABELS[r.kind] },
    {
      key: 'contact', header: 'Başvuran',
      cell: (r) => (
        <span className="grid gap-0.5">
          <span className="break-all font-medium">{contactText(r)}</span>
          <span className="text-xs text-muted-foreground">
            {CHANNEL_LABELS[r.channel]}{r.channel === 'phone' && !r.verifiedAt && r.status !== 'unverified' ? ' · geri aranarak doğrulanacak' : ''}
          </span>
        </span>
      ),
    },
    { key: 'created', header: 'Başvuru', sort: 'createdAt', cell: (r) => <span className="whitespace-nowrap">{dateTime.format(new Date(r.createdAt))}</span> },
    { key: 'due', header: 'Son tarih', sort: 'dueAt', cell: (r) => <DeadlineCell request={r} now={now} /> },
    { key: 'actions', header: 'İşlemler', className: 'text-right', cell: (r) => <KvkkRequestDetail request={r} /> },
  ];
  return (
    <div className="grid gap-4">
      <TableFilterTabs label="Başvuru durumu" options={tabs} current={query.filter} defaultValue={KVKK_REQUEST_TABLE.defaultFilter}
        pathname={PATH} searchParams={params} />
      <AdminTable caption="KVKK başvuruları" columns={columns} rows={page.rows} rowKey={(r) => r.id} query={query} pathname={PATH}
        searchParams={params} emptyText={query.q ? 'Aramanıza uyan başvuru bulunamadı' : emptyText(query.filter)} />
      <TablePagination page={page} pathname={PATH} searchParams={params} />
    </div>
  );
}

function emptyText(filter: KvkkRequestQuery['filter']): string {
  if (filter === 'open') return 'Yanıt bekleyen başvuru yok';
  return filter === 'all' ? 'Henüz başvuru yok' : 'Bu durumda başvuru yok';
}
