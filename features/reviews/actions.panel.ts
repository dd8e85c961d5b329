'use server';
// Server actions of /panel/yorumlar: the salon's public reply to one of its reviews. Made with
// panelAction (session and right first, then the shared zod schema); the reply is written for
// the session's salon only (another salon's review answers 404 with nothing written), and the
// salon's cached public page is revalidated in the same path, as review moderation does.
import { fail, ok } from '@/platform/actions/result';
import { revalidateSalon } from '@/platform/cache/revalidate';
import { removeReviewReply, saveReviewReply } from '@/features/reviews/server/panel-reviews';
import { panelAction } from '@/platform/access/panel-action';
import { REPLY_NOT_FOUND_MESSAGE, removeReplySchema, reviewReplySchema } from '@/features/reviews/schema.panel';

/** `{ reviewId, reply }`: writes the reply, or rewrites the one already there. */
export const saveReviewReplyAction = panelAction('review.reply', reviewReplySchema, async (input, user) => {
  const result = await saveReviewReply(user.salonId, user.userId, input.reviewId, input.reply);
  if (!result.ok) return result;
  revalidateSalon(user.salonId);
  return ok(undefined, 'Yanıtınız yayınlandı');
});

/** `{ reviewId }`: removes the salon's reply from the review (the review itself stays). */
export const removeReviewReplyAction = panelAction('review.removeReply', removeReplySchema, async (input, user) => {
  if (!(await removeReviewReply(user.salonId, input.reviewId))) return fail(REPLY_NOT_FOUND_MESSAGE, undefined, 404);
  revalidateSalon(user.salonId);
  return ok(undefined, 'Yanıt kaldırıldı');
});
