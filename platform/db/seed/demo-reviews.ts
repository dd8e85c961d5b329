// A demo salon's reviews: 3–10 distinct customers, ratings mostly 4–5, most approved, some
// pending or rejected. Each is about a completed visit of its author at the salon and written
// after it (issue 28: a review needs one). salons.average_rating/review_count follow from the
// DB trigger.
import type { appointments, ReviewStatus, salonReviews } from '../schema';
import { COMMENTS_BY_RATING } from './demo-review-texts';
import type { DemoSalon } from './demo-salons';
import { createRandom, type Random } from './random';
import { istanbulToInstant } from '@/platform/time/istanbul';

type ReviewRow = typeof salonReviews.$inferInsert;
type AppointmentRow = typeof appointments.$inferInsert;
type Rating = keyof typeof COMMENTS_BY_RATING;
/** A completed visit with an account customer: what a review can be about. */
type Visit = AppointmentRow & { id: string; customerId: string };

const HOUR_MS = 3_600_000;

/** The salon's completed visits by account customers, one per customer (their latest), oldest first. */
export function reviewableVisits(rows: AppointmentRow[], salonId: string, now: Date): Visit[] {
  const latest = new Map<string, Visit>();
  for (const row of rows) {
    if (row.salonId !== salonId || row.status !== 'completed' || !row.customerId || !row.id) continue;
    if (endOf(row) >= now) continue;
    const known = latest.get(row.customerId);
    if (!known || endOf(row) > endOf(known)) latest.set(row.customerId, row as Visit);
  }
  return [...latest.values()].sort((a, b) => endOf(a).getTime() - endOf(b).getTime());
}

/** Reviews by 3–10 of the visitors (fewer when fewer came), skipping `skip` (who writes none here). */
export function planDemoReviews(salon: DemoSalon, salonIndex: number, visits: Visit[], skip: Set<string>, now: Date): ReviewRow[] {
  const rng = createRandom(9_000 + salonIndex);
  const candidates = visits.filter((v) => !skip.has(v.customerId));
  const reviewed = rng.sample(candidates, Math.min(candidates.length, rng.int(3, 10)));
  const used = new Set<string>();
  return reviewed.map((visit, i) => {
    // The first review is always approved, so every salon shows a rating.
    const status = i === 0 ? 'approved' : pickStatus(rng);
    return reviewRow(rng, salon, visit, pickRating(rng), status, now, used);
  });
}

/**
 * A review written by the demo login about its visit, so /yorumlarim has something to show;
 * in words none of the salon's other reviews use (a journey finds it on the page by its text).
 */
export function demoLoginReview(
  salon: DemoSalon, salonIndex: number, visit: Visit, status: ReviewStatus, now: Date, others: ReviewRow[],
): ReviewRow {
  const rng = createRandom(9_500 + salonIndex);
  return reviewRow(rng, salon, visit, status === 'approved' ? 5 : 4, status, now, new Set(others.map((r) => r.comment)));
}

/** Written 1–72 hours after the visit ended, and never after `now`; a text the salon's page does not show yet. */
function reviewRow(
  rng: Random, salon: DemoSalon, visit: Visit, rating: Rating, status: ReviewStatus, now: Date, used: Set<string>,
): ReviewRow {
  const fresh = COMMENTS_BY_RATING[rating].filter((c) => !used.has(c));
  const comment = rng.pick(fresh.length ? fresh : COMMENTS_BY_RATING[rating]);
  used.add(comment);
  const written = new Date(endOf(visit).getTime() + rng.int(1, 72) * HOUR_MS);
  const createdAt = written < now ? written : now;
  return {
    salonId: salon.id,
    customerId: visit.customerId,
    appointmentId: visit.id,
    staffId: visit.staffId ?? null,
    rating,
    comment,
    approved: status === 'approved' ? true : status === 'rejected' ? false : null,
    status,
    createdAt,
    updatedAt: createdAt,
  };
}

function endOf(row: AppointmentRow): Date {
  return istanbulToInstant(row.appointmentDate, row.endTime ?? row.startTime);
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
