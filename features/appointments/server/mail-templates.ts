// The booking confirmation (with the .ics attached), the cancellation notices (the customer's
// own, and the salon's with its reason) and the notice of a new time (with a new .ics) sent to
// a customer. Pure: the caller passes the appointment, the site's origin and `now`.
import { appointmentCalendarEvent, salonLocation, type AppointmentForCalendar } from '@/features/appointments/rules/appointment-event';
import { formatLongDate } from '@/platform/time/calendar';
import { buildIcs, revisionSequence } from '@/features/appointments/rules/ics';
import { formatPrice } from '@/platform/text/format';
import type { OutgoingEmail } from '@/platform/mail/outbox';
import { renderEmail } from '@/platform/mail/compose';
import { formatPhoneDisplay } from '@/platform/text/phone';

export interface AppointmentForMail extends AppointmentForCalendar {
  customerName: string;
  customerEmail: string;
  salonId: string;
}

/** The appointment's rows in every mail about it; the reminder leaves the amount out (`amount: false`). */
export function appointmentDetails(a: AppointmentForMail, { amount = true } = {}): [string, string | null][] {
  return [
    ['Salon', a.salon.name],
    ['Adres', salonLocation(a.salon) || null],
    ['Hizmet', a.serviceName],
    ['Personel', a.staffName],
    ['Tarih', formatLongDate(a.date)],
    ['Saat', `${a.startTime} - ${a.endTime}`],
    ...(amount ? [['Tutar', a.totalAmount > 0 ? formatPrice(a.totalAmount) : null] as [string, string | null]] : []),
    ['Salon telefonu', a.salon.phone ? formatPhoneDisplay(a.salon.phone) : null],
  ];
}

/**
 * The appointment as an .ics file; the event's UID is the appointment's id, so a calendar app
 * that imported it updates it: `revised` (a move, a cancellation) raises its SEQUENCE, and a
 * cancelled appointment goes as METHOD:CANCEL, which removes it (issue 28).
 */
function icsAttachment(a: AppointmentForMail, options: { manageUrl?: string; now: Date; revised?: boolean }) {
  const event = appointmentCalendarEvent(a, { manageUrl: options.manageUrl, formatAmount: formatPrice });
  const ics = buildIcs({ ...event, sequence: options.revised ? revisionSequence(options.now) : 0 }, options.now);
  const method = event.status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH';
  return { filename: `randevu-${a.date}.ics`, content: ics, contentType: `text/calendar; charset=utf-8; method=${method}` };
}

export function bookingConfirmationEmail(
  a: AppointmentForMail, options: { manageUrl: string; now: Date },
): OutgoingEmail {
  const { text, html } = renderEmail({
    heading: 'Randevunuz Oluşturuldu!',
    greeting: `Merhaba ${a.customerName},`,
    // A booking the salon wrote itself (phone, walk-in) is confirmed from the start.
    paragraphs: [a.status === 'confirmed'
      ? `${a.salon.name} için randevunuz oluşturuldu ve salon tarafından onaylandı.`
      : `${a.salon.name} için randevunuz oluşturuldu. Salon randevunuzu onaylayacaktır.`],
    details: appointmentDetails(a),
    link: { href: options.manageUrl, label: 'Randevuyu görüntüle veya iptal et' },
    closing: [
      'Bu bağlantı yalnızca size özeldir; saklayın. Randevunuzu buradan görüntüleyebilir ve başlama saatine kadar iptal edebilirsiniz.',
      'Lütfen randevu saatinden 10 dakika önce salonda olun. Ekteki dosyayla randevuyu takviminize ekleyebilirsiniz.',
    ],
  });
  return {
    to: a.customerEmail,
    subject: `Randevunuz oluşturuldu: ${a.salon.name}, ${formatLongDate(a.date)} ${a.startTime}`,
    text, html,
    attachments: [icsAttachment(a, options)],
    kind: 'booking_confirmation',
    referenceId: a.id,
  };
}

/**
 * The salon confirmed a booking that waited for it (issue 28: the booking mail says the salon
 * will confirm, and 'Onayla' told the customer nothing), with the event again, now CONFIRMED.
 */
export function bookingConfirmedEmail(a: AppointmentForMail, options: { salonUrl: string; now: Date }): OutgoingEmail {
  const { text, html } = renderEmail({
    heading: 'Randevunuz Onaylandı',
    greeting: `Merhaba ${a.customerName},`,
    paragraphs: [`${a.salon.name} randevunuzu onayladı. Sizi bekliyoruz.`],
    details: appointmentDetails(a),
    link: { href: options.salonUrl, label: 'Salon sayfası' },
    closing: ['Lütfen randevu saatinden 10 dakika önce salonda olun. Ekteki dosyayla takviminizdeki randevuyu güncelleyebilirsiniz.'],
  });
  return {
    to: a.customerEmail,
    subject: `Randevunuz onaylandı: ${a.salon.name}, ${formatLongDate(a.date)} ${a.startTime}`,
    text, html,
    attachments: [icsAttachment(a, { now: options.now, revised: true })],
    kind: 'booking_confirmed',
    referenceId: a.id,
  };
}

export function bookingCancellationEmail(a: AppointmentForMail, options: { salonUrl: string; now: Date }): OutgoingEmail {
  const { text, html } = renderEmail({
    heading: 'Randevunuz İptal Edildi',
    greeting: `Merhaba ${a.customerName},`,
    paragraphs: [`${a.salon.name} salonundaki randevunuz iptal edildi.`],
    details: appointmentDetails(a),
    link: { href: options.salonUrl, label: 'Yeni randevu al' },
    closing: ['Bu iptali siz yapmadıysanız lütfen salonla iletişime geçin.'],
  });
  return {
    to: a.customerEmail,
    subject: `Randevunuz iptal edildi: ${a.salon.name}, ${formatLongDate(a.date)} ${a.startTime}`,
    text, html,
    attachments: [icsAttachment(a, { now: options.now, revised: true })],
    kind: 'booking_cancellation',
    referenceId: a.id,
  };
}

/** The salon cancelled: the customer is told why (the reason is the salon's own words). */
export function salonCancellationEmail(a: AppointmentForMail, options: { reason: string; salonUrl: string; now: Date }): OutgoingEmail {
  const { text, html } = renderEmail({
    heading: 'Randevunuz İptal Edildi',
    greeting: `Merhaba ${a.customerName},`,
    paragraphs: [`${a.salon.name} salonu randevunuzu iptal etti.`, `İptal nedeni: ${options.reason}`],
    details: appointmentDetails(a),
    link: { href: options.salonUrl, label: 'Yeni randevu al' },
    closing: ['Sorunuz varsa lütfen salonla iletişime geçin.'],
  });
  return {
    to: a.customerEmail,
    subject: `Randevunuz salon tarafından iptal edildi: ${a.salon.name}, ${formatLongDate(a.date)} ${a.startTime}`,
    text, html,
    attachments: [icsAttachment(a, { now: options.now, revised: true })],
    kind: 'booking_cancellation',
    referenceId: a.id,
  };
}

/** Where the appointment was before a move, as the notice shows it. */
export interface PreviousTime {
  date: string;
  startTime: string;
  staffName: string;
}

/**
 * The salon moved the appointment: the new time and staff member, the old time for reference,
 * and a new .ics whose UID is the same, so a calendar that imported the first one updates it.
 */
export function appointmentMovedEmail(
  a: AppointmentForMail, options: { previous: PreviousTime; hasManageLink: boolean; salonUrl: string; now: Date },
): OutgoingEmail {
  const before = `${formatLongDate(options.previous.date)} ${options.previous.startTime}`;
  const { text, html } = renderEmail({
    heading: 'Randevunuzun Saati Değişti',
    greeting: `Merhaba ${a.customerName},`,
    paragraphs: [
      `${a.salon.name} randevunuzu yeni bir saate taşıdı. Yeni randevu bilgileriniz aşağıda.`,
      options.previous.staffName === a.staffName
        ? `Önceki saat: ${before}`
        : `Önceki saat: ${before} (${options.previous.staffName})`,
    ],
    details: appointmentDetails(a),
    link: { href: options.salonUrl, label: 'Salon sayfası' },
    closing: [
      ...(options.hasManageLink
        ? ['Size daha önce gönderilen randevu bağlantısı geçerliliğini koruyor; randevunuzu oradan görüntüleyebilir ve iptal edebilirsiniz.']
        : []),
      'Yeni saat size uymuyorsa lütfen salonla iletişime geçin. Ekteki dosyayla takviminizdeki randevuyu güncelleyebilirsiniz.',
    ],
  });
  return {
    to: a.customerEmail,
    subject: `Randevunuzun saati değişti: ${a.salon.name}, ${formatLongDate(a.date)} ${a.startTime}`,
    text, html,
    attachments: [icsAttachment(a, { now: options.now, revised: true })],
    kind: 'booking_moved',
    referenceId: a.id,
  };
}
