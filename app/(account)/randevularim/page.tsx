// /randevularim: the signed-in customer's appointments, upcoming (the next one on top) apart from
// past ones; 'Giriş Yapın' otherwise.
import type { Metadata } from 'next';
import Link from 'next/link';
import { CalendarX } from 'lucide-react';
import { AppointmentCard } from '@/features/appointments/components/appointment-card';
import { SignInPrompt } from '@/features/accounts/components/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { getCurrentCustomer } from '@/platform/access/session';
import { listCustomerAppointments, type CustomerAppointment } from '@/features/appointments/server/customer-appointments';

export const metadata: Metadata = { title: 'Randevularım', robots: { index: false, follow: false } };

export default async function MyAppointmentsPage() {
  const customer = await getCurrentCustomer();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold">Randevularım</h1>
      {customer ? <AppointmentList customerId={customer.id} /> : (
        <SignInPrompt message="Randevularınızı görmek için lütfen giriş yapın." />
      )}
    </div>
  );
}

async function AppointmentList({ customerId }: { customerId: string }) {
  const appointments = await listCustomerAppointments(customerId);
  if (appointments.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <CalendarX className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-medium">Henüz randevunuz bulunmuyor.</p>
        <p className="text-muted-foreground">Size uygun salonu bulun ve hemen randevu alın.</p>
        <Button asChild variant="brand">
          <Link href="/salonlar">Salonlara Göz At</Link>
        </Button>
      </div>
    );
  }
  const upcoming = appointments.filter((a) => a.upcoming);
  const past = appointments.filter((a) => !a.upcoming);
  return (
    <>
      <AppointmentSection id="upcoming" title="Yaklaşan Randevular" empty="Yaklaşan randevunuz yok." list={upcoming} />
      {/* A cancelled one is here too, even if its day is still ahead: say so in the heading. */}
      {past.length > 0 ? (
        <AppointmentSection id="past" title={past.some((a) => a.status === 'cancelled') ? 'Geçmiş ve İptal Edilen Randevular' : 'Geçmiş Randevular'} list={past} />
      ) : null}
    </>
  );
}

/** One of the two lists: upcoming soonest first, past (and cancelled) newest first (issue 29). */
function AppointmentSection({ id, title, empty, list }: { id: string; title: string; empty?: string; list: CustomerAppointment[] }) {
  return (
    <section className="grid gap-3" aria-labelledby={`${id}-heading`} data-testid={`${id}-appointments`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">{title}</h2>
      {list.length === 0 ? <p className="text-muted-foreground">{empty}</p> : (
        <ul className="grid gap-4" aria-label={title}>
          {list.map((a) => <AppointmentCard key={a.id} appointment={a} />)}
        </ul>
      )}
    </section>
  );
}
