// The welcome e-mail a new salon owner gets (queued in the registration's transaction). It
// carries what /panel/giris asks for (salon code and username; never the password), the full
// sign-in link and the setup steps: until they are done the salon is in no public list and
// takes no booking, so the owner must hear it here too (the same words as the completion page).
import type { OutgoingEmail } from '@/platform/mail/outbox';
import { PANEL_SETUP_NOTE, PANEL_SETUP_STEPS } from '@/features/registration/server/panel-setup';
import { renderEmail } from '@/platform/mail/compose';

export interface SalonWelcomeInput {
  to: string;
  ownerFirstName: string;
  salonName: string;
  salonCode: string;
  username: string;
  planName: string;
  endDate: Date;
  /** Absolute: '{SITE_URL}/panel/giris' (panelSignInUrl). */
  panelUrl: string;
}

export function salonWelcomeEmail(input: SalonWelcomeInput): OutgoingEmail {
  const until = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long' }).format(input.endDate);
  const { text, html } = renderEmail({
    heading: 'Salonunuz kaydedildi',
    greeting: `Merhaba ${input.ownerFirstName},`,
    paragraphs: [
      `${input.salonName} salonunuz başarıyla kaydedildi. Salon panelinize salon kodunuz, kullanıcı adınız ve şifrenizle giriş yapabilirsiniz.`,
    ],
    details: [
      ['Salon kodunuz', input.salonCode],
      ['Kullanıcı adınız', input.username],
      ['Planınız', `${input.planName} (bitiş: ${until})`],
    ],
    link: { href: input.panelUrl, label: 'Salon paneline giriş' },
    closing: [
      `Salonunuzu online randevuya hazırlamak için panelde:\n${PANEL_SETUP_STEPS.join('\n')}`,
      PANEL_SETUP_NOTE,
      'Bu e-postayı saklayın; salon kodunuz personelinizin girişinde de gerekir.',
    ],
  });
  return { to: input.to, subject: `Salonunuz kaydedildi – salon kodunuz ${input.salonCode}`, text, html };
}
