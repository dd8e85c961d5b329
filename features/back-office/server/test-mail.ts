import 'server-only';
// The admin's e-mail test tool (spec 2 "E-mail test tool"): sends one message through the
// outbox right now and reports what the SMTP server said. A failed test is not retried later.
import { getDb } from '@/platform/db';
import { mailConfigSummary, smtpConfigFromEnv, type MailConfigSummary } from '@/platform/mail/config';
import { enqueueEmail } from '@/platform/mail/outbox';
import { testEmail } from './test-message-template';
import { deliverEmailNow, type WorkerOptions } from '@/platform/mail/worker';

export interface TestMailResult {
  /** The settings used (never the password). */
  config: MailConfigSummary;
  outboxId: string;
  /** accepted: the server took it; rejected: it refused or could not be reached; not_configured: no SMTP_HOST. */
  outcome: 'accepted' | 'rejected' | 'not_configured';
  accepted: string[];
  rejected: string[];
  /** The SMTP server's answer, e.g. '250 2.0.0 Ok: queued as ...'. */
  response: string | null;
  messageId: string | null;
  /** Turkish explanation of a failure. */
  error: string | null;
}

export async function sendTestEmail(to: string, options: WorkerOptions = {}): Promise<TestMailResult> {
  const now = options.now ?? new Date();
  const db = options.db ?? (await getDb());
  const smtp = options.smtp === undefined ? smtpConfigFromEnv() : options.smtp;
  const config = mailConfigSummary(smtp);
  const outboxId = await enqueueEmail(db, testEmail(to, now));
  const outcome = await deliverEmailNow(outboxId, { db, now, smtp, retry: false });
  const base = { config, outboxId, accepted: [], rejected: [], response: null, messageId: null, error: null };
  switch (outcome.status) {
    case 'sent':
      return { ...base, outcome: 'accepted', accepted: outcome.accepted, rejected: outcome.rejected, response: outcome.response, messageId: outcome.messageId };
    case 'failed':
    case 'retrying':
      return { ...base, outcome: 'rejected', rejected: [to], response: outcome.response, error: outcome.error };
    case 'not_configured':
      return { ...base, outcome: 'not_configured', error: 'SMTP ayarları yapılmamış (SMTP_HOST). İleti giden kutusunda bekliyor.' };
    default:
      return { ...base, outcome: 'rejected', error: 'İleti şu anda başka bir gönderici tarafından işleniyor.' };
  }
}
