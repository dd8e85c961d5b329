'use server';
// Review moderation (moderators and up): approve, reject, make passive, delete, along spec 2
// §4's state machine, and removing a salon's public reply to a review. The salon's average and count follow through the database trigger; its
// public page is revalidated so the next request shows them.
import { z } from 'zod';
import { fail, ok } from '@/platform/actions/result';
import { adminAction } from '@/platform/access/admin-action';
import { REPLY_REMOVE_ERROR, REPLY_REMOVE_SUCCESS, REVIEW_ERRORS, REVIEW_SUCCESS } from '@/features/reviews/rules/moderation';
import { MODERATOR } from '@/platform/access/admin-roles';
import { revalidateSalon } from '@/platform/cache/revalidate';
import { deleteReviewById, moveReview, removeReplyById } from '@/features/reviews/server/admin-reviews';
import { isUuid } from '@/platform/text/ids';
import { object } from '@/platform/text/input';

const reviewId = z.string({ error: 'Yorum bulunamadı' }).refine(isUuid, { error: 'Yorum bulunamadı' });
const moveSchema = object({ id: reviewId, move: z.enum(['approve', 'reject', 'unpublish'], { error: 'Geçersiz işlem' }) });
const deleteSchema = object({ id: reviewId });

const MOVE_LOG = { approve: 'REVIEW_APPROVE', reject: 'REVIEW_REJECT', unpublish: 'REVIEW_UNPUBLISH' } as const;

export const moveReviewAction = adminAction(MODERATOR, moveSchema, async (input) => {
  const result = await moveReview(input.id, input.move);
  if (!result.ok) return result;
  revalidateSalon(result.data.salonId);
  return ok({ salonId: result.data.salonId }, REVIEW_SUCCESS[input.move]);
}, (input, data) => ({ action: MOVE_LOG[input.move], targetType: 'salon_review', targetId: input.id, description: `Salon ${data.salonId}` }));

export const deleteReviewAction = adminAction(MODERATOR, deleteSchema, async (input) => {
  const deleted = await deleteReviewById(input.id);
  if (!deleted) return fail(REVIEW_ERRORS.delete, undefined, 404);
  revalidateSalon(deleted.salonId);
  return ok({ salonId: deleted.salonId }, REVIEW_SUCCESS.delete);
}, (input, data) => ({ action: 'REVIEW_DELETE', targetType: 'salon_review', targetId: input.id, description: `Salon ${data.salonId}` }));

export const removeReplyAction = adminAction(MODERATOR, deleteSchema, async (input) => {
  const removed = await removeReplyById(input.id);
  if (!removed) return fail(REPLY_REMOVE_ERROR, undefined, 404);
  revalidateSalon(removed.salonId);
  return ok({ salonId: removed.salonId }, REPLY_REMOVE_SUCCESS);
}, (input, data) => ({ action: 'REVIEW_REPLY_REMOVE', targetType: 'salon_review', targetId: input.id, description: `Salon ${data.salonId}` }));
