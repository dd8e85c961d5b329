'use server';
// Writing, editing and deleting one's own salon review. The customer comes from the session;
// every write is filtered by that customer's id in SQL. A changed review goes back to
// moderation, and cached salon pages (tagged `salon:<id>`) are refreshed. Writing and editing
// spend the customer's and the address's review budgets (platform/limits/budgets.ts).
import { fail, ok } from '@/platform/actions/result';
import { revalidateSalon } from '@/platform/cache/revalidate';
import { customerAction } from '@/platform/actions/validated-action';
import { createReview, deleteOwnReview, updateOwnReview } from '@/features/reviews/server/reviews';
import { currentClientAddress } from '@/platform/http/client-address';
import { charges, spendBudgets, tooManyWrites } from '@/platform/limits/budgets';
import {
  createReviewSchema, deleteReviewSchema, deleteReviewWithPhoneSchema, PHONE_MISMATCH_MESSAGE, REVIEW_NOT_FOUND_MESSAGE, updateReviewSchema,
} from '@/features/reviews/schema';

/** Cached salon pages and lists (tags `salon:<id>`, 'salons') drop their copy at once. */
function refreshSalon(salonId: string) {
  revalidateSalon(salonId);
}

export const createReviewAction = customerAction(createReviewSchema, async (input, customer) => {
  const budget = await spendBudgets(charges.review(await currentClientAddress(), customer.id));
  if (!budget.ok) return tooManyWrites(budget);
  const result = await createReview(customer.id, input);
  if (!result.ok) {
    await budget.refund(); // nothing was written
    return result;
  }
  refreshSalon(input.salonId);
  return ok({ id: result.data.id }, 'Yorumunuz gönderildi. Onaylandıktan sonra yayınlanacaktır.');
});

export const updateReviewAction = customerAction(updateReviewSchema, async (input, customer) => {
  const budget = await spendBudgets(charges.review(await currentClientAddress(), customer.id));
  if (!budget.ok) return tooManyWrites(budget);
  const review = await updateOwnReview(customer.id, input.reviewId, input);
  if (!review) {
    await budget.refund(); // nothing was written
    return fail(REVIEW_NOT_FOUND_MESSAGE, undefined, 404);
  }
  refreshSalon(review.salonId);
  return ok({ id: review.id }, 'Yorum başarıyla güncellendi.');
});

/** /yorumlarim: confirmed with a plain "are you sure" dialog. */
export const deleteReviewAction = customerAction(deleteReviewSchema, async (input, customer) => {
  const deleted = await deleteOwnReview(customer.id, input.reviewId);
  if (!deleted) return fail(REVIEW_NOT_FOUND_MESSAGE, undefined, 404);
  refreshSalon(deleted.salonId);
  return ok(undefined, 'Yorum başarıyla silindi.');
});

/** Salon page: the author retypes their phone number to confirm. */
export const deleteReviewWithPhoneAction = customerAction(deleteReviewWithPhoneSchema, async (input, customer) => {
  if (input.phone !== customer.phone) return fail(PHONE_MISMATCH_MESSAGE, { phone: PHONE_MISMATCH_MESSAGE }, 400);
  const deleted = await deleteOwnReview(customer.id, input.reviewId);
  if (!deleted) return fail(REVIEW_NOT_FOUND_MESSAGE, undefined, 404);
  refreshSalon(deleted.salonId);
  return ok(undefined, 'Yorum başarıyla silindi.');
});
