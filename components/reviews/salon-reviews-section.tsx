// The whole review section of /salon/[salonId]: rating summary, 'Yorum Ekle', the signed-in
// customer's own review (even while pending) with edit/delete, and the approved reviews paged
// 10 at a time (?yorumSayfa=N). Public data is cached under the salon's tag, so review
// actions and moderation refresh it; the viewer's own review is read per request.
import { getCurrentCustomer } from '@/lib/auth/session';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { cachedQuery } from '@/lib/db/cached';
import {
  getApprovedRatingSummary, getCustomerReviewForSalon, listApprovedReviews, type OwnReview, type RatingSummary as Summary,
  type ReviewPage,
} from '@/lib/db/reviews';
import { isUuid } from '@/lib/validation/ids';
import { OwnReviewCard } from './own-review-card';
import { RatingSummary } from './rating-summary';
import { ReviewList } from './review-list';
import { WriteReviewButton } from './write-review-button';

/** The query parameter carrying the review page number. */
export const REVIEW_PAGE_PARAM = 'yorumSayfa';
/** The section's id: the target of the salon header's 'Yorum Yaz' button and of page links. */
export const REVIEWS_SECTION_ID = 'yorumlar';
const SECTION_CLASSES = 'grid scroll-mt-20 rounded-2xl border bg-card p-6 shadow-sm outline-none sm:p-8';

const cachedPublicReviews = cachedQuery<[salonId: string, page: number], [Summary, ReviewPage]>(
  'salon-reviews:public',
  (salonId) => [CACHE_TAGS.salon(salonId)],
  (salonId, page) =>
    Promise.all([getApprovedRatingSummary(salonId), listApprovedReviews(salonId, page)]),
);

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
  const customer = await getCurrentCustomer();
  let summary: Summary;
  let reviews: ReviewPage;
  let own: OwnReview | null;
  try {
    [[summary, reviews], own] = await Promise.all([
      cachedPublicReviews(salonId, parseReviewPage(page)),
      customer ? getCustomerReviewForSalon(salonId, customer.id) : null,
    ]);
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="text-2xl font-bold">Değerlendirmeler</h2>
        <WriteReviewButton
          salonId={salonId}
          signedIn={customer !== null}
          ownReview={own ? { id: own.id, rating: own.rating, comment: own.comment } : null}
        />
      </div>
      <RatingSummary summary={summary} />
      {own ? (
        <OwnReviewCard review={{ id: own.id, rating: own.rating, comment: own.comment, status: own.status, createdAt: own.createdAt }} />
      ) : null}
      <ReviewList page={reviews} ownReviewId={own?.id} pageHref={pageHref} />
    </section>
  );
}
