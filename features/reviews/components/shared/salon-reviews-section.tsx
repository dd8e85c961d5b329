// The whole review section of /salon/[salonId]: rating summary, 'Yorum Ekle', the signed-in
// customer's own review (even while pending) with edit/delete, and the approved reviews paged
// 10 at a time (?yorumSayfa=N, served by a cached page of its own: server/cached-routes.mjs).
// Public data is cached under the salon's tag, so review actions, moderation and the salon's
// replies (panel and operator) refresh it; the viewer's own review and 'Yorum Ekle' state are loaded in the browser (ViewerReviewArea).
import { getCachedPublicReviews } from '@/features/reviews/server/public-reviews';
import type { RatingSummary as Summary, ReviewPage } from '@/features/reviews/server/reviews';
import { isUuid } from '@/platform/text/ids';
import { REVIEW_PAGE_PARAM } from '@/server/cached-routes.mjs';
import { RatingSummary } from '../rating-summary';
import { ReviewList } from '../review-list';
import { ViewerReviewArea } from '../viewer-review-area';
import { REVIEWS_SECTION_ID } from '@/features/reviews/types';

const SECTION_CLASSES = 'grid scroll-mt-20 rounded-2xl border bg-card p-6 shadow-sm outline-none sm:p-8';

export function parseReviewPage(value: string | string[] | number | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

interface Props {
  salonId: string;
  /** Page number, e.g. straight from searchParams.yorumSayfa. */
  page?: string | string[] | number;
}

export async function SalonReviewsSection({ salonId, page }: Props) {
  if (!isUuid(salonId)) return null;
  let summary: Summary;
  let reviews: ReviewPage;
  try {
    [summary, reviews] = await getCachedPublicReviews(salonId, parseReviewPage(page));
  } catch (error) {
    console.error('Yorumlar yüklenemedi:', error);
    return (
      <section id={REVIEWS_SECTION_ID} tabIndex={-1} aria-labelledby="reviews-heading" className={`${SECTION_CLASSES} gap-4`}>
        <h2 id="reviews-heading" className="text-2xl font-bold">Değerlendirmeler</h2>
        <p role="alert" className="text-destructive">Yorumlar yüklenemedi</p>
      </section>
    );
  }
  const pageHref = (n: number) => `/salon/${salonId}?${REVIEW_PAGE_PARAM}=${n}#${REVIEWS_SECTION_ID}`;

  return (
    <section id={REVIEWS_SECTION_ID} tabIndex={-1} aria-labelledby="reviews-heading" className={`${SECTION_CLASSES} gap-6`}>
      <ViewerReviewArea
        salonId={salonId}
        heading={<h2 id="reviews-heading" className="text-2xl font-bold">Değerlendirmeler</h2>}
        summary={<RatingSummary summary={summary} />}
        list={<ReviewList page={reviews} pageHref={pageHref} />}
      />
    </section>
  );
}
