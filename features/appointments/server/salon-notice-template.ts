// The e-mails a salon gets at its own address (salons.email) when a customer books online or
// cancels (issue 21): who, when, what, with whom, and a link to that day in the panel's
// calendar. Pure: the caller passes the appointment and the panel link.
import { formatLongDate } from '@/platform/time/calendar';
import { formatPrice } from '@/platform/text/format';
import type { OutgoingEmail } from '@/platform/mail/outbox';
import { renderEmail } from '@/platform/mail/compose';

export interface SalonNoticeAppointment {
  id: string;
  salonName: string;
  customerName: string;
  customerPhone: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  startTime: string;
  /** 'HH:MM' */
  endTime: string;
  serviceName: string;
  staffName: string;
  notes: string | null;
  totalAmount: number;
  cancelReason: string | null;
}

/** '{SITE_URL}/panel/takvim?tarih=YYYY-MM-DD': the panel's calendar on the appointment's day. */
export function panelCalendarUrl(siteUrl: string, date: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/panel/takvim?tarih=${date}`;
}

/** 'Şule Işıkçı, 1 Aralık 2030 Pazar 10:00, Saç Kesimi, Ayşe Test' */
function summary(a: SalonNoticeAppointment): string {
  return `${a.customerName}, ${formatLongDate(a.date)} ${a.startTime}, ${a.serviceName}, ${a.staffName}`;
}

function details(a: SalonNoticeAppointment): [string, string | null][] {
  return [
    ['Müşteri', a.customerName],
    ['Telefon', a.customerPhone],
    ['Hizmet', a.serviceName],
    ['Personel', a.staffName],
    ['Tarih', formatLongDate(a.date)],
    ['Saat', `${a.startTime} - ${a.endTime}`],
    ['Tutar', a.totalAmount > 0 ? formatPrice(a.totalAmount) : null],
  ];
}

export function salonBookingNoticeEmail(a: SalonNoticeAppointment, options: { to: string; calendarUrl: string }): OutgoingEmail {
  const { text, html } = renderEmail({
    heading: 'Yeni online randevu',
    greeting: `Merhaba ${a.salonName},`,
    paragraphs: [`Online yeni bir randevu alındı: ${summary(a)}.`],
    details: [...details(a), ['Müşterinin notu', a.notes]],
    link: { href: options.calendarUrl, label: 'Takvimde görüntüle' },
    closing: ['Randevuyu salon panelinizden onaylayabilir veya yönetebilirsiniz.'],
  });
  return {
    to: options.to,
    subject: `Yeni online randevu: ${summary(a)}`,
    text, html,
    kind: 'salon_booking_notice',
    referenceId: a.id,
  };
}

export function salonCancellationNoticeEmail(a: SalonNoticeAppointment, options: { to: string; calendarUrl: string }): OutgoingEmail {
  const { text, html } = renderEmail({
    heading: 'Müşteri randevusunu iptal etti',
    greeting: `Merhaba ${a.salonName},`,
    paragraphs: [`Müşteri randevusunu iptal etti: ${summary(a)}.`],
    details: [...details(a), ['İptal nedeni', a.cancelReason]],
    link: { href: options.calendarUrl, label: 'Takvimde görüntüle' },
  });
  return {
    to: options.to,
    subject: `Müşteri iptal etti: ${summary(a)}`,
    text, html,
    kind: 'salon_cancellation_notice',
    referenceId: a.id,
  };
}
