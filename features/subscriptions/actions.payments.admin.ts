'use server';
// 'İncelenecek Ödemeler' (admins and up): complete a paid registration that activated nothing
// (under another username when its own was taken), or record that its money was refunded.
// Both are idempotent and logged in the admin activity log.
import { ok } from '@/platform/actions/result';
import { adminAction } from '@/platform/access/admin-action';
import { completeReviewedRegistrationSchema, markPaymentRefundedSchema } from '@/features/subscriptions/schema.payment-review';
import { ADMIN } from '@/platform/access/admin-roles';
import { revalidateSalonLists } from '@/platform/cache/revalidate';
import { completeReviewedRegistration, markPaymentRefunded } from '@/features/subscriptions/server/payment-reviews';
import { wakeOutboxWorker } from '@/features/scheduled-work/server/background';
import { attachStagedLogo } from '@/features/registration/server/register';

export const completeReviewedRegistrationAction = adminAction(ADMIN, completeReviewedRegistrationSchema, async (input, admin) => {
  const done = await completeReviewedRegistration({ merchantOid: input.merchantOid, username: input.username, adminId: admin.id });
  if (!done.ok) return done;
  const { salonId, salonCode, username, logoKey, already } = done.data;
  if (!already) {
    await attachStagedLogo(salonId, salonCode, logoKey);
    revalidateSalonLists();
    wakeOutboxWorker();
  }
  return ok({ salonId, salonCode }, `Kayıt tamamlandı: salon kodu ${salonCode}, kullanıcı adı ${username}`);
}, (input, data) => ({
  action: 'PAYMENT_REVIEW_COMPLETE', targetType: 'pending_registration', targetId: input.merchantOid,
  description: `Salon ${data.salonCode} oluşturuldu, kullanıcı adı ${input.username}`,
}));

export const markPaymentRefundedAction = adminAction(ADMIN, markPaymentRefundedSchema, async (input, admin) => {
  const done = await markPaymentRefunded({ kind: input.kind, merchantOid: input.merchantOid, adminId: admin.id });
  if (!done.ok) return done;
  return ok({ already: done.data.already }, 'Ödeme iade edildi olarak işaretlendi');
}, (input) => ({
  action: 'PAYMENT_REVIEW_REFUNDED', targetType: input.kind === 'registration' ? 'pending_registration' : 'subscription_order',
  targetId: input.merchantOid, description: 'İade edildi olarak işaretlendi',
}));
