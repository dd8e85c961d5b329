// /salon/{salonId} (spec §2): header, book / review / map buttons, services by category,
// reviews, and schema.org JSON-LD for search engines. Rendered on its first request and then
// served from cache (see features/salons/components/salon-page/salon-page.tsx); unknown ids answer HTTP 404.
import type { Metadata } from 'next';
import { SalonPageContent, salonMetadata } from '@/features/salons/components/salon-page/salon-page';
import { loadSalonOr404 } from '@/features/salons/server/salon-page';

interface Props {
  params: Promise<{ salonId: string }>;
}

// = CACHE_REVALIDATE_SECONDS: bounds how stale another app server's copy can be (a segment
// config must be a literal).
export const revalidate = 30;

/** No salon at build time (`next build` needs no database): each is rendered on first request. */
export function generateStaticParams(): { salonId: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return salonMetadata(await loadSalonOr404((await params).salonId));
}

export default async function SalonPage({ params }: Props) {
  const salon = await loadSalonOr404((await params).salonId);
  return <SalonPageContent salon={salon} reviewPage={1} />;
}
