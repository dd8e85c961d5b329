// The booking confirmation (with the .ics attached) and the cancellation notice sent to a
// customer. Pure: the caller passes the appointment, the site's origin and `now`.
import { appointmentCalendarEvent, salonLocation, type AppointmentForCalendar } from '@/lib/booking/appointment-event';
import { formatLongDate } from '@/lib/booking/calendar';
import { buildIcs } from '@/lib/booking/ics';
import { formatPrice } from '@/lib/format';
import type { OutgoingEmail } from '@/lib/mail/outbox';
import { renderEmail } from './compose';

export interface AppointmentForMail extends AppointmentForCalendar {
  customerName: string;
  customerEmail: string;
  salonId: string;
}

function details(a: AppointmentForMail): [string, string | null][] {
  return [
    ['Salon', a.salon.name],
    ['Adres', salonLocation(a.salon) || null],
    ['Hizmet', a.serviceName],
    ['Personel', a.staffName],
    ['Tarih', formatLongDate(a.date)],
    ['Saat', `${a.startTime} - ${a.endTime}`],
    ['Tutar', a.totalAmount > 0 ? formatPrice(a.totalAmount) : null],
    ['Salon telefonu', a.salon.phone],
  ];
}

export function bookingConfirmationEmail(
  a: AppointmentForMail, options: { manageUrl: string; now: Date },
): OutgoingEmail {
  const { text, html } = renderEmail({
    heading: 'Randevunuz Oluşturuldu!',
    greeting: `Merhaba ${a.customerName},`,
    paragraphs: [`${a.salon.name} için randevunuz oluşturuldu. Salon randevunuzu onaylayacaktır.`],
    details: details(a),
    link: { href: options.manageUrl, label: 'Randevuyu görüntüle veya iptal et' },
    closing: [
      'Bu bağlantı yalnızca size özeldir; saklayın. Randevunuzu buradan görüntüleyebilir ve başlama saatine kadar iptal edebilirsiniz.',
      'Lütfen randevu saatinden 10 dakika önce salonda olun. Ekteki dosyayla randevuyu takviminize ekleyebilirsiniz.',
    ],
  });
  const ics = buildIcs(appointmentCalendarEvent(a, { manageUrl: options.manageUrl, formatAmount: formatPrice }), options.now);
  return {
    to: a.customerEmail,
    subject: `Randevunuz oluşturuldu: ${a.salon.name}, ${formatLongDate(a.date)} ${a.startTime}`,
    text, html,
    attachments: [{ filename: `randevu-${a.date}.ics`, content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
    kind: 'booking_confirmation',
    referenceId: a.id,
  };
}

export function bookingCancellationEmail(a: AppointmentForMail, options: { salonUrl: string }): OutgoingEmail {
  const { text, html } = renderEmail({
    heading: 'Randevunuz İptal Edildi',
    greeting: `Merhaba ${a.customerName},`,
    paragraphs: [`${a.salon.name} salonundaki randevunuz iptal edildi.`],
    details: details(a),
    link: { href: options.salonUrl, label: 'Yeni randevu al' },
    closing: ['Bu iptali siz yapmadıysanız lütfen salonla iletişime geçin.'],
  });
  return {
    to: a.customerEmail,
    subject: `Randevunuz iptal edildi: ${a.salon.name}, ${formatLongDate(a.date)} ${a.startTime}`,
    text, html,
    kind: 'booking_cancellation',
    referenceId: a.id,
  };
}
