// What the 'İncelenecek Ödemeler' actions accept (/admin/odemeler). Browser-safe: the dialog
// checks the same schema. The username follows the registration wizard's rules.
import { z } from 'zod';
import { ownerStepSchema } from '@/features/registration/schema';

// PayTR's merchant_oid rule (features/payments/rules/merchant-oid.ts, which is server-only).
const merchantOid = z.string({ error: 'Sipariş bulunamadı' }).regex(/^[A-Za-z0-9]{1,64}$/, { error: 'Sipariş bulunamadı' });

/** Why an operator's completion or refund is refused (the order is off the list, or settled the other way). */
export const PAYMENT_REVIEW_NOT_FOUND_MESSAGE = 'Bu ödeme incelenecekler listesinde yok';
export const PAYMENT_REVIEW_REFUNDED_MESSAGE = 'Bu ödeme iade edildi olarak işaretlenmiş; kayıt tamamlanamaz';
export const PAYMENT_REVIEW_COMPLETED_MESSAGE = 'Bu ödemenin kaydı tamamlanmış; iade edildi olarak işaretlenemez';

export const completeReviewedRegistrationSchema = z.object({
  merchantOid,
  username: ownerStepSchema.shape.username,
}).strict();

export const markPaymentRefundedSchema = z.object({
  kind: z.enum(['registration', 'renewal'], { error: 'Sipariş bulunamadı' }),
  merchantOid,
}).strict();
