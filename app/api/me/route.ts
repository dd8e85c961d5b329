// GET /api/me: the signed-in customer's display details (navbar menu, booking prefill) or
// null; with ?salonId= also their own review of that salon and whether they may write one (a
// completed visit there, issue 28). Never cached: per visitor.
import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { getCurrentCustomer } from '@/platform/access/session';
import { SIGNED_IN_HINT_COOKIE } from '@/platform/access/signed-in-hint';
import { getCustomerReviewForSalon, hasCompletedVisit } from '@/features/reviews/server/reviews';
import { withJsonErrors } from '@/platform/http/json';
import { isUuid } from '@/platform/text/ids';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store' };

export const GET = withJsonErrors(async (request: Request) => {
  const customer = await getCurrentCustomer();
  if (!customer) {
    // A stale hint (expired or revoked session) would keep the navbar waiting on every page.
    const jar = await cookies();
    if (jar.has(SIGNED_IN_HINT_COOKIE)) jar.delete(SIGNED_IN_HINT_COOKIE);
    return NextResponse.json({ customer: null }, { headers: PRIVATE });
  }
  const salonId = new URL(request.url).searchParams.get('salonId');
  const forSalon = salonId && isUuid(salonId) ? salonId : null;
  const [review, canReview] = forSalon
    ? await Promise.all([getCustomerReviewForSalon(forSalon, customer.id), hasCompletedVisit(customer.id, forSalon)])
    : [undefined, undefined];
  return NextResponse.json(
    {
      customer: { firstName: customer.firstName, lastName: customer.lastName, phone: customer.phone, email: customer.email ?? '' },
      ...(review === undefined ? {} : {
        ownReview: review && { id: review.id, rating: review.rating, comment: review.comment, status: review.status, createdAt: review.createdAt },
        canReview,
      }),
    },
    { headers: PRIVATE },
  );
});
