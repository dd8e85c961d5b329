// A further page of a salon's reviews. Visitors reach it as /salon/{id}?yorumSayfa=N (the
// link the review list builds); server/cached-routes.mjs maps that here so the salon page itself
// reads no query string and stays cached. Only pages that exist are rendered (others 404),
// so the cache holds no more entries than there are review pages.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCachedPublicReviews, parseReviewPage } from '@/components/reviews/salon-reviews-section';
import { loadSalonOr404, SalonPageContent, salonMetadata } from '@/components/salon/salon-page';

interface Props {
  params: Promise<{ salonId: string; page: string }>;
}

export const revalidate = 30; // = CACHE_REVALIDATE_SECONDS (a segment config must be a literal)

export function generateStaticParams(): { salonId: string; page: string }[] {
  return [];
}

async function load(params: Props['params']) {
  const { salonId, page } = await params;
  const salon = await loadSalonOr404(salonId);
  const pageNumber = parseReviewPage(page);
  // Page 1's entry says how many pages exist; only those get an entry of their own.
  const [, first] = await getCachedPublicReviews(salon.id, 1);
  if (String(pageNumber) !== page || pageNumber > first.pageCount) notFound();
  return { salon, pageNumber };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return salonMetadata((await load(params)).salon);
}

export default async function SalonReviewsPage({ params }: Props) {
  const { salon, pageNumber } = await load(params);
  return <SalonPageContent salon={salon} reviewPage={pageNumber} />;
}
