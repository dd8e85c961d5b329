import 'server-only';
// The one way a message leaves the app (DESIGN.md, "Files, mail and background work"): it is
// written to email_outbox in the same transaction as the change that causes it, and a worker
// sends it afterwards with retries. Pass the transaction (`tx`) you are already in.
import type { Db } from '@/lib/db';
import { emailOutbox } from '@/lib/db/schema';

export interface EmailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** Plain-text body (always sent). */
  text: string;
  /** Simple HTML alternative. */
  html?: string;
  attachments?: EmailAttachment[];
}

/** Queues a message; returns its outbox id. `db` may be a transaction. */
export async function enqueueEmail(db: Pick<Db, 'insert'>, message: OutgoingEmail): Promise<string> {
  const [row] = await db.insert(emailOutbox)
    .values({ toEmail: message.to, subject: message.subject, body: message.text })
    .returning({ id: emailOutbox.id });
  return row.id;
}
