// /admin/admin-users (superadmins): admin accounts — list with search, role/status filter,
// sort and paging from the URL; create, change role, deactivate. Built on the shared admin
// table, modal-form and confirm patterns.
import { Suspense } from 'react';
import { AccountRowActions } from '@/features/back-office/components/admin/account-row-actions';
import { CreateAdminDialog } from '@/features/back-office/components/admin/create-admin-dialog';
import { AdminTable, tableKey, type AdminColumn } from '@/components/kit/table';
import { AdminPageHeader } from '@/components/kit/page-header';
import { TableFilterTabs } from '@/components/kit/table-filter-tabs';
import { TablePagination } from '@/components/kit/table-pagination';
import { TableSearch } from '@/components/kit/table-search';
import { TableSkeleton } from '@/components/kit/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { loadAdminAccounts } from '@/features/back-office/server/admin-accounts';
import { relativeTime } from '@/platform/time/relative-time';
import { adminMetadata } from '@/features/back-office/metadata';
import { ROLE_LABEL, screenAt } from '@/platform/access/admin-roles';
import { requireAdmin, type SessionAdmin } from '@/platform/access/admin-session';
import { parseTableQuery, type RawSearchParams } from '@/platform/http/table-query';
import { ADMIN_ACCOUNT_TABLE, type AdminAccountQuery, type AdminAccountRow } from '@/platform/access/admin-users';

const SCREEN = screenAt('/admin/admin-users');
const PATH = SCREEN.href;
export const generateMetadata = adminMetadata(SCREEN);

const FILTERS = [
  { value: 'all', label: 'Tümü' }, { value: 'active', label: 'Aktif' }, { value: 'inactive', label: 'Devre dışı' },
  { value: 'superadmin', label: ROLE_LABEL.superadmin }, { value: 'admin', label: ROLE_LABEL.admin }, { value: 'moderator', label: ROLE_LABEL.moderator },
] as const;

export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const me = await requireAdmin(SCREEN.level);
  const params = await searchParams;
  const query = parseTableQuery(params, ADMIN_ACCOUNT_TABLE);
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={SCREEN.label} description="Yönetim paneline erişebilen hesaplar ve rolleri" actions={<CreateAdminDialog />} />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <TableSearch label="E-posta veya ad ile ara" />
        <TableFilterTabs label="Hesap filtresi" options={[...FILTERS]} current={query.filter} defaultValue={ADMIN_ACCOUNT_TABLE.defaultFilter} pathname={PATH} searchParams={params} />
      </div>
      <Suspense key={tableKey(query)} fallback={<TableSkeleton columns={6} />}>
        <AccountsTable query={query} params={params} me={me} />
      </Suspense>
    </div>
  );
}

async function AccountsTable({ query, params, me }: { query: AdminAccountQuery; params: RawSearchParams; me: SessionAdmin }) {
  const page = await loadAdminAccounts(query);
  const now = new Date();
  const columns: AdminColumn<AdminAccountRow, AdminAccountQuery['sort']>[] = [
    { key: 'email', header: 'E-posta', sort: 'email', cell: (r) => <span className="font-medium">{r.email}</span> },
    { key: 'name', header: 'Ad Soyad', sort: 'fullName', cell: (r) => r.fullName ?? '—' },
    { key: 'role', header: 'Rol', sort: 'role', cell: (r) => <Badge variant="secondary">{ROLE_LABEL[r.role]}</Badge> },
    { key: 'status', header: 'Durum', cell: (r) => (r.isActive ? <Badge>Aktif</Badge> : <Badge variant="outline">Devre dışı</Badge>) },
    { key: 'lastLogin', header: 'Son Giriş', sort: 'lastLogin', cell: (r) => (r.lastLogin ? relativeTime(r.lastLogin, now) : 'Hiç giriş yapmadı') },
    {
      key: 'actions', header: 'İşlemler', className: 'text-right',
      cell: (r) => <AccountRowActions id={r.id} email={r.email} role={r.role} isActive={r.isActive} isSelf={r.id === me.id} />,
    },
  ];
  return (
    <div className="grid gap-4">
      <AdminTable caption="Yönetici hesapları" columns={columns} rows={page.rows} rowKey={(r) => r.id} query={query} pathname={PATH} searchParams={params}
        emptyText={query.q || query.filter !== 'all' ? 'Aramanıza uyan yönetici bulunamadı' : 'Henüz yönetici yok'} />
      <TablePagination page={page} pathname={PATH} searchParams={params} />
    </div>
  );
}
