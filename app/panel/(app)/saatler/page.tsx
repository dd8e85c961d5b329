// /panel/saatler: the salon's weekly hours and the days it is closed. Online slots follow both,
// within each staff member's own hours.
import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/kit/page-header';
import { ClosedDates } from '@/features/salon-settings/components/closed-dates';
import { WeekEditor } from '@/features/salon-settings/components/week-editor';
import { listClosedDates, loadSalonWeek } from '@/features/salon-settings/server/salon';
import { can } from '@/platform/access/panel-permissions';
import { requireSalonUser } from '@/platform/access/panel-session';
import { istanbulClock } from '@/platform/time/istanbul';
import { addClosedDateAction, removeClosedDateAction, saveSalonWeekAction } from '@/features/salon-settings/actions.hours.panel';

export const metadata: Metadata = { title: 'Çalışma Saatleri' };

const longDate = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', weekday: 'long', timeZone: 'UTC' });

export default async function PanelHoursPage() {
  const user = await requireSalonUser('page.hours');
  const today = istanbulClock(new Date()).date;
  const [week, closed] = await Promise.all([loadSalonWeek(user.salonId), listClosedDates(user.salonId, today)]);
  if (!week) return null;
  const canEdit = can(user.permissions, 'settings', 'edit');
  return (
    <div className="grid gap-6">
      <AdminPageHeader title="Çalışma Saatleri" description="Online randevular yalnızca açık olduğunuz gün ve saatlerde alınır." />
      <section aria-labelledby="week-title" className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
        <h2 id="week-title" className="text-lg font-semibold">Haftalık saatler</h2>
        {!week.configured ? (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            Henüz çalışma saatlerinizi kaydetmediniz. Şimdilik her gün aynı saatler geçerli; günlerinizi düzenleyip kaydedin.
          </p>
        ) : null}
        <WeekEditor days={week.days} canEdit={canEdit} action={saveSalonWeekAction} />
      </section>
      <section aria-labelledby="closed-title" className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
        <h2 id="closed-title" className="text-lg font-semibold">Kapalı günler</h2>
        <ClosedDates today={today} canEdit={canEdit} addAction={addClosedDateAction} removeAction={removeClosedDateAction}
          items={closed.map((c) => ({ ...c, label: longDate.format(new Date(`${c.date}T00:00:00Z`)) }))} />
      </section>
    </div>
  );
}
