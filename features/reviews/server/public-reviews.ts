import 'server-only';
// What everyone sees of a salon's reviews (the salon page's section and its review pages).
import { CACHE_TAGS } from '@/platform/cache/tags';
import { cachedQuery } from '@/platform/db/cached';
import { getApprovedRatingSummary, listApprovedReviews, type RatingSummary as Summary, type ReviewPage } from './reviews';

/** Rating summary and one page of approved reviews, cached under the salon's tag. */
export const getCachedPublicReviews = cachedQuery<[salonId: string, page: number], [Summary, ReviewPage]>(
  // v2: reviews carry `verified` and `reply`; a new key so no entry of the old shape is read.
  'salon-reviews:public:v2',
  (salonId) => [CACHE_TAGS.salon(salonId)],
  (salonId, page) =>
    Promise.all([getApprovedRatingSummary(salonId), listApprovedReviews(salonId, page)]),
);
