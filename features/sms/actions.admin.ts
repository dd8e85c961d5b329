'use server';
// The operator's SMS screen (admin → SMS). The provider's account is for superadmins only, as
// PayTR's: its password is write-only (a blank field keeps the stored one) and never returned or
// logged. The test text and 'Tekrar Gönder' are for admins and up, as the e-mail test tool.
import { fail, ok } from '@/platform/actions/result';
import { adminAction } from '@/platform/access/admin-action';
import { ADMIN, SUPERADMIN } from '@/platform/access/admin-roles';
import { formatPhoneDisplay } from '@/platform/text/phone';
import { getAdminSmsSettings, saveSmsSettings } from '@/features/sms/server/settings';
import { resendSms, sendTestSms, type SmsAttemptResult } from '@/features/sms/server/test-sms';
import { SMS_PASSWORD_REQUIRED, SMS_RESEND_MESSAGES, smsIdSchema, smsSettingsSchema, testSmsSchema } from '@/features/sms/schema';

export const saveSmsSettingsAction = adminAction(SUPERADMIN, smsSettingsSchema, async (input) => {
  const outcome = await saveSmsSettings(input);
  if (outcome === 'password_required') return fail(SMS_PASSWORD_REQUIRED, { password: SMS_PASSWORD_REQUIRED }, 400);
  return ok(await getAdminSmsSettings(), 'SMS ayarları kaydedildi');
}, (input) => ({
  action: 'SMS_SETTINGS_UPDATE', targetType: 'sms_settings',
  // Whether the password changed, never its value.
  description: `Kullanıcı kodu ${input.usercode}, başlık ${input.header}${input.password ? ', yeni şifre' : ''}; ${input.isActive ? 'aktif' : 'pasif'}`,
}));

const OUTCOME_LOG: Record<SmsAttemptResult['outcome'], string> = {
  sent: 'sağlayıcı kabul etti', retrying: 'hata, yeniden denenecek', failed: 'gönderilemedi',
  not_configured: 'SMS ayarlı değil, kuyrukta', busy: 'başka sunucu gönderiyor',
};

export const sendTestSmsAction = adminAction(ADMIN, testSmsSchema, async (input) => ok(await sendTestSms(input.to, input.text)),
  (input, data) => ({
    action: 'SMS_TEST', targetType: 'sms_outbox', targetId: data.outboxId,
    description: `${formatPhoneDisplay(input.to)}: ${OUTCOME_LOG[data.outcome]}`,
  }));

export const resendSmsAction = adminAction(ADMIN, smsIdSchema, async (input) => {
  const result = await resendSms(input.id);
  if (!result) return fail(SMS_RESEND_MESSAGES.refused, undefined, 409);
  if (result.outcome === 'sent') return ok(result, SMS_RESEND_MESSAGES.sent);
  const reason = result.outcome === 'retrying' || result.outcome === 'failed' ? `: ${result.error}` : '';
  return fail(SMS_RESEND_MESSAGES[result.outcome] + reason, undefined, 409);
}, (input) => ({ action: 'SMS_RESEND', targetType: 'sms_outbox', targetId: input.id, description: 'SMS tekrar gönderildi' }));
