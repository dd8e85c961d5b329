// Review inputs (spec 1 §5): rating 1–5, comment 10–500 characters. Shared by the review
// modals (client-side hints) and the review actions (the check that counts).
import { z } from 'zod';
import { idSchema, phoneSchema } from '@/features/accounts/schema';
import { object, text } from '@/platform/text/input';

export const RATING_MESSAGE = 'Lütfen puan veriniz';
export const COMMENT_MIN_MESSAGE = 'Yorumunuz en az 10 karakter olmalıdır';
export const COMMENT_MAX_MESSAGE = 'Yorumunuz en fazla 500 karakter olabilir';
export const ALREADY_REVIEWED_MESSAGE = 'Zaten yorumunuz var';
// Issue 28: a review is about a visit; said before the form opens and if the server refuses. Kept
// in types.ts, which the salon page's review button imports without pulling zod into its bundle.
export { NO_VISIT_MESSAGE, NO_VISIT_TITLE } from './types';
export const PHONE_MISMATCH_MESSAGE = 'Telefon numarası eşleşmiyor';
export const REVIEWED_SALON_NOT_FOUND_MESSAGE = 'Salon bulunamadı';
export const COMMENT_MIN = 10;
export const COMMENT_MAX = 500;
const INVALID_FORM = 'Lütfen bilgileri kontrol edin';
export const REVIEW_NOT_FOUND_MESSAGE = 'Yorum bulunamadı';
const NOT_FOUND = REVIEW_NOT_FOUND_MESSAGE;

const uuid = idSchema;

const reviewFields = {
  rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
  comment: text({ required: COMMENT_MIN_MESSAGE, min: COMMENT_MIN, max: COMMENT_MAX, tooLong: COMMENT_MAX_MESSAGE, multiline: true }),
};

export const createReviewSchema = object({ salonId: uuid('Salon bulunamadı'), ...reviewFields }, INVALID_FORM);
export const updateReviewSchema = object({ reviewId: uuid(NOT_FOUND), ...reviewFields }, INVALID_FORM);
/** /yorumlarim asks for a plain confirmation. */
export const deleteReviewSchema = object({ reviewId: uuid(NOT_FOUND) }, INVALID_FORM);
/** The salon page asks the author to retype their phone number. */
export const deleteReviewWithPhoneSchema = object({ reviewId: uuid(NOT_FOUND), phone: phoneSchema }, INVALID_FORM);

export type ReviewFormInput = { rating: number; comment: string };
