// The welcome e-mail a new salon owner gets (queued in the registration's transaction). It
// carries the salon code: the owner signs in to the salon app with code, username and password.
import type { OutgoingEmail } from '@/lib/mail/outbox';

export interface SalonWelcomeInput {
  to: string;
  ownerFirstName: string;
  salonName: string;
  salonCode: string;
  username: string;
  planName: string;
  endDate: Date;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function salonWelcomeEmail(input: SalonWelcomeInput): OutgoingEmail {
  const until = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long' }).format(input.endDate);
  const lines = [
    `Merhaba ${input.ownerFirstName},`,
    '',
    `${input.salonName} salonunuz başarıyla kaydedildi.`,
    '',
    `Salon kodunuz: ${input.salonCode}`,
    `Kullanıcı adınız: ${input.username}`,
    `Planınız: ${input.planName} (bitiş: ${until})`,
    '',
    'Salon uygulamasına salon kodunuz, kullanıcı adınız ve şifrenizle giriş yapabilirsiniz.',
    'Bu e-postayı saklayın; salon kodunuz personelinizin girişinde de gerekir.',
  ];
  const html = `<p>Merhaba ${escapeHtml(input.ownerFirstName)},</p>
<p><strong>${escapeHtml(input.salonName)}</strong> salonunuz başarıyla kaydedildi.</p>
<p>Salon kodunuz: <strong style="font-size:20px;letter-spacing:2px">${escapeHtml(input.salonCode)}</strong><br>
Kullanıcı adınız: ${escapeHtml(input.username)}<br>
Planınız: ${escapeHtml(input.planName)} (bitiş: ${escapeHtml(until)})</p>
<p>Salon uygulamasına salon kodunuz, kullanıcı adınız ve şifrenizle giriş yapabilirsiniz.</p>`;
  return { to: input.to, subject: `Salonunuz kaydedildi – salon kodunuz ${input.salonCode}`, text: lines.join('\n'), html };
}
