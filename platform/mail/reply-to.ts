import 'server-only';
// The Reply-To of a message, decided when it is sent. An inbox reply (contact_reply) goes out
// from the SMTP account's From address, which may be a no-reply mailbox; a customer who answers
// it must reach the site's contact e-mail (the active contact_info row, as on the landing page).
// Read at send time, so a retried reply follows the contact e-mail the operator set last.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/platform/db';
import type { OutboxRow } from '@/platform/mail/outbox-queue';
import { contactInfo } from '@/platform/db/schema';

export async function replyToFor(db: Db, row: Pick<OutboxRow, 'kind'>): Promise<string | undefined> {
  if (row.kind !== 'contact_reply') return undefined;
  const [info] = await db.select({ email: contactInfo.email }).from(contactInfo)
    .where(eq(contactInfo.isActive, true))
    .orderBy(desc(contactInfo.updatedAt), desc(contactInfo.id))
    .limit(1);
  return info?.email.trim() || undefined;
}
