// /admin: the dashboard (spec 2 §2): four figures, recent activity (8), quick actions and
// appointments per day over the last 30 Istanbul days.
import type { Metadata } from 'next';
import { Suspense } from 'react';
import Link from 'next/link';
import { AppointmentsChart } from '@/features/back-office/components/admin/appointments-chart';
import { QuickActions } from '@/features/back-office/components/admin/quick-actions';
import { StatCards } from '@/features/back-office/components/admin/stat-cards';
import { FeedList } from '@/features/back-office/components/feed-list';
import { AdminPageHeader } from '@/components/kit/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { loadDashboard } from '@/features/back-office/server/loaders';
import { adminMetadata } from '@/features/back-office/metadata';
import { screenAt, type AdminRole } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';

const SCREEN = screenAt('/admin');
const screenMetadata = adminMetadata(SCREEN);

/**
 * The layout's '%s | Yönetici Paneli' template applies to the pages below it, not to this page
 * of the layout's own segment (which would get the site's '… | SalonRandevu'), so the dashboard
 * spells its title out like the other screens'.
 */
export async function generateMetadata(): Promise<Metadata> {
  await screenMetadata();
  return { title: { absolute: `${SCREEN.label} | Yönetici Paneli` } };
}

export default async function AdminDashboardPage() {
  const admin = await requireAdmin(SCREEN.level);
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={SCREEN.label} description={`Hoş geldiniz, ${admin.fullName || admin.email}`} />
      <Suspense fallback={<DashboardSkeleton />}>
        <Dashboard role={admin.role} />
      </Suspense>
    </div>
  );
}

async function Dashboard({ role }: { role: AdminRole }) {
  const { stats, recent, perDay } = await loadDashboard();
  const now = new Date();
  return (
    <>
      <StatCards stats={stats} />
      <div className="grid gap-6 xl:grid-cols-5">
        <section aria-labelledby="chart-heading" className="rounded-xl border bg-card p-5 xl:col-span-3">
          <h2 id="chart-heading" className="mb-3 font-semibold">Günlük Randevular (Son 30 Gün)</h2>
          <AppointmentsChart days={perDay} />
        </section>
        <section aria-labelledby="quick-heading" className="rounded-xl border bg-card p-5 xl:col-span-2">
          <h2 id="quick-heading" className="mb-3 font-semibold">Hızlı İşlemler</h2>
          <QuickActions role={role} />
        </section>
      </div>
      <section aria-labelledby="recent-heading" className="rounded-xl border bg-card p-5">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 id="recent-heading" className="font-semibold">Son Aktiviteler</h2>
          <Link href="/admin/activities" className="text-sm font-medium text-primary hover:underline">Tümünü Gör</Link>
        </div>
        <FeedList items={recent} now={now} emptyText="Henüz aktivite bulunmuyor" />
      </section>
    </>
  );
}

function DashboardSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <span className="sr-only">Yükleniyor...</span>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-24 rounded-xl" />)}
      </div>
      <Skeleton className="h-64 rounded-xl" />
      <Skeleton className="h-80 rounded-xl" />
    </div>
  );
}
