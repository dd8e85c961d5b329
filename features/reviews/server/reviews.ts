import 'server-only';
// Salon reviews. approved: null = pending, true = approved, false = rejected (status mirrors it
// and a CHECK keeps both in agreement). Public reads see approved reviews only; a customer's own
// reads and writes are always filtered by their session customer id, whatever id they send.
// salons.average_rating / review_count are kept by a database trigger, not here.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/platform/db';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { ALREADY_REVIEWED_MESSAGE, NO_VISIT_MESSAGE, REVIEWED_SALON_NOT_FOUND_MESSAGE } from '@/features/reviews/schema';
import { pgErrorCode, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '@/platform/db/errors';
import { appointments, customers, salonReviewReplies, salonReviews, salons, staff, type ReviewStatus } from '@/platform/db/schema';

export const REVIEWS_PAGE_SIZE = 10;

export type Stars = 1 | 2 | 3 | 4 | 5;

export interface RatingSummary {
  /** Average of approved ratings, rounded to 2 decimals like salons.average_rating; 0 when none. */
  averageRating: number;
  reviewCount: number;
  /** 5 stars first, down to 1; only ratings 1–5 count. */
  distribution: { stars: Stars; count: number }[];
}

export async function getApprovedRatingSummary(salonId: string): Promise<RatingSummary> {
  const db = await getDb();
  const rows = await db
    .select({ rating: salonReviews.rating, n: count() })
    .from(salonReviews)
    .where(and(eq(salonReviews.salonId, salonId), eq(salonReviews.approved, true)))
    .groupBy(salonReviews.rating);
  const byStars = new Map(rows.map((r) => [r.rating, r.n]));
  const distribution = ([5, 4, 3, 2, 1] as const).map((stars) => ({ stars, count: byStars.get(stars) ?? 0 }));
  const reviewCount = distribution.reduce((sum, d) => sum + d.count, 0);
  const total = distribution.reduce((sum, d) => sum + d.stars * d.count, 0);
  // Integer arithmetic first so the rounding matches PostgreSQL's round(avg, 2).
  const averageRating = reviewCount === 0 ? 0 : Math.round((total * 100) / reviewCount) / 100;
  return { averageRating, reviewCount, distribution };
}

/** 'Ayşe' → 'Ay***': the public list never carries a reviewer's full name. */
export function maskReviewerName(firstName: string, lastName = ''): string {
  const source = firstName.trim() || lastName.trim();
  if (!source) return '***';
  return `${Array.from(source).slice(0, 2).join('')}***`;
}

/**
 * 'Selin Kaya' → 'Selin K.': how a salon sees its own reviewers in the panel (issue 28: 'Se***'
 * told the salon nothing about its own customer). Never on a public page.
 */
export function salonReviewerName(firstName: string, lastName = ''): string {
  const first = firstName.trim();
  const initial = Array.from(lastName.trim())[0];
  if (!first) return initial ? `${initial}.` : '***';
  return initial ? `${first} ${initial.toLocaleUpperCase('tr-TR')}.` : first;
}

/** The salon's public answer under a review ('Salonun yanıtı'). */
export interface ReviewReply {
  text: string;
  /** ISO timestamp of its last writing. */
  at: string;
}

export interface PublicReview {
  id: string;
  reviewerName: string;
  rating: number;
  comment: string;
  /** ISO timestamp (a string, so the value survives Next's data cache). */
  createdAt: string;
  /** 'Onaylı müşteri': the author had a completed appointment at this salon before writing it. */
  verified: boolean;
  reply: ReviewReply | null;
}

/**
 * 'Onaylı müşteri', computed (never stored) for a row of salon_reviews: the author has a
 * completed appointment at the review's salon that started (Istanbul wall time) before the
 * review was written. Names are written out: Drizzle renders a bare "id" for a column of a
 * single-table select. Served by appointments_customer_idx.
 */
export const verifiedCustomer = sql<boolean>`exists (select 1 from appointments a
  where a.customer_id = "salon_reviews"."customer_id" and a.salon_id = "salon_reviews"."salon_id"
    and a.status = 'completed'
    and (a.appointment_date + a.start_time) at time zone 'Europe/Istanbul' < "salon_reviews"."created_at")`;

/** The reply columns of a query left-joined to salon_review_replies, as one ReviewReply | null. */
export function toReply(text: string | null, at: Date | null): ReviewReply | null {
  return text === null || at === null ? null : { text, at: at.toISOString() };
}

export interface ReviewPage {
  reviews: PublicReview[];
  total: number;
  page: number;
  pageCount: number;
}

/** `names`: 'public' masks reviewers ('Ay***'), 'salon' gives the salon its customer's first name and initial. */
export async function listApprovedReviews(
  salonId: string, page = 1, pageSize = REVIEWS_PAGE_SIZE, names: 'public' | 'salon' = 'public',
): Promise<ReviewPage> {
  const db = await getDb();
  const approvedHere = and(eq(salonReviews.salonId, salonId), eq(salonReviews.approved, true));
  const [{ total }] = await db.select({ total: count() }).from(salonReviews).where(approvedHere);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await db
    .select({
      id: salonReviews.id, rating: salonReviews.rating, comment: salonReviews.comment, createdAt: salonReviews.createdAt,
      firstName: customers.firstName, lastName: customers.lastName, verified: verifiedCustomer,
      replyText: salonReviewReplies.reply, replyAt: salonReviewReplies.updatedAt,
    })
    .from(salonReviews)
    .innerJoin(customers, eq(customers.id, salonReviews.customerId))
    .leftJoin(salonReviewReplies, eq(salonReviewReplies.reviewId, salonReviews.id))
    .where(approvedHere)
    .orderBy(desc(salonReviews.createdAt), desc(salonReviews.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return {
    reviews: rows.map((r) => ({
      id: r.id, rating: r.rating, comment: r.comment, createdAt: r.createdAt.toISOString(),
      reviewerName: names === 'salon' ? salonReviewerName(r.firstName, r.lastName) : maskReviewerName(r.firstName, r.lastName),
      verified: Boolean(r.verified), reply: toReply(r.replyText, r.replyAt),
    })),
    total,
    page: current,
    pageCount,
  };
}

export interface OwnReview {
  id: string;
  salonId: string;
  rating: number;
  comment: string;
  status: ReviewStatus;
  createdAt: string;
  updatedAt: string;
}

const ownColumns = {
  id: salonReviews.id, salonId: salonReviews.salonId, rating: salonReviews.rating, comment: salonReviews.comment,
  status: salonReviews.status, createdAt: salonReviews.createdAt, updatedAt: salonReviews.updatedAt,
};

function toOwnReview(row: { createdAt: Date; updatedAt: Date } & Omit<OwnReview, 'createdAt' | 'updatedAt'>): OwnReview {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The customer's own review of a salon, whatever its moderation status. */
export async function getCustomerReviewForSalon(salonId: string, customerId: string): Promise<OwnReview | null> {
  const db = await getDb();
  const [row] = await db.select(ownColumns).from(salonReviews)
    .where(and(eq(salonReviews.salonId, salonId), eq(salonReviews.customerId, customerId))).limit(1);
  return row ? toOwnReview(row) : null;
}

/**
 * The customer's latest completed appointment at the salon that has started (Istanbul wall
 * time): what a review is about (issue 28: a customer whose only booking was still ahead wrote
 * a 5★ review). Served by appointments_customer_idx.
 */
const lastVisit = (customerId: string, salonId: string) => and(
  eq(appointments.customerId, customerId), eq(appointments.salonId, salonId), eq(appointments.status, 'completed'),
  sql`(${appointments.appointmentDate} + ${appointments.startTime}) at time zone 'Europe/Istanbul' <= now()`,
);

const salonNotFound = () => fail(REVIEWED_SALON_NOT_FOUND_MESSAGE, undefined, 404);

/** Whether the customer may review the salon: a completed visit there ('Yorum Ekle' asks first). */
export async function hasCompletedVisit(customerId: string, salonId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: appointments.id }).from(appointments).where(lastVisit(customerId, salonId)).limit(1);
  return Boolean(row);
}

/**
 * A new review waits for moderation (approved = null, status 'pending'). It is about the
 * customer's latest completed appointment at the salon, and names that visit's staff member;
 * without such a visit it is refused (403), as is a second review (409) or a salon that is
 * gone or inactive (404).
 */
export async function createReview(
  customerId: string, input: { salonId: string; rating: number; comment: string },
): Promise<ActionResult<OwnReview>> {
  const db = await getDb();
  const [salon] = await db.select({ id: salons.id }).from(salons)
    .where(and(eq(salons.id, input.salonId), eq(salons.isActive, true))).limit(1);
  if (!salon) return salonNotFound();
  const [visit] = await db.select({ id: appointments.id, staffId: appointments.staffId }).from(appointments)
    .where(lastVisit(customerId, input.salonId))
    .orderBy(desc(appointments.appointmentDate), desc(appointments.startTime)).limit(1);
  if (!visit) return fail(NO_VISIT_MESSAGE, undefined, 403);
  try {
    const [row] = await db.insert(salonReviews).values({
      salonId: input.salonId, customerId, rating: input.rating, comment: input.comment,
      appointmentId: visit.id, staffId: visit.staffId, approved: null, status: 'pending',
    }).returning(ownColumns);
    return ok(toOwnReview(row));
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === PG_UNIQUE_VIOLATION) return fail(ALREADY_REVIEWED_MESSAGE, undefined, 409);
    if (code === PG_FOREIGN_KEY_VIOLATION) return salonNotFound();
    throw error;
  }
}

/** Edits the customer's own review and sends it back to moderation; null when not theirs. */
export async function updateOwnReview(
  customerId: string, reviewId: string, input: { rating: number; comment: string },
): Promise<OwnReview | null> {
  const db = await getDb();
  const [row] = await db.update(salonReviews)
    .set({ rating: input.rating, comment: input.comment, approved: null, status: 'pending', updatedAt: new Date() })
    .where(and(eq(salonReviews.id, reviewId), eq(salonReviews.customerId, customerId)))
    .returning(ownColumns);
  return row ? toOwnReview(row) : null;
}

/** Deletes the customer's own review; returns its salon id, or null when not theirs. */
export async function deleteOwnReview(customerId: string, reviewId: string): Promise<{ salonId: string } | null> {
  const db = await getDb();
  const [row] = await db.delete(salonReviews)
    .where(and(eq(salonReviews.id, reviewId), eq(salonReviews.customerId, customerId)))
    .returning({ salonId: salonReviews.salonId });
  return row ?? null;
}

export interface CustomerReviewListItem {
  id: string;
  salonId: string;
  salonName: string;
  staffName: string | null;
  status: ReviewStatus;
  rating: number;
  comment: string;
  createdAt: string;
}

/** /yorumlarim: the customer's reviews, newest first, with salon and staff names. */
export async function listCustomerReviews(customerId: string): Promise<CustomerReviewListItem[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: salonReviews.id, salonId: salonReviews.salonId, salonName: salons.name,
      staffFirst: staff.firstName, staffLast: staff.lastName,
      status: salonReviews.status, rating: salonReviews.rating, comment: salonReviews.comment, createdAt: salonReviews.createdAt,
    })
    .from(salonReviews)
    .innerJoin(salons, eq(salons.id, salonReviews.salonId))
    .leftJoin(staff, eq(staff.id, salonReviews.staffId))
    .where(eq(salonReviews.customerId, customerId))
    .orderBy(desc(salonReviews.createdAt), desc(salonReviews.id));
  return rows.map(({ staffFirst, staffLast, createdAt, ...r }) => ({
    ...r,
    staffName: staffFirst ? `${staffFirst} ${staffLast ?? ''}`.trim() : null,
    createdAt: createdAt.toISOString(),
  }));
}
