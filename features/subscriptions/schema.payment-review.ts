// What the 'İncelenecek Ödemeler' actions accept (/admin/odemeler). Browser-safe: the dialog
// checks the same schema. The username follows the registration wizard's rules.
import { z } from 'zod';
import { ownerStepSchema } from '@/features/registration/schema';

// PayTR's merchant_oid rule (features/payments/rules/merchant-oid.ts, which is server-only).
const merchantOid = z.string({ error: 'Sipariş bulunamadı' }).regex(/^[A-Za-z0-9]{1,64}$/, { error: 'Sipariş bulunamadı' });

export const completeReviewedRegistrationSchema = z.object({
  merchantOid,
  username: ownerStepSchema.shape.username,
}).strict();

export const markPaymentRefundedSchema = z.object({
  kind: z.enum(['registration', 'renewal'], { error: 'Sipariş bulunamadı' }),
  merchantOid,
}).strict();
