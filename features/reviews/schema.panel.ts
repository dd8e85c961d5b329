// The reviews screen of the salon panel (/panel/yorumlar): the salon's public reply to a review
// and the list's page param. Browser-safe, shared by the reply dialog (instant feedback) and
// the server actions (the check that counts).
import { z } from 'zod';
import { isUuid } from '@/platform/text/ids';
import { object, text } from '@/platform/text/input';

export const REVIEW_NOT_FOUND_MESSAGE = 'Yorum bulunamadı';
export const REPLY_NOT_FOUND_MESSAGE = 'Yanıt bulunamadı';
export const REVIEW_NOT_APPROVED_MESSAGE = 'Yalnızca yayındaki yorumlar yanıtlanabilir';
export const REPLY_MAX = 1000;
export const REPLY_REQUIRED_MESSAGE = 'Lütfen yanıtınızı yazın';
export const REPLY_TOO_LONG_MESSAGE = `Yanıt en fazla ${REPLY_MAX} karakter olabilir`;
/** Reviews on one page of the panel's list. */
export const PANEL_REVIEW_PAGE_SIZE = 20;

const reviewId = z.string({ error: REVIEW_NOT_FOUND_MESSAGE }).refine(isUuid, { error: REVIEW_NOT_FOUND_MESSAGE });

export const reviewReplySchema = object({
  reviewId,
  reply: text({ required: REPLY_REQUIRED_MESSAGE, max: REPLY_MAX, tooLong: REPLY_TOO_LONG_MESSAGE, multiline: true }),
});
export type ReviewReplyInput = z.output<typeof reviewReplySchema>;

export const removeReplySchema = object({ reviewId });

/** `?page=N` of the list; anything odd is page 1, so a hand-edited address still opens. */
export function parseReviewListPage(params: unknown): number {
  const raw = (params as { page?: unknown } | null)?.page;
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}
