// /randevularim: the signed-in customer's appointments, newest first; 'Giriş Yapın' otherwise.
import type { Metadata } from 'next';
import Link from 'next/link';
import { CalendarX } from 'lucide-react';
import { AppointmentCard } from '@/features/appointments/components/appointment-card';
import { SignInPrompt } from '@/features/accounts/components/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { getCurrentCustomer } from '@/platform/access/session';
import { listCustomerAppointments } from '@/features/appointments/server/customer-appointments';

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
  return (
    <ul className="grid gap-4" aria-label="Randevu listesi">
      {appointments.map((a) => <AppointmentCard key={a.id} appointment={a} />)}
    </ul>
  );
}
