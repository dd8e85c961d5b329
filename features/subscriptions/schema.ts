// What the panel sends to start paying for a plan: the plan and the price (TL) the owner saw
// and confirmed. The server charges the plan's price from the database; when it differs from
// this one (an operator changed it meanwhile) it answers with the new price instead of a
// payment, so the owner confirms again. Browser-safe.
import { z } from 'zod';
import { isUuid } from '@/platform/text/ids';
import type { PaymentReturnMessage } from '@/features/payments/rules/return-message';

export const PLAN_UNAVAILABLE_MESSAGE = 'Bu plan artık sunulmuyor. Lütfen sayfayı yenileyip başka bir plan seçin.';

export const renewalStartSchema = z.object({
  planId: z.string({ error: PLAN_UNAVAILABLE_MESSAGE }).refine(isUuid, { error: PLAN_UNAVAILABLE_MESSAGE }),
  price: z.number({ error: 'Geçersiz tutar' }).finite().min(0, { error: 'Geçersiz tutar' }).max(10_000_000, { error: 'Geçersiz tutar' }),
}).strict();

export type RenewalStartInput = z.output<typeof renewalStartSchema>;

/** The action's answer: PayTR's frame to open, or the plan's new price to confirm first. */
export type RenewalStart =
  | { kind: 'pay'; merchantOid: string; iframeUrl: string }
  | { kind: 'price_changed'; price: number; message: string };

export const PRICE_CHANGED_MESSAGE = (price: string) =>
  `Planın fiyatı değişti. Yeni fiyat: ${price}. Ödemeye geçmek için yeni fiyatı onaylayın.`;

export const NO_PAYER_EMAIL_MESSAGE = 'Ödeme için bir e-posta adresi gerekli. Lütfen salon bilgilerinize e-posta adresi ekleyin.';

/** What PayTR's return page inside the frame tells /panel/abonelik (a hint to look again, never the outcome). */
export const SUBSCRIPTION_RETURN_MESSAGE = 'panel-abonelik:paytr-return';
export type SubscriptionReturnMessage = PaymentReturnMessage<typeof SUBSCRIPTION_RETURN_MESSAGE>;
