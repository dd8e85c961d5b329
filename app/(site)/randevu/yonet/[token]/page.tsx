// /randevu/yonet/{token}: a guest's private page for one appointment: see it, add it to a
// calendar, cancel it until its start time (Istanbul). The token is the only key.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AppointmentDetails } from '@/features/appointments/components/appointment-details';
import { CalendarLinks } from '@/features/appointments/components/calendar-links';
import { CancelAppointmentButton } from '@/features/appointments/components/cancel-appointment-button';
import { Button } from '@/components/ui/button';
import { findAppointmentByManageToken } from '@/features/appointments/server/appointments';
import { cancelGuestAppointmentAction } from '@/features/appointments/actions.manage.public';

export const metadata: Metadata = {
  title: 'Randevunuz',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default async function ManageAppointmentPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const appointment = await findAppointmentByManageToken(token);
  if (!appointment) notFound(); // HTTP 404 with 'Randevu bilgisi bulunamadı' (not-found.tsx)

  // Only an appointment that still holds its time goes into a calendar.
  const live = appointment.status !== 'cancelled' && appointment.status !== 'completed' && appointment.status !== 'no_show';
  return (
    <div className="mx-auto w-full max-w-2xl space-y-8 px-4 py-10 sm:py-14">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Randevunuz</h1>
        <p className="text-muted-foreground">{appointment.salon.name}</p>
      </header>

      <section aria-label="Randevu bilgileri" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <AppointmentDetails appointment={appointment} showStatus />
      </section>

      {live && (
        <section aria-labelledby="calendar-title" className="space-y-3">
          <h2 id="calendar-title" className="font-semibold">Takviminize ekleyin</h2>
          <CalendarLinks appointment={appointment} token={token} />
        </section>
      )}

      <section aria-labelledby="cancel-title" className="space-y-3 rounded-xl border p-5">
        <h2 id="cancel-title" className="font-semibold">Randevu iptali</h2>
        {appointment.canCancel ? (
          <>
            <p className="text-sm text-muted-foreground">Randevunuzu başlama saatine kadar buradan iptal edebilirsiniz.</p>
            <CancelAppointmentButton token={token} cancelAction={cancelGuestAppointmentAction} />
          </>
        ) : (
          <p className="text-sm text-muted-foreground" role="status">
            {appointment.status !== 'cancelled'
              ? 'Bu randevu artık iptal edilemez. Değişiklik için lütfen salonla iletişime geçin.'
              : appointment.cancelledBy === 'salon'
                ? 'Bu randevu salon tarafından iptal edildi.' // the reason: the details' 'İptal' row
                : 'Bu randevu iptal edildi.'}
          </p>
        )}
      </section>

      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="outline"><Link href={`/salon/${appointment.salon.id}`}>Salon Sayfası</Link></Button>
        <Button asChild variant="ghost"><Link href="/">Ana Sayfa</Link></Button>
      </div>
    </div>
  );
}
