// /admin/salons (admins and up): search, 'Salon Ekle', five figures, and the salons table
// (salon with logo or initial, code, location, contact, hours, subscription, status with
// 'Kurulum bekleniyor' for an active salon not bookable yet, actions)
// with the create/edit, subscription, toggle and delete actions in one menu per row. The search
// also finds a phone typed as shown and the city or district's name. View state lives in the URL.
import { Suspense } from 'react';
import { Building2, CheckCircle2, CircleOff, CreditCard, Plus, TimerOff } from 'lucide-react';
import { AdminTable, tableKey, type AdminColumn } from '@/components/kit/table';
import { FigureCards, formatCount } from '@/components/kit/figure-cards';
import { AdminPageHeader } from '@/components/kit/page-header';
import { CreateSalonDialog } from '@/features/salons/components/admin/salon-dialogs';
import { SalonFormOptionsProvider } from '@/features/salons/components/shared/salon-form-options';
import { SalonRowActions } from '@/features/salons/components/admin/salon-row-actions';
import { SalonStatusBadges } from '@/features/salons/components/admin/salon-status-badges';
import { SubscriptionBadge } from '@/features/subscriptions/components/admin/subscription-badge';
import { TableFilterTabs } from '@/components/kit/table-filter-tabs';
import { TablePagination } from '@/components/kit/table-pagination';
import { TableSearch } from '@/components/kit/table-search';
import { TableSkeleton } from '@/components/kit/table-skeleton';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { loadSalonFormOptions, loadSalons, loadSalonStats } from '@/features/back-office/server/back-office-loaders';
import { adminMetadata } from '@/features/back-office/metadata';
import { screenAt } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';
import { subscriptionStatus } from '@/features/subscriptions/rules/subscription-status';
import { parseTableQuery, type RawSearchParams } from '@/platform/http/table-query';
import { ADMIN_SALON_TABLE, type AdminSalonQuery, type AdminSalonRow } from '@/features/salons/server/admin-salons';
import { formatPhoneDisplay } from '@/platform/text/phone';
import { minutesToTime } from '@/platform/time/istanbul';

const SCREEN = screenAt('/admin/salons');
const PATH = SCREEN.href;
export const generateMetadata = adminMetadata(SCREEN);

const FILTERS = [{ value: 'all', label: 'Tümü' }, { value: 'active', label: 'Aktif' }, { value: 'passive', label: 'Pasif' }] as const;

export default async function SalonsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdmin(SCREEN.level);
  const params = await searchParams;
  const query = parseTableQuery(params, ADMIN_SALON_TABLE);
  const options = await loadSalonFormOptions();
  return (
    <SalonFormOptionsProvider value={options}>
      <div className="grid gap-6">
        <AdminPageHeader title={SCREEN.label} description="Platformdaki salonlar, sahipleri ve abonelikleri"
          actions={<CreateSalonDialog trigger={<Button><Plus aria-hidden="true" />Salon Ekle</Button>} />} />
        <Suspense fallback={<Skeleton className="h-24 w-full" />}>
          <SalonFigures />
        </Suspense>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <TableSearch label="Salon adı, kodu, sahibi, telefon, e-posta, şehir veya ilçe ara" />
          <TableFilterTabs label="Salon durumu" options={[...FILTERS]} current={query.filter} defaultValue={ADMIN_SALON_TABLE.defaultFilter} pathname={PATH} searchParams={params} />
        </div>
        <Suspense key={tableKey(query)} fallback={<TableSkeleton columns={8} />}>
          <SalonsTable query={query} params={params} />
        </Suspense>
      </div>
    </SalonFormOptionsProvider>
  );
}

async function SalonFigures() {
  const stats = await loadSalonStats();
  return (
    <FigureCards label="Salon özetleri" figures={[
      { label: 'Toplam Salon', value: formatCount(stats.total), Icon: Building2, testId: 'stat-salons-total' },
      { label: 'Aktif Salon', value: formatCount(stats.active), Icon: CheckCircle2, testId: 'stat-salons-active', tone: 'green' },
      { label: 'Pasif Salon', value: formatCount(stats.passive), Icon: CircleOff, testId: 'stat-salons-passive', tone: 'red' },
      { label: 'Aktif Abonelik', value: formatCount(stats.activeSubscriptions), Icon: CreditCard, testId: 'stat-salons-subscriptions', tone: 'green' },
      { label: 'Süresi Dolmuş', value: formatCount(stats.expiredSubscriptions), Icon: TimerOff, testId: 'stat-salons-expired', tone: 'red' },
    ]} />
  );
}

// At least 14rem wide: the table's automatic layout may otherwise squeeze the column to its
// narrowest (user text may wrap anywhere) and break names mid-word ('Ulud|ağ Mas|aj').
function SalonIdentity({ salon }: { salon: AdminSalonRow }) {
  return (
    <div className="flex min-w-56 items-center gap-3" data-testid="salon-identity">
      {salon.logoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- uploaded logos from the storage route, any size
        <img src={salon.logoUrl} alt="" className="size-10 shrink-0 rounded-lg border object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 font-semibold text-primary">
          {Array.from(salon.name.trim())[0]?.toLocaleUpperCase('tr-TR') ?? '?'}
        </span>
      )}
      <span className="min-w-0 font-medium user-text" data-testid="salon-name">{salon.name}</span>
    </div>
  );
}

function EmailLines({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <span className="break-words text-muted-foreground">
      {at > 0 ? <>{email.slice(0, at)}<wbr />{email.slice(at)}</> : email}
    </span>
  );
}

async function SalonsTable({ query, params }: { query: AdminSalonQuery; params: RawSearchParams }) {
  const page = await loadSalons(query);
  const now = new Date();
  const columns: AdminColumn<AdminSalonRow, AdminSalonQuery['sort']>[] = [
    { key: 'salon', header: 'Salon', sort: 'name', cell: (s) => <SalonIdentity salon={s} /> },
    { key: 'code', header: 'Kod', sort: 'salonCode', cell: (s) => <code className="font-mono text-xs">{s.salonCode}</code> },
    { key: 'location', header: 'Konum', cell: (s) => [s.districtName, s.cityName].filter(Boolean).join(', ') || '—' },
    {
      key: 'contact', header: 'İletişim',
      cell: (s) => (
        // Never broken mid-word at 1366 px (issue 29): the phone stays on one line, an address
        // wraps only before its '@' (or, too long for the column alone, where it must).
        <div className="grid min-w-44 gap-0.5 text-xs" data-testid="salon-contact">
          <span className="whitespace-nowrap tabular-nums">{s.phone ? formatPhoneDisplay(s.phone) : '—'}</span>
          {s.email ? <EmailLines email={s.email} /> : null}
        </div>
      ),
    },
    { key: 'hours', header: 'Çalışma Saatleri', cell: (s) => <span className="whitespace-nowrap tabular-nums">{minutesToTime(s.openTimeMinutes)} - {minutesToTime(s.closeTimeMinutes)}</span> },
    { key: 'subscription', header: 'Abonelik', cell: (s) => <SubscriptionBadge status={subscriptionStatus(s.subscription, now)} /> },
    { key: 'status', header: 'Durum', cell: (s) => <SalonStatusBadges isActive={s.isActive} bookable={s.bookable} /> },
    // One menu per row (issue 24 #13), so the actions take one button's width.
    { key: 'actions', header: 'İşlemler', className: 'text-right', cell: (s) => <SalonRowActions salon={s} subscription={s.subscription} /> },
  ];
  return (
    <div className="grid gap-4">
      <AdminTable caption="Salonlar" columns={columns} rows={page.rows} rowKey={(s) => s.id} query={query} pathname={PATH} searchParams={params}
        emptyText={query.q || query.filter !== 'all' ? 'Aramanıza uyan salon bulunamadı' : 'Henüz salon yok'} />
      <TablePagination page={page} pathname={PATH} searchParams={params} />
    </div>
  );
}
