// The receipt a salon gets after renewing or upgrading its subscription from the panel
// (queued in the same transaction as the renewal, features/subscriptions/server/renewal.ts): what was
// paid, for which plan, the new end date and the PayTR order number to quote to support.
import type { OutgoingEmail } from '@/platform/mail/outbox';
import { formatPrice } from '@/platform/text/format';
import { renderEmail } from '@/platform/mail/compose';

export interface SubscriptionReceiptInput {
  to: string;
  salonName: string;
  planName: string;
  /** kuruş PayTR collected. */
  paidAmount: number;
  paidAt: Date;
  endDate: Date;
  merchantOid: string;
  /** Absolute: '{SITE_URL}/panel/abonelik'. */
  panelUrl: string;
}

const longDate = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long' });
const dateTime = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long', timeStyle: 'short' });

export function subscriptionReceiptEmail(input: SubscriptionReceiptInput): OutgoingEmail {
  const until = longDate.format(input.endDate);
  const { text, html } = renderEmail({
    heading: 'Aboneliğiniz yenilendi',
    greeting: 'Merhaba,',
    paragraphs: [`${input.salonName} salonunun ödemesi alındı ve aboneliği ${until} tarihine kadar uzatıldı. Teşekkür ederiz.`],
    details: [
      ['Plan', input.planName],
      ['Ödenen tutar', formatPrice(input.paidAmount / 100)],
      ['Ödeme tarihi', dateTime.format(input.paidAt)],
      ['Yeni bitiş tarihi', until],
      ['Sipariş numarası', input.merchantOid],
    ],
    link: { href: input.panelUrl, label: 'Abonelik ve ödeme geçmişi' },
    closing: ['Bu e-posta ödemenizin makbuzudur; sorularınızda sipariş numarasını belirtin.'],
  });
  return {
    to: input.to, subject: `Ödeme makbuzu – ${input.planName} (${until} tarihine kadar)`, text, html,
    referenceId: input.merchantOid,
  };
}
