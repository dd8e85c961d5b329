'use server';
// The e-mail test tool (admins and up): send one test message now and report the SMTP
// server's answer; retry one outbox message at once. Both through adminAction.
import { z } from 'zod';
import { fail, ok } from '@/platform/actions/result';
import { adminAction } from '@/platform/access/admin-action';
import { ADMIN } from '@/platform/access/admin-roles';
import { sendTestEmail, type TestMailResult } from '@/features/back-office/server/test-mail';
import { retryEmailNow } from '@/platform/mail/worker';
import { testEmailSchema } from '@/features/contact/schema.inbox';
import { object } from '@/platform/text/input';

/** How the activity log words a test mail's outcome (issue 29: it read 'accepted'). */
const TEST_MAIL_OUTCOMES = { accepted: 'sunucu kabul etti', rejected: 'reddedildi', not_configured: 'SMTP ayarlı değil, kuyrukta' } as const;

export const sendTestEmailAction = adminAction(ADMIN, testEmailSchema, async (input) => {
  const result: TestMailResult = await sendTestEmail(input.to);
  return ok(result);
}, (input, data) => ({ action: 'EMAIL_TEST', targetType: 'email_outbox', targetId: data.outboxId, description: `${input.to}: ${TEST_MAIL_OUTCOMES[data.outcome]}` }));

const RETRY_MESSAGES = {
  sent: 'İleti gönderildi',
  retrying: 'İleti gönderilemedi, otomatik olarak yeniden denenecek',
  failed: 'İleti gönderilemedi',
  not_configured: 'SMTP ayarları yapılmadığı için ileti giden kutusunda bekliyor',
  not_claimed: 'İleti zaten gönderilmiş ya da şu anda gönderiliyor',
} as const;

export const retryEmailAction = adminAction(ADMIN, object({ id: z.uuid({ error: 'İleti bulunamadı' }) }), async (input) => {
  const outcome = await retryEmailNow(input.id);
  const text = RETRY_MESSAGES[outcome.status] + ('error' in outcome ? `: ${outcome.error}` : '');
  return outcome.status === 'sent' ? ok({ status: outcome.status }, text) : fail(text, undefined, 409);
}, (input) => ({ action: 'EMAIL_RETRY', targetType: 'email_outbox', targetId: input.id, description: 'İleti yeniden denendi' }));
