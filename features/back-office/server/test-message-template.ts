// The admin's SMTP test message, with Turkish letters in the subject and body so a wrong
// charset shows at once. Pure.
import { formatShortDate } from '@/platform/time/calendar';
import type { OutgoingEmail } from '@/platform/mail/outbox';
import { istanbulClock, minutesToTime } from '@/platform/time/istanbul';
import { renderEmail } from '@/platform/mail/compose';

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
