// An admin's answer to a contact-form message, and the admin's SMTP test message. Pure.
import type { OutgoingEmail } from '@/lib/mail/outbox';
import { istanbulClock, minutesToTime } from '@/lib/time/istanbul';
import { renderEmail } from './compose';
import { formatShortDate } from '@/lib/booking/calendar';

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
    greeting: original ? `Merhaba ${original.name},` : undefined,
    paragraphs: input.message.split(/\r?\n\s*\r?\n/).map((p) => p.trim()).filter(Boolean),
    quote: original?.text
      ? { label: `${formatShortDate(istanbulClock(original.createdAt).date)} tarihinde gönderdiğiniz mesaj:`, text: original.text }
      : undefined,
  });
  return { to: input.to, subject: input.subject, text, html, kind: 'contact_reply', referenceId: input.contactMessageId };
}

export function testEmail(to: string, now: Date): OutgoingEmail {
  const clock = istanbulClock(now);
  const { text, html } = renderEmail({
    heading: 'Test e-postası',
    paragraphs: [
      'Bu ileti Salon Randevu yönetim panelindeki e-posta test aracından gönderildi. Bu iletiyi okuyabiliyorsanız SMTP ayarları çalışıyor.',
      'Türkçe karakter denemesi: çğıöşü ÇĞİÖŞÜ',
    ],
    details: [['Gönderim zamanı', `${formatShortDate(clock.date)} ${minutesToTime(clock.minutes)} (İstanbul)`]],
  });
  return { to, subject: 'Salon Randevu test e-postası: çğıöşü ÇĞİÖŞÜ', text, html, kind: 'test' };
}
