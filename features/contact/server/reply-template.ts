// An admin's answer to a contact-form message, quoting the visitor's message. Pure. The text is
// the operator's as the reply dialog showed it, greeting included: nothing is added above it.
import type { OutgoingEmail } from '@/platform/mail/outbox';
import { istanbulClock } from '@/platform/time/istanbul';
import { renderEmail } from '@/platform/mail/compose';
import { formatShortDate } from '@/platform/time/calendar';

export interface ContactReplyInput {
  contactMessageId: string;
  to: string;
  subject: string;
  message: string;
  /** The visitor's original message, quoted under the answer. */
  original?: { name: string; text: string | null; createdAt: Date };
}

export function contactReplyEmail(input: ContactReplyInput): OutgoingEmail {
  const original = input.original;
  const { text, html } = renderEmail({
    heading: input.subject,
    paragraphs: input.message.split(/\r?\n\s*\r?\n/).map((p) => p.trim()).filter(Boolean),
    quote: original?.text
      ? { label: `${formatShortDate(istanbulClock(original.createdAt).date)} tarihinde gönderdiğiniz mesaj:`, text: original.text }
      : undefined,
  });
  return { to: input.to, subject: input.subject, text, html, kind: 'contact_reply', referenceId: input.contactMessageId };
}
