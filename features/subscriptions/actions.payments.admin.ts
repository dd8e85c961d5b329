'use server';
// 'İncelenecek Ödemeler' (admins and up): complete a paid registration that activated nothing
// (under another username when its own was taken), or record that its money was refunded.
// Both are idempotent and logged in the admin activity log.
import { fail, ok } from '@/platform/actions/result';
import { adminAction } from '@/platform/access/admin-action';
import { completeReviewedRegistrationSchema, markPaymentRefundedSchema } from '@/features/subscriptions/schema.payment-review';
import { ADMIN } from '@/platform/access/admin-roles';
import { revalidateSalonLists } from '@/platform/cache/revalidate';
import { completeReviewedRegistration, markPaymentRefunded } from '@/features/subscriptions/server/payment-reviews';
import { wakeOutboxWorker } from '@/features/scheduled-work/server/background';
import { TAKEN_MESSAGES, clashMessage } from '@/features/registration/server/clash';
import { attachStagedLogo } from '@/features/registration/server/register';

const NOT_FOUND = 'Bu ödeme incelenecekler listesinde yok';

export const completeReviewedRegistrationAction = adminAction(ADMIN, completeReviewedRegistrationSchema, async (input, admin) => {
  const done = await completeReviewedRegistration({ merchantOid: input.merchantOid, username: input.username, adminId: admin.id });
  if (!done.ok) {
    if (done.reason === 'clash') {
      // The owner's e-mail or phone is another account's now: only a refund settles that.
      const message = done.clash === 'username'
        ? clashMessage('username', input.username)
        : `${TAKEN_MESSAGES[done.clash]}; bu kayıt başka bir kullanıcı adıyla da tamamlanamaz, ödemeyi iade edin.`;
      return fail(message, done.clash === 'username' ? { username: TAKEN_MESSAGES.username } : undefined, 409);
    }
    return fail(done.reason === 'refunded' ? 'Bu ödeme iade edildi olarak işaretlenmiş; kayıt tamamlanamaz' : NOT_FOUND, undefined, 404);
  }
  if (!done.already) {
    await attachStagedLogo(done.salonId, done.salonCode, done.logoKey);
    revalidateSalonLists();
    wakeOutboxWorker();
  }
  return ok({ salonId: done.salonId, salonCode: done.salonCode }, `Kayıt tamamlandı: salon kodu ${done.salonCode}, kullanıcı adı ${done.username}`);
}, (input, data) => ({
  action: 'PAYMENT_REVIEW_COMPLETE', targetType: 'pending_registration', targetId: input.merchantOid,
  description: `Salon ${data.salonCode} oluşturuldu, kullanıcı adı ${input.username}`,
}));

export const markPaymentRefundedAction = adminAction(ADMIN, markPaymentRefundedSchema, async (input, admin) => {
  const done = await markPaymentRefunded({ kind: input.kind, merchantOid: input.merchantOid, adminId: admin.id });
  if (!done.ok) return fail(done.reason === 'completed' ? 'Bu ödemenin kaydı tamamlanmış; iade edildi olarak işaretlenemez' : NOT_FOUND, undefined, 404);
  return ok({ already: done.already }, 'Ödeme iade edildi olarak işaretlendi');
}, (input) => ({
  action: 'PAYMENT_REVIEW_REFUNDED', targetType: input.kind === 'registration' ? 'pending_registration' : 'subscription_order',
  targetId: input.merchantOid, description: 'İade edildi olarak işaretlendi',
}));
