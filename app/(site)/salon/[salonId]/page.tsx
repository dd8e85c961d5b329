// /salon/{salonId} (spec §2): header, book / review / map buttons, services by category,
// reviews, and schema.org JSON-LD for search engines. Unknown, malformed or inactive ids
// answer HTTP 404 'Salon bulunamadı' (notFound() runs before anything streams: no loading.tsx
// on this route on purpose).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { JsonLdScript } from '@/components/salon/json-ld-script';
import { SalonActions } from '@/components/salon/salon-actions';
import { SalonHeader } from '@/components/salon/salon-header';
import { ServiceCategories } from '@/components/salon/service-categories';
import { REVIEW_PAGE_PARAM, SalonReviewsSection } from '@/components/reviews/salon-reviews-section';
import { getCachedSalon, type SalonDetail } from '@/lib/db/salons';
import { env } from '@/lib/env';
import { formatLocation } from '@/lib/salons/format';
import { salonJsonLd } from '@/lib/salons/json-ld';

interface Props {
  params: Promise<{ salonId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function loadSalon(params: Props['params']): Promise<SalonDetail> {
  await connection();
  const { salonId } = await params;
  const salon = await getCachedSalon(salonId);
  if (!salon) notFound();
  return salon;
}

function describe(salon: SalonDetail): string {
  const location = formatLocation(salon.city, salon.district);
  const services = salon.categories.flatMap((c) => c.services.map((s) => s.name));
  const list = [...new Set(services)].slice(0, 5).join(', ');
  return [
    `${salon.name}${location ? ` (${location})` : ''}: online randevu alın.`,
    list ? `Hizmetler: ${list}.` : '',
    salon.reviewCount > 0 ? `${salon.reviewCount} değerlendirme, ortalama ${salon.averageRating.toFixed(1)} puan.` : '',
  ].filter(Boolean).join(' ');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const salon = await loadSalon(params);
  const location = formatLocation(salon.city, salon.district);
  const title = location ? `${salon.name} – ${location}` : salon.name;
  const description = describe(salon);
  const canonical = `/salon/${salon.id}`;
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: {
      type: 'website',
      url: canonical,
      title: `${title} | SalonRandevu`,
      description,
      locale: 'tr_TR',
      siteName: 'SalonRandevu',
      ...(salon.logoUrl && !salon.logoUrl.startsWith('data:') ? { images: [{ url: salon.logoUrl, alt: salon.name }] } : {}),
    },
  };
}

export default async function SalonPage({ params, searchParams }: Props) {
  const salon = await loadSalon(params);
  const reviewPage = (await searchParams)[REVIEW_PAGE_PARAM];

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <JsonLdScript data={salonJsonLd(salon, env.SITE_URL)} />
      <SalonHeader salon={salon}>
        <SalonActions
          salonId={salon.id}
          place={{ name: salon.name, address: salon.address, district: salon.district?.name, city: salon.city?.name }}
        />
      </SalonHeader>
      <ServiceCategories salonId={salon.id} categories={salon.categories} />
      {/* Issue 5's section: summary, approved reviews paged 10, write/edit/delete (id="yorumlar"). */}
      <SalonReviewsSection salonId={salon.id} page={reviewPage} />
    </div>
  );
}
