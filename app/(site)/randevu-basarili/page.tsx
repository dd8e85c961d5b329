// /randevu-basarili?token=...: the booking confirmation (spec 1 §2). Reached with the guest's
// unguessable manage token, never a sequential id, so nobody can read someone else's booking.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CheckCircle2, Link2 } from 'lucide-react';
import { AppointmentDetails } from '@/features/appointments/components/appointment-details';
import { CalendarLinks } from '@/features/appointments/components/calendar-links';
import { Button } from '@/components/ui/button';
import { findAppointmentByManageToken } from '@/features/appointments/server/appointments';

export const metadata: Metadata = {
  title: 'Randevu Onayı',
  robots: { index: false, follow: false },
  // The token is in this page's URL: never pass it on to other sites.
  referrer: 'no-referrer',
};

const NOTES = [
  'Salon randevunuzu en kısa sürede onaylayacaktır.',
  'Randevu bilgileriniz SMS ve/veya e-posta ile tarafınıza iletilecektir.',
  'Randevunuzu iptal etmek veya değiştirmek için salonla iletişime geçebilirsiniz.',
  'Lütfen randevu saatinden 10 dakika önce salonda olun.',
];

export default async function BookingConfirmationPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const appointment = typeof token === 'string' ? await findAppointmentByManageToken(token) : null;
  if (!appointment || typeof token !== 'string') notFound(); // HTTP 404 (not-found.tsx)

  const manageHref = `/randevu/yonet/${token}`;
  return (
    <div className="mx-auto w-full max-w-2xl space-y-8 px-4 py-10 sm:py-14">
      <header className="space-y-3 text-center">
        <CheckCircle2 className="mx-auto size-14 text-success" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {appointment.status === 'cancelled' ? 'Randevunuz İptal Edildi' : 'Randevunuz Oluşturuldu!'}
        </h1>
        <p className="text-muted-foreground">Randevu bilgileriniz aşağıdadır.</p>
      </header>

      <section aria-label="Randevu bilgileri" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <AppointmentDetails appointment={appointment} showStatus={appointment.status === 'cancelled'} />
      </section>

      <section aria-labelledby="notes-title" className="rounded-xl bg-secondary/60 p-5 text-sm">
        <h2 id="notes-title" className="mb-2 font-semibold">Bilgilendirme</h2>
        <ul className="list-disc space-y-1 pl-5">
          {NOTES.map((note) => <li key={note}>{note}</li>)}
        </ul>
      </section>

      <section aria-labelledby="calendar-title" className="space-y-3">
        <h2 id="calendar-title" className="font-semibold">Takviminize ekleyin</h2>
        <CalendarLinks appointment={appointment} token={token} />
      </section>

      <section aria-labelledby="manage-title" className="space-y-2 rounded-xl border p-5">
        <h2 id="manage-title" className="flex items-center gap-2 font-semibold">
          <Link2 className="size-4" aria-hidden="true" />
          Randevunuzu yönetin
        </h2>
        <p className="text-sm text-muted-foreground">
          Bu bağlantı yalnızca size özeldir; saklayın. Randevunuzu buradan görüntüleyebilir ve başlama saatine kadar iptal edebilirsiniz.
        </p>
        <Link href={manageHref} className="text-sm font-medium text-primary underline underline-offset-4">Randevuyu görüntüle veya iptal et</Link>
      </section>

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button asChild variant="brand"><Link href="/salonlar">Salonlara Göz At</Link></Button>
        <Button asChild variant="outline"><Link href="/">Ana Sayfa</Link></Button>
      </div>
    </div>
  );
}
