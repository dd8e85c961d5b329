// The customer's reminder before an appointment (24 or 2 hours, the salon's choice), with the
// appointment's manage link. Pure: the caller passes the appointment and the link.
import { formatLongDate } from '@/platform/time/calendar';
import { addDaysToDate } from '@/platform/time/istanbul';
import type { OutgoingEmail } from '@/platform/mail/outbox';
import { appointmentDetails, type AppointmentForMail } from './mail-templates';
import { renderEmail } from '@/platform/mail/compose';

export interface ReminderLink {
  href: string;
  /** 'manage': the guest's private link; 'account': the customer's appointments; 'salon': the salon's page. */
  kind: 'manage' | 'account' | 'salon';
}

const LINK_LABELS: Record<ReminderLink['kind'], string> = {
  manage: 'Randevuyu görüntüle veya iptal et',
  account: 'Randevularım',
  salon: 'Salon sayfası',
};

/** `today`: Istanbul's date when the reminder is written, 'YYYY-MM-DD' (says "bugün" or "yarın"). */
export function appointmentReminderEmail(a: AppointmentForMail, options: { today: string; link: ReminderLink }): OutgoingEmail {
  const when = `${formatLongDate(a.date)} ${a.startTime}`;
  const day = a.date === options.today ? 'bugün' : a.date === addDaysToDate(options.today, 1) ? 'yarın' : null;
  const { text, html } = renderEmail({
    heading: 'Randevu Hatırlatması',
    greeting: `Merhaba ${a.customerName},`,
    paragraphs: [day
      ? `${a.salon.name} salonundaki randevunuz ${day}, saat ${a.startTime}. Sizi bekliyoruz!`
      : `${a.salon.name} salonundaki randevunuz ${when}. Sizi bekliyoruz!`],
    details: appointmentDetails(a, { amount: false }),
    link: { href: options.link.href, label: LINK_LABELS[options.link.kind] },
    closing: [
      options.link.kind === 'salon'
        ? 'Gelemeyecekseniz lütfen salonla iletişime geçin.'
        : 'Gelemeyecekseniz lütfen randevunuzu bu bağlantıdan iptal edin ya da salonla iletişime geçin.',
      'Lütfen randevu saatinden 10 dakika önce salonda olun.',
    ],
  });
  return {
    to: a.customerEmail,
    subject: `Randevu hatırlatması: ${a.salon.name}, ${when}`,
    text, html,
    kind: 'appointment_reminder',
    referenceId: a.id,
  };
}
