// /randevu/{salonId}: the booking form (spec 1 §2). The server loads the salon, its services,
// its staff and who gives what, plus the signed-in customer for prefilling; the client form
// does the rest against the slots and appointments endpoints. ?service= preselects a service.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MapPin } from 'lucide-react';
import { z } from 'zod';
import { BookingForm } from '@/components/booking/booking-form';
import { getCurrentCustomer } from '@/lib/auth/session';
import { getBookableSalon, listBookableServices, listBookableStaff, staffByService } from '@/lib/db/booking-data';
import { istanbulClock } from '@/lib/time/istanbul';

interface Props {
  params: Promise<{ salonId: string }>;
  searchParams: Promise<{ service?: string | string[] }>;
}

const isId = (value: string) => z.guid().safeParse(value).success;

async function salonFor(salonId: string) {
  return isId(salonId) ? getBookableSalon(salonId) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const salon = await salonFor((await params).salonId);
  if (!salon) return { title: 'Salon bulunamadı', robots: { index: false } };
  return {
    title: `Randevu Al – ${salon.name}`,
    description: `${salon.name} için online randevu alın: hizmetinizi, personelinizi ve size uygun saati seçin.`,
    alternates: { canonical: `/randevu/${salon.id}` },
  };
}

export default async function BookingPage({ params, searchParams }: Props) {
  const { salonId } = await params;
  const salon = await salonFor(salonId);
  if (!salon) notFound();

  const [services, staff, customer, query] = await Promise.all([
    listBookableServices(salon.id), listBookableStaff(salon.id), getCurrentCustomer(), searchParams,
  ]);
  const giversByService = await staffByService(salon.id, services, staff);
  const requested = typeof query.service === 'string' ? query.service : '';
  const initialServiceId = services.some((s) => s.id === requested) ? requested : '';
  const place = [salon.address, salon.districtName, salon.cityName].filter(Boolean).join(', ');

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <header className="mb-8 space-y-2">
        <p className="text-sm font-medium text-primary">Online Randevu</p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{salon.name}</h1>
        {place && (
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {place}
          </p>
        )}
      </header>
      <BookingForm
        salon={{ id: salon.id, name: salon.name }}
        services={services.map((s) => ({ id: s.id, name: s.name, price: s.price, durationMinutes: s.durationMinutes, categoryName: s.categoryName }))}
        staff={staff.map((s) => ({ id: s.id, name: `${s.firstName} ${s.lastName}`.trim(), position: s.position }))}
        giversByService={giversByService}
        initialServiceId={initialServiceId}
        today={istanbulClock(new Date()).date}
        prefill={customer ? {
          name: `${customer.firstName} ${customer.lastName}`.trim(), phone: customer.phone, email: customer.email ?? '',
        } : null}
      />
    </div>
  );
}
