import 'server-only';
// A salon's reviews for the panel's /panel/yorumlar and the salon's public reply to each
// ('Salonun yanıtı', stored in salon_review_replies: the migration says why a table of its own).
// Every function takes the session's salonId first and scopes every query to it: another salon's
// review is "not found", whatever id the request carries (DESIGN.md "The salon panel").
// A reply never touches the review row, so it never resets the review's approval.
import { and, eq, exists } from 'drizzle-orm';
import { PANEL_REVIEW_PAGE_SIZE, REVIEW_NOT_APPROVED_MESSAGE, REVIEW_NOT_FOUND_MESSAGE } from '@/features/reviews/schema.panel';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { getConnection, getDb } from '@/platform/db';
import { getApprovedRatingSummary, listApprovedReviews, type PublicReview, type RatingSummary } from './reviews';
import { salonReviewReplies, salonReviews } from '@/platform/db/schema';

/** A row of the panel's list: what the public page shows of the review, reply included. */
export type PanelReview = PublicReview;

export interface PanelReviewPage {
  summary: RatingSummary;
  rows: PanelReview[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/**
 * The salon's approved (public) reviews, newest first, with the rating summary; a page past the
 * end is the last. The same rows the public salon page lists (listApprovedReviews), in pages of
 * the panel's size, with each reviewer's first name and initial (the salon's own customers).
 */
export async function listPanelReviews(salonId: string, page = 1, pageSize = PANEL_REVIEW_PAGE_SIZE): Promise<PanelReviewPage> {
  const [summary, list] = await Promise.all([getApprovedRatingSummary(salonId), listApprovedReviews(salonId, page, pageSize, 'salon')]);
  return { summary, rows: list.reviews, total: list.total, page: list.page, pageSize, pageCount: list.pageCount };
}

/**
 * Writes or rewrites the salon's reply to one of its reviews (one per review: the primary key).
 * Only a published (approved) review can be answered (409 otherwise): a pending or rejected one
 * is not on the public page, so a reply to it would answer something nobody can read.
 */
export async function saveReviewReply(
  salonId: string, userId: string, reviewId: string, reply: string, now = new Date(),
): Promise<ActionResult> {
  // One statement: the review is checked (this salon's, approved) and the reply written together.
  const [written] = await (await getConnection()).query<{ review_id: string }>(
    `insert into salon_review_replies (review_id, reply, replied_by, created_at, updated_at)
     select r.id, $4, $3, $5, $5 from salon_reviews r where r.id = $2 and r.salon_id = $1 and r.approved
     on conflict (review_id) do update set reply = excluded.reply, replied_by = excluded.replied_by, updated_at = excluded.updated_at
     returning review_id`,
    [salonId, reviewId, userId, reply, now.toISOString()]);
  if (written) return ok(undefined);
  const db = await getDb();
  const [review] = await db.select({ id: salonReviews.id }).from(salonReviews)
    .where(and(eq(salonReviews.id, reviewId), eq(salonReviews.salonId, salonId))).limit(1);
  return review ? fail(REVIEW_NOT_APPROVED_MESSAGE, undefined, 409) : fail(REVIEW_NOT_FOUND_MESSAGE, undefined, 404);
}

/** Removes the salon's reply to one of its reviews; false when the review is not this salon's or has no reply. */
export async function removeReviewReply(salonId: string, reviewId: string): Promise<boolean> {
  const db = await getDb();
  const ownReview = db.select({ id: salonReviews.id }).from(salonReviews)
    .where(and(eq(salonReviews.id, reviewId), eq(salonReviews.salonId, salonId)));
  const removed = await db.delete(salonReviewReplies)
    .where(and(eq(salonReviewReplies.reviewId, reviewId), exists(ownReview)))
    .returning({ reviewId: salonReviewReplies.reviewId });
  return removed.length > 0;
}
