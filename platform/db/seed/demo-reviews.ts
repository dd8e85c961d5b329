// A demo salon's reviews: 3–10 distinct customers, ratings mostly 4–5, most approved, some
// pending or rejected. salons.average_rating/review_count follow from the DB trigger.
import type { ReviewStatus, salonReviews } from '../schema';
import type { DemoCustomer } from './demo-customers';
import { COMMENTS_BY_RATING } from './demo-review-texts';
import type { DemoSalon } from './demo-salons';
import { createRandom, type Random } from './random';

type ReviewRow = typeof salonReviews.$inferInsert;
type Rating = keyof typeof COMMENTS_BY_RATING;

const DAY_MS = 86_400_000;

export function planDemoReviews(salon: DemoSalon, salonIndex: number, customers: DemoCustomer[], now: Date): ReviewRow[] {
  const rng = createRandom(9_000 + salonIndex);
  const reviewers = rng.sample(customers, rng.int(3, 10));
  return reviewers.map((customer, i) => {
    // The first review is always approved, so every salon shows a rating.
    const status = i === 0 ? 'approved' : pickStatus(rng);
    return reviewRow(rng, salon, customer, pickRating(rng), status, now);
  });
}

/** A review written by the demo login, so /yorumlarim has something to show. */
export function demoLoginReview(salon: DemoSalon, salonIndex: number, customer: DemoCustomer, status: ReviewStatus, now: Date): ReviewRow {
  const rng = createRandom(9_500 + salonIndex);
  return reviewRow(rng, salon, customer, status === 'approved' ? 5 : 4, status, now);
}

function reviewRow(rng: Random, salon: DemoSalon, customer: DemoCustomer, rating: Rating, status: ReviewStatus, now: Date): ReviewRow {
  const createdAt = new Date(now.getTime() - rng.int(1, 180) * DAY_MS - rng.int(0, 12 * 60) * 60_000);
  return {
    salonId: salon.id,
    customerId: customer.id,
    staffId: rng.chance(0.5) ? rng.pick(salon.staff).id : null,
    rating,
    comment: rng.pick(COMMENTS_BY_RATING[rating]),
    approved: status === 'approved' ? true : status === 'rejected' ? false : null,
    status,
    createdAt,
    updatedAt: createdAt,
  };
}

function pickRating(rng: Random): Rating {
  const r = rng.next();
  if (r < 0.5) return 5;
  if (r < 0.82) return 4;
  if (r < 0.93) return 3;
  return 2;
}

function pickStatus(rng: Random): ReviewStatus {
  const r = rng.next();
  if (r < 0.15) return 'pending';
  if (r < 0.23) return 'rejected';
  return 'approved';
}
