// /panel/raporlar (issue 31): the salon's reports over a range of Istanbul days
// (`?aralik=bugun|hafta|ay|gecen-ay` or `?bas=&bit=`, default this month; anything else falls
// back to it), one tab at a time (`?bolum=`, features/reports/rules/tabs.ts), each table with its
// CSV; printable. Each tab loads only its own report.
import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/kit/page-header';
import { PrintButton } from '@/components/kit/print-button';
import { AppointmentsSection } from '@/features/reports/components/appointments-section';
import { CashSection } from '@/features/reports/components/cash-section';
import { CustomersSection } from '@/features/reports/components/customers-section';
import { ProductsSection } from '@/features/reports/components/products-section';
import { RangePicker } from '@/features/reports/components/range-picker';
import { ReportTabs } from '@/features/reports/components/report-tabs';
import { StaffSection } from '@/features/reports/components/staff-section';
import { TakingsSection } from '@/features/reports/components/takings-section';
import { parseReportRange, type ReportRange } from '@/features/reports/rules/range';
import { parseReportTab, type ReportTab } from '@/features/reports/rules/tabs';
import { loadReport } from '@/features/reports/server/load';
import type { ReportSource } from '@/features/reports/types';
import { requireSalonUser } from '@/platform/access/panel-session';
import { formatLongDate } from '@/platform/time/calendar';
import { istanbulClock } from '@/platform/time/istanbul';

export const metadata: Metadata = { title: 'Raporlar' };

const SOURCES: Record<ReportTab, ReportSource> = {
  tahsilat: 'takings', personel: 'staff', randevular: 'appointments', musteriler: 'customers', urunler: 'products', kasa: 'cash',
};

async function TabContent({ tab, salonId, range }: { tab: ReportTab; salonId: string; range: ReportRange }) {
  const data = await loadReport(SOURCES[tab], salonId, range);
  switch (tab) {
    case 'tahsilat': return <TakingsSection range={range} takings={data.takings!} />;
    case 'personel': return <StaffSection range={range} staff={data.staff!} />;
    case 'randevular': return <AppointmentsSection range={range} report={data.appointments!} />;
    case 'musteriler': return <CustomersSection range={range} report={data.customers!} />;
    case 'urunler': return <ProductsSection range={range} report={data.products!} />;
    case 'kasa': return <CashSection range={range} sessions={data.cash!} />;
  }
}

export default async function ReportsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireSalonUser('page.reports');
  const params = await searchParams;
  const today = istanbulClock(new Date()).date;
  const range = parseReportRange(params, today);
  const tab = parseReportTab(params.bolum);
  const span = range.from === range.to ? formatLongDate(range.from) : `${formatLongDate(range.from)} – ${formatLongDate(range.to)}`;
  return (
    <div className="grid gap-6">
      <AdminPageHeader title="Raporlar" description={span} actions={<PrintButton />} />
      <ReportTabs tab={tab} range={range} />
      <RangePicker range={range} tab={tab} today={today} />
      <div data-testid="reports">
        <TabContent tab={tab} salonId={user.salonId} range={range} />
      </div>
    </div>
  );
}
