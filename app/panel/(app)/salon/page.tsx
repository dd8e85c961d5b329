// /panel/salon: the salon's public details as customers see them, and 'Bilgileri Düzenle' for
// users with the settings right; below, how its messages go (e-posta / SMS) and this month's SMS use.
import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/kit/page-header';
import { SalonFormOptionsProvider } from '@/features/salons/components/shared/salon-form-options';
import { SalonProfileDialog } from '@/features/salon-settings/components/profile-dialog';
import { ReminderSettingsDialog } from '@/features/salon-settings/components/reminder-dialog';
import { loadPanelSalon } from '@/features/salon-settings/server/salon';
import { listCitiesWithDistricts } from '@/features/registration/server/registrations';
import { formatPhoneDisplay } from '@/platform/text/phone';
import { can } from '@/platform/access/panel-permissions';
import { requireSalonUser } from '@/platform/access/panel-session';
import { REMINDER_LABELS } from '@/features/salon-settings/schema';
import { saveReminderSettingsAction, saveSalonProfileAction } from '@/features/salon-settings/actions.panel';
import { PanelSmsCard } from '@/features/sms/components/panel-sms-card';
import { PanelSmsDialog } from '@/features/sms/components/panel-sms-dialog';
import { loadSmsPanelSettings } from '@/features/sms/server/panel-settings';
import { saveSmsPanelSettingsAction } from '@/features/sms/actions.panel';

export const metadata: Metadata = { title: 'Salon Bilgileri' };

export default async function PanelSalonPage() {
  const user = await requireSalonUser('page.salon');
  const [salon, cities, sms] = await Promise.all([loadPanelSalon(user.salonId), listCitiesWithDistricts(), loadSmsPanelSettings(user.salonId)]);
  if (!salon) return null;
  const canEdit = can(user.permissions, 'settings', 'edit');
  const rows: [string, string | null][] = [
    ['Salon kodu', salon.salonCode],
    ['Adres', salon.address],
    ['Şehir / İlçe', [salon.cityName, salon.districtName].filter(Boolean).join(' / ') || null],
    ['Telefon', salon.phone ? formatPhoneDisplay(salon.phone) : null],
    ['E-posta', salon.email],
    ['Açıklama', salon.description],
    ['Randevu hatırlatması', REMINDER_LABELS[String(salon.reminderHours)] ?? null],
  ];
  return (
    <SalonFormOptionsProvider value={{ cities, plans: [] }}>
      <div className="grid gap-6">
        <AdminPageHeader title={salon.name} description="Salonunuzun müşterilere görünen bilgileri."
          actions={canEdit ? (
            <div className="flex flex-wrap gap-2">
              <ReminderSettingsDialog reminderHours={salon.reminderHours} action={saveReminderSettingsAction} />
              <SalonProfileDialog logoUrl={salon.logoUrl} action={saveSalonProfileAction} values={{
                name: salon.name, address: salon.address ?? '', cityId: salon.cityId ? String(salon.cityId) : '',
                districtId: salon.districtId ? String(salon.districtId) : '', phone: salon.phone ?? '', email: salon.email ?? '',
                description: salon.description ?? '', logoKey: null, removeLogo: false,
              }} />
            </div>
          ) : null} />
        <section className="rounded-xl border bg-card p-4 sm:p-6">
          <div className="flex items-center gap-4">
            {salon.logoUrl
              // eslint-disable-next-line @next/next/no-img-element -- uploaded logos are served by our own file route
              ? <img src={salon.logoUrl} alt="" className="size-16 rounded-lg border object-cover" />
              : <div aria-hidden="true" className="flex size-16 items-center justify-center rounded-lg bg-primary/10 text-2xl font-bold text-primary">{salon.name.charAt(0)}</div>}
            <Link href={`/salon/${salon.id}`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              Salon sayfanızı görün
            </Link>
          </div>
          <dl className="mt-4 grid gap-3">
            {rows.map(([label, value]) => (
              <div key={label} className="grid gap-0.5 sm:grid-cols-[10rem_1fr]">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="user-text whitespace-pre-line text-sm">{value ?? '—'}</dd>
              </div>
            ))}
          </dl>
        </section>
        <PanelSmsCard channels={sms.channels} smsPhone={sms.smsPhone} usage={sms.usage}
          editor={canEdit ? <PanelSmsDialog channels={sms.channels} smsPhone={sms.smsPhone} action={saveSmsPanelSettingsAction} /> : undefined} />
      </div>
    </SalonFormOptionsProvider>
  );
}
