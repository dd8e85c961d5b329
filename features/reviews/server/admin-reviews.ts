import 'server-only';
// Review moderation data (spec 2 §2 Reviews page, §4 review approval). The list filters,
// searches (comment, customer, salon) and pages in the database; a search first collects the
// matching review ids through the three trigram indexes (one UNION), so it costs the same at
// 100 and at 100,000 reviews. The figures come from salon_review_totals, which statement
// triggers keep. salons.average_rating / review_count follow every change through the
// existing row trigger. Each row carries the salon's public reply, which the operator can remove.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { approvedFor, REVIEW_ERRORS, REVIEW_MOVES, type ReviewMove } from '@/features/reviews/rules/moderation';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { offsetOf, pageOf, type Paged, type TableQuery } from '@/platform/http/table-query';
import { getDb } from '@/platform/db';
import { anyPattern, commentMatches, customerMatches, salonMatches, searchPatterns } from '@/platform/db/search';
import { appointments, customers, salonReviewReplies, salonReviews, salonReviewTotals, salons, services, staff, type ReviewStatus } from '@/platform/db/schema';

export const ADMIN_REVIEW_TABLE = {
  sorts: ['createdAt', 'rating'],
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  filters: ['all', 'pending', 'approved', 'rejected'],
  defaultFilter: 'all',
} as const;
export type AdminReviewQuery = TableQuery<(typeof ADMIN_REVIEW_TABLE.sorts)[number], (typeof ADMIN_REVIEW_TABLE.filters)[number]>;

export interface AdminReviewRow {
  id: string;
  rating: number;
  comment: string;
  status: ReviewStatus;
  createdAt: Date;
  salonId: string;
  salonName: string;
  /** Whether the salon's public page exists (an inactive salon's answers 404: no link to it). */
  salonActive: boolean;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  /** The salon's public reply ('Salonun yanıtı'), which the operator can remove. */
  replyText: string | null;
  replyAt: Date | null;
  /** The completed visit the review is about (issue 28); null on a review older than that rule. */
  visit: { date: string; time: string; serviceName: string | null; staffName: string | null } | null;
}

export interface ReviewStats {
  total: number;
  approved: number;
  pending: number;
  rejected: number;
  /** Average of approved ratings, or null when none is approved. */
  averageRating: number | null;
}

export type ReviewCounts = Record<(typeof ADMIN_REVIEW_TABLE.filters)[number], number>;

export async function reviewStats(): Promise<ReviewStats> {
  const db = await getDb();
  const [row] = await db.select().from(salonReviewTotals).limit(1);
  if (!row) return { total: 0, approved: 0, pending: 0, rejected: 0, averageRating: null };
  return {
    total: Number(row.total), approved: Number(row.approved), pending: Number(row.pending), rejected: Number(row.rejected),
    averageRating: Number(row.approved) > 0 ? Number(row.approvedRatingSum) / Number(row.approved) : null,
  };
}

/** Ids of the reviews a search matches: by comment, by customer, by salon (each from its index). */
async function matchingIds(q: string) {
  const db = await getDb();
  // A phone typed as shown ('0532 123 45 67') also matches as digits (platform/db/search.ts).
  const patterns = searchPatterns(q);
  return union(
    db.select({ id: salonReviews.id }).from(salonReviews).where(anyPattern(patterns, commentMatches)),
    db.select({ id: salonReviews.id }).from(salonReviews)
      .where(inArray(salonReviews.customerId, db.select({ id: customers.id }).from(customers).where(anyPattern(patterns, customerMatches)))),
    db.select({ id: salonReviews.id }).from(salonReviews)
      .where(inArray(salonReviews.salonId, db.select({ id: salons.id }).from(salons).where(anyPattern(patterns, salonMatches)))),
  ).as('matched');
}

function statusCondition(filter: AdminReviewQuery['filter']): SQL | undefined {
  return filter === 'all' ? undefined : eq(salonReviews.status, filter);
}

const SORTS = { createdAt: salonReviews.createdAt, rating: salonReviews.rating } as const;

/** The tab counts: of the search's matches when searching, else the kept totals. */
export async function reviewCounts(q: string): Promise<ReviewCounts> {
  if (!q) {
    const stats = await reviewStats();
    return { all: stats.total, pending: stats.pending, approved: stats.approved, rejected: stats.rejected };
  }
  const db = await getDb();
  const matched = await matchingIds(q);
  const rows = await db.select({ status: salonReviews.status, n: count() })
    .from(matched).innerJoin(salonReviews, eq(salonReviews.id, matched.id)).groupBy(salonReviews.status);
  const by = Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<Record<ReviewStatus, number>>;
  const pending = by.pending ?? 0, approved = by.approved ?? 0, rejected = by.rejected ?? 0;
  return { all: pending + approved + rejected, pending, approved, rejected };
}

export async function listAdminReviews(query: AdminReviewQuery): Promise<Paged<AdminReviewRow> & { counts: ReviewCounts }> {
  const db = await getDb();
  const columns = {
    id: salonReviews.id, rating: salonReviews.rating, comment: salonReviews.comment, status: salonReviews.status,
    createdAt: salonReviews.createdAt, salonId: salonReviews.salonId, salonName: salons.name, salonActive: salons.isActive,
    customerName: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`,
    customerPhone: customers.phone, customerEmail: customers.email,
    replyText: salonReviewReplies.reply, replyAt: salonReviewReplies.updatedAt,
    visitDate: appointments.appointmentDate, visitTime: appointments.startTime, visitService: services.name,
    visitStaff: sql<string | null>`trim(${staff.firstName} || ' ' || ${staff.lastName})`,
  };
  const sortColumn = SORTS[query.sort];
  const order = [query.dir === 'asc' ? asc(sortColumn) : desc(sortColumn), desc(salonReviews.createdAt), asc(salonReviews.id)];
  const where = statusCondition(query.filter);

  let rowsPromise;
  if (query.q) {
    const matched = await matchingIds(query.q);
    rowsPromise = db.select(columns).from(matched)
      .innerJoin(salonReviews, eq(salonReviews.id, matched.id))
      .innerJoin(salons, eq(salons.id, salonReviews.salonId))
      .innerJoin(customers, eq(customers.id, salonReviews.customerId))
      .leftJoin(salonReviewReplies, eq(salonReviewReplies.reviewId, salonReviews.id))
      .leftJoin(appointments, eq(appointments.id, salonReviews.appointmentId))
      .leftJoin(services, eq(services.id, appointments.serviceId))
      .leftJoin(staff, eq(staff.id, appointments.staffId))
      .where(where).orderBy(...order).limit(query.pageSize).offset(offsetOf(query));
  } else {
    rowsPromise = db.select(columns).from(salonReviews)
      .innerJoin(salons, eq(salons.id, salonReviews.salonId))
      .innerJoin(customers, eq(customers.id, salonReviews.customerId))
      .leftJoin(salonReviewReplies, eq(salonReviewReplies.reviewId, salonReviews.id))
      .leftJoin(appointments, eq(appointments.id, salonReviews.appointmentId))
      .leftJoin(services, eq(services.id, appointments.serviceId))
      .leftJoin(staff, eq(staff.id, appointments.staffId))
      .where(where).orderBy(...order).limit(query.pageSize).offset(offsetOf(query));
  }
  const [rows, counts] = await Promise.all([rowsPromise, reviewCounts(query.q)]);
  const withVisits = rows.map(({ visitDate, visitTime, visitService, visitStaff, ...row }) => ({
    ...row,
    visit: visitDate && visitTime
      ? { date: visitDate, time: visitTime.slice(0, 5), serviceName: visitService, staffName: visitStaff || null }
      : null,
  }));
  return { ...pageOf(withVisits, counts[query.filter], query), counts };
}

/**
 * Moves a review along spec 2 §4's state machine; refuses a move its current state does not
 * allow (409) or a review that is gone (404), with spec 2 §8's message for the move.
 */
export async function moveReview(reviewId: string, move: ReviewMove, now = new Date()): Promise<ActionResult<{ salonId: string }>> {
  const db = await getDb();
  const { from, to } = REVIEW_MOVES[move];
  const [row] = await db.update(salonReviews)
    .set({ status: to, approved: approvedFor(to), updatedAt: now })
    .where(and(eq(salonReviews.id, reviewId), inArray(salonReviews.status, [...from])))
    .returning({ salonId: salonReviews.salonId });
  if (row) return ok({ salonId: row.salonId });
  const [exists] = await db.select({ id: salonReviews.id }).from(salonReviews).where(eq(salonReviews.id, reviewId)).limit(1);
  return fail(REVIEW_ERRORS[move], undefined, exists ? 409 : 404);
}

export async function deleteReviewById(reviewId: string): Promise<{ salonId: string } | null> {
  const db = await getDb();
  const [row] = await db.delete(salonReviews).where(eq(salonReviews.id, reviewId)).returning({ salonId: salonReviews.salonId });
  return row ?? null;
}

/** Removes the salon's reply to a review (moderation); null when the review has no reply. */
export async function removeReplyById(reviewId: string): Promise<{ salonId: string } | null> {
  const db = await getDb();
  const [row] = await db.delete(salonReviewReplies)
    .where(eq(salonReviewReplies.reviewId, reviewId))
    .returning({ reviewId: salonReviewReplies.reviewId });
  if (!row) return null;
  const [review] = await db.select({ salonId: salonReviews.salonId }).from(salonReviews).where(eq(salonReviews.id, reviewId)).limit(1);
  return review ?? null;
}
