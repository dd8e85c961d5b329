// A further page of a salon's reviews. Visitors reach it as /salon/{id}?yorumSayfa=N (the
// link the review list builds); server/cached-routes.mjs maps that here so the salon page itself
// reads no query string and stays cached. Only pages that exist are rendered: a page number past
// the last page (reviews were deleted since the link was shared), 0 or a hand-made one redirects
// to the last page there is (page 1 is the salon page itself), never the salon's 404. Redirects
// are not kept (server/incremental-cache.cjs), so the cache holds no more entries than there are
// review pages.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { parseReviewPage } from '@/features/reviews/components/shared/salon-reviews-section';
import { getCachedPublicReviews } from '@/features/reviews/server/public-reviews';
import { SalonPageContent, salonMetadata } from '@/features/salons/components/salon-page/salon-page';
import { loadSalonOr404 } from '@/features/salons/server/salon-page';

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
  if (String(pageNumber) !== page || pageNumber > first.pageCount) {
    const last = Math.min(Number(page) || 1, first.pageCount);
    redirect(last > 1 ? `/salon/${salon.id}?yorumSayfa=${last}` : `/salon/${salon.id}`);
  }
  return { salon, pageNumber };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return salonMetadata((await load(params)).salon);
}

export default async function SalonReviewsPage({ params }: Props) {
  const { salon, pageNumber } = await load(params);
  return <SalonPageContent salon={salon} reviewPage={pageNumber} />;
}
