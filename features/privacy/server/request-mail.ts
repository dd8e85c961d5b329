import 'server-only';
// The messages of a KVKK request: the code that proves the address (by mail) or the mobile number
// (by text), and the operator's answer by mail. The code's messages carry fixed words only, never
// the requester's message: anyone can type any address or number into the form, and our messages
// must not carry a stranger's text to it. They say what to do when the request was not theirs
// (nothing). The code stays out of the mail's subject, which the back-office's outbox list shows.
import { renderEmail } from '@/platform/mail/compose';
import type { OutgoingEmail } from '@/platform/mail/outbox';
import { KIND_CHOICES, RESPONSE_DAYS, type KvkkRequestKind } from '../rules/requests';

const dateFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeZone: 'Europe/Istanbul' });

export function requestCodeEmail(to: string, requestId: string, kind: KvkkRequestKind, code: string): OutgoingEmail {
  const { text, html } = renderEmail({
    heading: 'KVKK başvurunuz için doğrulama kodu',
    paragraphs: [
      'Kişisel verilerinizle ilgili bir başvuru için bu e-posta adresi yazıldı. Başvurunun size ait olduğunu doğrulamak için aşağıdaki kodu başvuru sayfasına girin.',
    ],
    details: [['Doğrulama kodu', code], ['Talep', KIND_CHOICES[kind].label], ['Geçerlilik', '15 dakika']],
    closing: [
      `Kod doğrulandıktan sonra başvurunuz en geç ${RESPONSE_DAYS} gün içinde ücretsiz olarak yanıtlanır.`,
      'Bu başvuruyu siz yapmadıysanız bu e-postayı dikkate almayın: kod girilmezse hiçbir işlem yapılmaz ve başvuru 7 gün içinde silinir.',
    ],
  });
  return { to, subject: 'KVKK başvurunuz için doğrulama kodu', text, html, kind: 'kvkk_request_code', referenceId: requestId };
}

/**
 * The code by text (sms_outbox, kind kvkk_request_code): one SMS part with the provider's Turkish
 * shift (142 of 155 units, features/sms/rules/encoding.ts), so a code costs one message. Only the
 * operator's SMS list shows the body, which the retention job deletes after a day.
 */
export function requestCodeText(code: string): string {
  return `KVKK başvurunuz için doğrulama kodunuz: ${code}. Kod 15 dakika geçerlidir. Başvuruyu siz yapmadıysanız bu mesajı dikkate almayın.`;
}

/** The operator's answer to a verified e-mail request (art. 13/2: in writing or electronically). */
export function requestResultEmail(to: string, request: {
  id: string; kind: KvkkRequestKind; outcome: 'done' | 'rejected'; note: string; receivedAt: Date;
}): OutgoingEmail {
  const subject = request.outcome === 'done' ? 'KVKK başvurunuz sonuçlandı' : 'KVKK başvurunuz hakkında';
  const { text, html } = renderEmail({
    heading: subject,
    paragraphs: [
      `${dateFormat.format(request.receivedAt)} tarihli "${KIND_CHOICES[request.kind].label}" başvurunuz `
        + (request.outcome === 'done' ? 'sonuçlandırılmıştır.' : 'reddedilmiştir. Gerekçesi aşağıdadır.'),
      ...request.note.split(/\r?\n\s*\r?\n/).map((p) => p.trim()).filter(Boolean),
    ],
    closing: request.outcome === 'rejected'
      ? ['Yanıtımızı yeterli bulmazsanız, bu yanıtı aldığınız tarihten itibaren 30 gün içinde Kişisel Verileri Koruma Kurulu\'na şikâyette bulunabilirsiniz (Kanun md. 14).']
      : [],
  });
  return { to, subject, text, html, kind: 'kvkk_request_result', referenceId: request.id };
}
