// Review inputs (spec 1 §5): rating 1–5, comment 10–500 characters. Shared by the review
// modals (client-side hints) and the review actions (the check that counts).
import { z } from 'zod';
import { idSchema, phoneSchema } from './customer';

export const RATING_MESSAGE = 'Lütfen puan veriniz';
export const COMMENT_MIN_MESSAGE = 'Yorumunuz en az 10 karakter olmalıdır';
export const COMMENT_MAX_MESSAGE = 'Yorumunuz en fazla 500 karakter olabilir';
export const ALREADY_REVIEWED_MESSAGE = 'Zaten yorumunuz var';
export const PHONE_MISMATCH_MESSAGE = 'Telefon numarası eşleşmiyor';
export const COMMENT_MIN = 10;
export const COMMENT_MAX = 500;
const INVALID_FORM = 'Lütfen bilgileri kontrol edin';
export const REVIEW_NOT_FOUND_MESSAGE = 'Yorum bulunamadı';
const NOT_FOUND = REVIEW_NOT_FOUND_MESSAGE;

const uuid = idSchema;

const reviewFields = {
  rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
  comment: z.string({ error: COMMENT_MIN_MESSAGE }).trim().min(COMMENT_MIN, COMMENT_MIN_MESSAGE).max(COMMENT_MAX, COMMENT_MAX_MESSAGE),
};

export const createReviewSchema = z.object({ salonId: uuid('Salon bulunamadı'), ...reviewFields }, { error: INVALID_FORM });
export const updateReviewSchema = z.object({ reviewId: uuid(NOT_FOUND), ...reviewFields }, { error: INVALID_FORM });
/** /yorumlarim asks for a plain confirmation. */
export const deleteReviewSchema = z.object({ reviewId: uuid(NOT_FOUND) }, { error: INVALID_FORM });
/** The salon page asks the author to retype their phone number. */
export const deleteReviewWithPhoneSchema = z.object({ reviewId: uuid(NOT_FOUND), phone: phoneSchema }, { error: INVALID_FORM });

export type ReviewFormInput = { rating: number; comment: string };
