// /panel: until the salon is bookable, the setup checklist; after that 'Salonunuz yayında' with
// its public link, today's appointments, the next one and this week's counts; and, for users who
// see products, the ones at or under their low-stock level (none: no card). When this month's SMS
// allowance is spent, a notice that messages go by e-mail until the month ends (issue 32).
import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/kit/page-header';
import { SetupChecklist } from '@/features/panel/components/setup-checklist';
import { TodayAppointments } from '@/features/panel/components/today-appointments';
import { countAppointments, findNextAppointment, listDayAppointments, loadSetupStatus } from '@/features/panel/server/home';
import { LowStockCard } from '@/features/products/components/low-stock-card';
import { lowStockProducts } from '@/features/products/server/products';
import { PanelAllowanceNotice } from '@/features/sms/components/panel-allowance-notice';
import { smsAllowanceSpent } from '@/features/sms/server/panel-settings';
import { panelScreensFor } from '@/platform/access/panel-nav-access';
import { can } from '@/platform/access/panel-permissions';
import { holdsRight } from '@/platform/access/panel-rights';
import { requireSalonUser } from '@/platform/access/panel-session';
import { addDaysToDate, istanbulClock, minutesToTime } from '@/platform/time/istanbul';

export const metadata: Metadata = { title: 'Ana Sayfa' };

const dayLabel = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', weekday: 'long', timeZone: 'UTC' });

export default async function PanelHomePage() {
  const user = await requireSalonUser('page.home');
  const clock = istanbulClock(new Date());
  // Monday to Sunday of this week, in Istanbul.
  const monday = addDaysToDate(clock.date, -((clock.dayOfWeek + 6) % 7));
  const seesAppointments = can(user.permissions, 'appointments', 'view');
  const screens = panelScreensFor(user);
  const seesProducts = holdsRight(user.permissions, 'page.products');
  const [status, today, next, week, lowStock, smsSpent] = await Promise.all([
    loadSetupStatus(user.salonId),
    seesAppointments ? listDayAppointments(user.salonId, clock.date) : Promise.resolve([]),
    seesAppointments ? findNextAppointment(user.salonId, clock.date, minutesToTime(clock.minutes)) : Promise.resolve(null),
    seesAppointments ? countAppointments(user.salonId, monday, addDaysToDate(monday, 6)) : Promise.resolve(null),
    seesProducts ? lowStockProducts(user.salonId) : Promise.resolve([]),
    smsAllowanceSpent(user.salonId),
  ]);

  return (
    <div className="grid gap-6">
      <AdminPageHeader title={`Merhaba, ${user.firstName}`} description={dayLabel.format(new Date(`${clock.date}T00:00:00Z`))} />
      {smsSpent ? <PanelAllowanceNotice settingsHref={holdsRight(user.permissions, 'page.salon') ? '/panel/salon' : undefined} /> : null}
      {status.bookable ? (
        <section className="rounded-xl border border-green-200 bg-green-50 p-4 text-green-900">
          <p className="font-semibold">Salonunuz yayında</p>
          <p className="text-sm">
            Müşterileriniz salonunuzu bulup online randevu alabilir:{' '}
            <Link href={`/salon/${user.salonId}`} className="font-medium underline underline-offset-4">salon sayfanız</Link>
          </p>
        </section>
      ) : <SetupChecklist status={status} canOpen={(href) => screens.some((screen) => screen.href === href)} />}
      {seesAppointments ? (
        <>
          {week ? (
            <section aria-label="Bu hafta" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {[['Bugün', today.filter((a) => a.status !== 'cancelled').length], ['Bu hafta', week.live + week.completed],
                ['Tamamlanan', week.completed], ['İptal', week.cancelled]].map(([label, value]) => (
                <div key={label} className="rounded-xl border bg-card p-3">
                  <p className="text-xs text-muted-foreground">{label}</p>
                  <p className="text-2xl font-bold tabular-nums">{value}</p>
                </div>
              ))}
            </section>
          ) : null}
          <section aria-labelledby="next-title" className="rounded-xl border bg-card p-4 sm:p-6">
            <h2 id="next-title" className="text-lg font-semibold">Sıradaki randevu</h2>
            {next ? (
              <p className="user-text mt-2 text-sm">
                <span className="font-semibold">{next.date === clock.date ? 'Bugün' : dayLabel.format(new Date(`${next.date}T00:00:00Z`))} {next.startTime}</span>
                {' · '}{next.customerName}{next.serviceName ? ` · ${next.serviceName}` : ''}{next.staffName ? ` · ${next.staffName}` : ''}
              </p>
            ) : <p className="mt-2 text-sm text-muted-foreground">Yaklaşan randevu yok.</p>}
          </section>
          <section aria-labelledby="today-title" className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
            <h2 id="today-title" className="text-lg font-semibold">Bugünün randevuları</h2>
            <TodayAppointments items={today} />
          </section>
        </>
      ) : null}
      {lowStock.length > 0 ? <LowStockCard products={lowStock} /> : null}
    </div>
  );
}
