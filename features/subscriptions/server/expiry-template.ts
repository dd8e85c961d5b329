// The salon's notice 7 days and 1 day before its subscription ends (sent to the salon's and its
// owner's e-mail), with the way to renew. Pure: the caller passes the dates and the link.
import { formatLongDate } from '@/platform/time/calendar';
import type { OutgoingEmail } from '@/platform/mail/outbox';
import { renderEmail } from '@/platform/mail/compose';

export interface ExpiryNotice {
  to: string;
  salonName: string;
  /** The subscription's last day in Istanbul, 'YYYY-MM-DD'. */
  lastDay: string;
  /** Whole days left, rounded up (as the panel and the admin count them). */
  daysLeft: number;
  /** Trial, monthly or yearly, as the panel names it. */
  planName: string | null;
  renewUrl: string;
  subscriptionId: string;
}

/** Where the owner renews (the panel's subscription screen). */
export function panelSubscriptionUrl(siteUrl: string): string {
  return `${siteUrl}/panel/abonelik`;
}

export function subscriptionExpiryEmail(n: ExpiryNotice): OutgoingEmail {
  const lastDay = formatLongDate(n.lastDay);
  const { text, html } = renderEmail({
    heading: 'Aboneliğinizin Süresi Doluyor',
    greeting: 'Merhaba,',
    paragraphs: [
      `${n.salonName} salonunun aboneliği ${lastDay} günü sonunda sona eriyor.`,
      'Süre dolduğunda salon paneliniz ve verileriniz korunur, salon sayfanız görünmeye devam eder; ancak yenileyene kadar online randevu alınmaz.',
    ],
    details: [['Salon', n.salonName], ['Plan', n.planName], ['Son gün', lastDay], ['Kalan süre', `${n.daysLeft} gün`]],
    link: { href: n.renewUrl, label: 'Aboneliği yenile' },
    closing: ['Yenilemek için salon panelinize giriş yapıp Abonelik sayfasından planınızı seçebilirsiniz.'],
  });
  return {
    to: n.to,
    subject: `Aboneliğinizin bitmesine ${n.daysLeft} gün kaldı: ${n.salonName}`,
    text, html,
    kind: 'subscription_expiry',
    referenceId: n.subscriptionId,
  };
}
