import 'server-only';
// The operator's test text (admin → SMS, 'Test SMS Gönder'), as the e-mail test tool: written to
// the outbox like any text and handed to the provider at once, so it proves the whole path
// (settings, provider, number, sender title) and shows in the list with its delivery report.
// The 'resend' of a waiting or failed text goes through the same single attempt.
import { getDb, type Db } from '@/platform/db';
import { enqueueSms } from './outbox';
import { requeueSms } from './queue';
import { deliverSmsNow, type SmsOutcome } from './worker';
import type { SmsProvider } from './provider';

export interface SmsAttemptOptions {
  db?: Db;
  now?: Date;
  /** The provider; undefined: from the admin's settings (as the worker). */
  provider?: SmsProvider | null;
}

/**
 * What became of one attempt, for the operator. sent: the provider took it (its id);
 * retrying: a passing error, the loop tries again; failed: the provider's refusal;
 * not_configured: no active settings, it waits in the queue; busy: another server is sending it.
 */
export interface SmsAttemptResult {
  outboxId: string;
  outcome: 'sent' | 'retrying' | 'failed' | 'not_configured' | 'busy';
  providerId: string | null;
  /** Turkish: the provider's error, or why nothing was sent. */
  error: string | null;
}

export const NOT_CONFIGURED_ERROR = 'SMS ayarları yapılmamış veya pasif. Mesaj kuyrukta bekliyor; ayarlar kaydedilince gönderilir.';
export const BUSY_ERROR = 'Mesaj şu anda başka bir sunucu tarafından gönderiliyor.';

function describe(outboxId: string, outcome: SmsOutcome): SmsAttemptResult {
  switch (outcome.status) {
    case 'sent': return { outboxId, outcome: 'sent', providerId: outcome.providerId, error: null };
    case 'retrying': return { outboxId, outcome: 'retrying', providerId: null, error: outcome.error };
    // 'later' (the night hours) is for reminders only; a test or a resend is never one.
    case 'failed': case 'later': return { outboxId, outcome: 'failed', providerId: null, error: outcome.error };
    case 'not_configured': return { outboxId, outcome: 'not_configured', providerId: null, error: NOT_CONFIGURED_ERROR };
    default: return { outboxId, outcome: 'busy', providerId: null, error: BUSY_ERROR };
  }
}

/** Queues a platform text (no salon's allowance) to a mobile number and tries it once now. */
export async function sendTestSms(to: string, text: string, options: SmsAttemptOptions = {}): Promise<SmsAttemptResult> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const queued = await enqueueSms(db, { kind: 'test', salonId: null, to, text }, now);
  // The schema lets only mobile numbers through, and a test spends no budget or allowance.
  if (!queued.queued) throw new Error(`test SMS not queued: ${queued.reason}`);
  return describe(queued.id, await deliverSmsNow(queued.id, { db, now, provider: options.provider, retry: false }));
}

/** Puts a waiting or failed text back and tries it once now; null when it may not be sent again. */
export async function resendSms(id: string, options: SmsAttemptOptions = {}): Promise<SmsAttemptResult | null> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  if (!(await requeueSms(db, id, now))) return null;
  return describe(id, await deliverSmsNow(id, { db, now, provider: options.provider }));
}
