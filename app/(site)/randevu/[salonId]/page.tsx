// /randevu/{salonId}: the booking form (spec 1 §2). The salon, its services, its staff and
// who gives what are rendered on the first request and then served from cache (tag
// `salon:<id>`); the browser adds the live parts: the slots, the signed-in customer's
// details (prefill) and ?service= (preselects a service). Unknown salons answer HTTP 404; an
// active salon that is not bookable yet, or whose subscription has ended, answers 200 with
// NotBookableNotice instead of the form.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MapPin } from 'lucide-react';
import { BookingForm } from '@/features/booking/components/booking-form';
import { NotBookableNotice } from '@/features/salons/components/salon-page/not-bookable-notice';
import { getCachedBookingPage } from '@/features/booking/server/booking-page';
import { istanbulClock } from '@/platform/time/istanbul';
import { isActiveSalonId } from '@/features/salons/server/cached-salons';
import { SUBSCRIPTION_ENDED_MESSAGE } from '@/features/booking/schema.messages';

interface Props {
  params: Promise<{ salonId: string }>;
}

export const revalidate = 30; // = CACHE_REVALIDATE_SECONDS (a segment config must be a literal)

export function generateStaticParams(): { salonId: string }[] {
  return [];
}

async function load(params: Props['params']) {
  const { salonId } = await params;
  const page = (await isActiveSalonId(salonId)) ? await getCachedBookingPage(salonId) : null;
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { salon, bookable, subscriptionEnded } = await load(params);
  const place = [salon.districtName, salon.cityName].filter(Boolean).join(', ');
  return {
    title: `Randevu Al – ${salon.name}`,
    description: `${salon.name}${place ? ` (${place})` : ''} için online randevu alın: hizmetinizi, personelinizi ve size uygun saati seçin.`,
    alternates: { canonical: `/randevu/${salon.id}` },
    // A page without a form is not worth indexing; it is once the salon is set up.
    ...(bookable && !subscriptionEnded ? {} : { robots: { index: false, follow: true } }),
  };
}

export default async function BookingPage({ params }: Props) {
  const { salon, bookable, subscriptionEnded, services, staff, giversByService } = await load(params);
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
      {bookable && !subscriptionEnded ? (
        <BookingForm
          salon={{ id: salon.id, name: salon.name }}
          services={services.map((s) => ({ id: s.id, name: s.name, price: s.price, durationMinutes: s.durationMinutes, categoryName: s.categoryName }))}
          staff={staff.map((s) => ({ id: s.id, name: `${s.firstName} ${s.lastName}`.trim(), position: s.position }))}
          giversByService={giversByService}
          today={istanbulClock(new Date()).date}
        />
      ) : (
        <NotBookableNotice message={bookable ? SUBSCRIPTION_ENDED_MESSAGE : undefined} />
      )}
    </div>
  );
}
