// The subscription form (spec 2 §5): plan, type, start and end dates (both required, Istanbul
// calendar days), and the cancel action. Browser-safe; shared by the modal and the server action.
import { z } from 'zod';
import { isUuid } from '@/platform/text/ids';
import { object } from '@/platform/text/input';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (required: string) => z.string({ error: required }).min(1, { error: required })
  .regex(DAY, { error: 'Geçerli bir tarih girin' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && v >= '2000-01-01' && v <= '2100-12-31', { error: 'Geçerli bir tarih girin' });

const uuid = (message: string) => z.string({ error: message }).refine(isUuid, { error: message });

export const SUBSCRIPTION_PLAN_MESSAGE = 'Lütfen bir plan seçin';
/** A trial is granted once per salon (the unique index subscriptions_one_trial_per_salon backs this). */
export const TRIAL_ALREADY_USED_MESSAGE = 'Bu salon deneme süresini daha önce kullandı; ikinci bir deneme aboneliği verilemez.';
/** Spec 2 §8: saving failed (the salon, its subscription or the plan is gone). */
export const subscriptionSaveFailedMessage = (editing: boolean) =>
  (editing ? 'Abonelik güncellenirken hata oluştu' : 'Abonelik oluşturulurken hata oluştu');

export const subscriptionSchema = object({
  /** Set when editing the salon's current subscription. */
  id: z.string().refine((v) => v === '' || isUuid(v), { error: 'Abonelik bulunamadı' }).optional(),
  salonId: uuid('Salon bulunamadı'),
  planId: uuid(SUBSCRIPTION_PLAN_MESSAGE),
  type: z.enum(['trial', 'monthly', 'yearly'], { error: 'Abonelik türü seçin' }),
  startDate: day('Başlangıç tarihi gereklidir'),
  endDate: day('Bitiş tarihi gereklidir'),
}).refine((v) => v.endDate >= v.startDate, { path: ['endDate'], error: 'Bitiş tarihi başlangıç tarihinden önce olamaz' });

export type SubscriptionValues = z.input<typeof subscriptionSchema>;
export type SubscriptionInput = z.output<typeof subscriptionSchema>;

export const cancelSubscriptionSchema = object({ id: uuid('Abonelik bulunamadı') });
