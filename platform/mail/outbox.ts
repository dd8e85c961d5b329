import 'server-only';
// The one way a message leaves the app (DESIGN.md, "Files, mail and background work"): it is
// written to email_outbox in the same transaction as the change that causes it, and a worker
// (platform/mail/worker.ts) sends it afterwards with retries. Pass the transaction (`tx`) you are
// already in, so a rolled-back change never sends mail and a committed one always does.
import type { Db } from '@/platform/db';
import { emailOutbox, type EmailOutboxAttachment } from '@/platform/db/schema';
import { mailBudgetAllows } from '@/platform/limits/budgets';
import type { EmailKind } from './kinds';

export type { EmailKind } from './kinds';

export type EmailAttachment = EmailOutboxAttachment;

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** Plain-text body (always sent). */
  text: string;
  /** Simple HTML alternative. */
  html?: string;
  /** Text attachments (e.g. an .ics file), stored with the message. */
  attachments?: EmailAttachment[];
  kind?: EmailKind;
  /** The id of the record the message is about (appointment, contact message, salon). */
  referenceId?: string;
}

/** Kept, never sent, when a recipient's daily budget is used up (platform/limits/budgets.ts). */
export const RECIPIENT_BUDGET_ERROR = 'Bu alıcıya bugün gönderilebilecek e-posta sınırı doldu; ileti gönderilmedi.';

/**
 * Queues a message; returns its outbox id. `db` may be a transaction. Past the recipient's
 * daily budget the row is written as failed (the admin sees why) and the worker never sends it.
 */
export async function enqueueEmail(db: Pick<Db, 'insert' | 'transaction'>, message: OutgoingEmail): Promise<string> {
  const allowed = await mailBudgetAllows(db, message.to, message.kind);
  const [row] = await db.insert(emailOutbox)
    .values({
      ...(allowed ? {} : { status: 'failed' as const, error: RECIPIENT_BUDGET_ERROR }),
      toEmail: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html ?? null,
      attachments: message.attachments ?? [],
      kind: message.kind ?? 'other',
      referenceId: message.referenceId ?? null,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}
