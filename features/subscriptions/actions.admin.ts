'use server';
// Salon subscriptions (admins and up): create or edit from the subscription modal, cancel
// ('İptal Edilmiş'). Spec 2 §8's messages on failure. Whether a salon takes bookings and is
// listed depends on its subscription, so both revalidate the salon's pages and the lists.
import { fail, ok } from '@/platform/actions/result';
import { adminAction } from '@/platform/access/admin-action';
import { ADMIN } from '@/platform/access/admin-roles';
import { revalidateSalon } from '@/platform/cache/revalidate';
import { INTERVAL_LABELS } from '@/features/subscriptions/rules/plans';
import { formatShortDate } from '@/platform/time/calendar';
import { cancelSubscriptionSchema, subscriptionSchema } from '@/features/subscriptions/schema.admin';
import { cancelSubscription, saveSubscription } from '@/features/subscriptions/server/admin-subscriptions';

export const saveSubscriptionAction = adminAction(ADMIN, subscriptionSchema, async (input) => {
  const saved = await saveSubscription(input);
  if (!saved.ok) return saved;
  revalidateSalon(input.salonId);
  return ok({ id: saved.data.id, created: !input.id }, input.id ? 'Abonelik güncellendi' : 'Abonelik oluşturuldu');
}, (input, data) => ({
  action: data.created ? 'SUBSCRIPTION_CREATE' : 'SUBSCRIPTION_UPDATE', targetType: 'subscription', targetId: data.id,
  // 'Salon <id>' is shown as the salon's name by the feed (features/back-office/server/feed.ts).
  description: `Salon ${input.salonId}: ${INTERVAL_LABELS[input.type]}, ${formatShortDate(input.startDate)} – ${formatShortDate(input.endDate)}`,
}));

export const cancelSubscriptionAction = adminAction(ADMIN, cancelSubscriptionSchema, async (input) => {
  const cancelled = await cancelSubscription(input.id);
  if (!cancelled) return fail('Abonelik iptal edilirken hata oluştu', undefined, 404);
  revalidateSalon(cancelled.salonId);
  return ok({ salonId: cancelled.salonId }, 'Abonelik iptal edildi');
}, (input, data) => ({ action: 'SUBSCRIPTION_CANCEL', targetType: 'subscription', targetId: input.id, description: `Salon ${data.salonId}` }));
