import 'server-only';
// The admin inbox's reply (spec 2 §2 "Contact inbox"): the answer is queued in the outbox and
// the contact message becomes 'replied' in one transaction, then one delivery is tried at once
// so the admin sees the SMTP server's answer. A failed try stays queued and is retried by the
// worker; without SMTP settings the reply waits in the outbox. Authorization is the caller's.
import { getDb } from '@/platform/db';
import { getContactMessage, setContactMessageStatus } from '@/features/contact/server/contact-messages';
import type { ContactReplyForm } from '@/features/contact/schema.inbox';
import { enqueueEmail } from '@/platform/mail/outbox';
import { contactReplyEmail } from './reply-template';
import { deliverEmailNow, type WorkerOptions } from '@/platform/mail/worker';

export type ReplyResult =
  | { ok: false; error: string }
  | {
    ok: true;
    outboxId: string;
    /** sent: the SMTP server accepted it; queued: waiting (no SMTP, or retrying); failed: refused for good. */
    delivery: 'sent' | 'queued' | 'failed';
    /** A Turkish sentence for the admin (includes the SMTP error when there is one). */
    message: string;
    smtpResponse: string | null;
  };

export async function replyToContactMessage(form: ContactReplyForm, options: WorkerOptions = {}): Promise<ReplyResult> {
  const now = options.now ?? new Date();
  const db = options.db ?? (await getDb());
  const outboxId = await db.transaction(async (tx) => {
    const original = await getContactMessage(form.id, tx);
    if (!original) return null;
    const id = await enqueueEmail(tx, contactReplyEmail({
      contactMessageId: form.id, to: form.to, subject: form.subject, message: form.message,
      original: { name: original.name, text: original.message, createdAt: original.createdAt },
    }));
    await setContactMessageStatus(form.id, 'replied', now, tx);
    return id;
  });
  if (!outboxId) return { ok: false, error: 'Mesaj bulunamadı' };

  const outcome = await deliverEmailNow(outboxId, { ...options, db, now });
  switch (outcome.status) {
    case 'sent':
      return { ok: true, outboxId, delivery: 'sent', message: `Yanıt ${form.to} adresine gönderildi.`, smtpResponse: outcome.response };
    case 'failed':
      return { ok: true, outboxId, delivery: 'failed', message: `Yanıt gönderilemedi. ${outcome.error}`, smtpResponse: outcome.response };
    case 'retrying':
      return { ok: true, outboxId, delivery: 'queued', message: `Yanıt şimdi gönderilemedi, otomatik olarak yeniden denenecek. ${outcome.error}`, smtpResponse: outcome.response };
    case 'not_configured':
      return { ok: true, outboxId, delivery: 'queued', message: 'SMTP ayarları yapılmadığı için yanıt giden kutusunda bekliyor.', smtpResponse: null };
    default:
      return { ok: true, outboxId, delivery: 'queued', message: 'Yanıt gönderim kuyruğuna alındı.', smtpResponse: null };
  }
}
