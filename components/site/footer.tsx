// Public site footer: brand, quick links, contact details from the active contact_info row
// (defaults when none), social links, copyright and the legal pages (the KVKK notices and the
// privacy page, linked from every public page as KVKK expects the notice to be easy to find).
import Link from 'next/link';
import { Clock, Mail, MapPin, Phone, Scissors } from 'lucide-react';
import { DEFAULT_CONTACT_INFO, getActiveContactInfo, type ContactDetails } from '@/features/content/server/site-content';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from './social-icons';
import { isBuildPhase } from '@/platform/db';

const QUICK_LINKS = [
  { href: '/salonlar', label: 'Salonlar' },
  { href: '/salon-kayit', label: 'Salon Kaydet' },
  { href: '/pricing', label: 'Fiyatlandırma' },
  { href: '/contact', label: 'İletişim' },
] as const;

const LEGAL_LINKS = [
  { href: '/kvkk', label: 'KVKK Aydınlatma Metni' },
  { href: '/kvkk/salon', label: 'Salonlar İçin KVKK' },
  { href: '/gizlilik', label: 'Gizlilik' },
] as const;

const SOCIAL_LINKS = [
  { href: 'https://facebook.com', label: 'Facebook', Icon: FacebookIcon },
  { href: 'https://twitter.com', label: 'Twitter', Icon: TwitterIcon },
  { href: 'https://instagram.com', label: 'Instagram', Icon: InstagramIcon },
  { href: 'https://linkedin.com', label: 'LinkedIn', Icon: LinkedinIcon },
] as const;

async function loadContact(): Promise<ContactDetails> {
  try {
    return (await getActiveContactInfo()) ?? DEFAULT_CONTACT_INFO;
  } catch (error) {
    if (!isBuildPhase()) console.error('İletişim bilgileri okunamadı:', error);
    return DEFAULT_CONTACT_INFO;
  }
}

/** 'tel:' wants digits and a leading +; the display keeps the admin's own spacing. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export async function Footer() {
  const contact = await loadContact();
  const linkClass = 'rounded-sm transition-colors hover:text-white';

  return (
    <footer className="bg-footer text-footer-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <p className="flex items-center gap-2 text-xl font-bold text-white">
            <Scissors className="size-6 text-pink-400" aria-hidden="true" />
            SalonRandevu
          </p>
          <p className="max-w-md text-sm leading-relaxed">
            Kuaför, berber, güzellik salonu ve daha fazlası için online randevu platformu. Müşteriler
            kolayca randevu alır, salonlar randevularını tek yerden yönetir.
          </p>
          <ul className="flex gap-3" aria-label="Sosyal medya">
            {SOCIAL_LINKS.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (yeni sekmede açılır)`}
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 transition-colors hover:bg-white/20 hover:text-white"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">Hızlı Bağlantılar</h2>
          <ul className="flex flex-col gap-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">İletişim</h2>
          <address className="flex flex-col gap-3 text-sm not-italic">
            <a href={telHref(contact.phone)} className={`flex items-start gap-2 ${linkClass}`}>
              <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{contact.phone}</span>
            </a>
            <a href={`mailto:${contact.email}`} className={`flex items-start gap-2 break-all ${linkClass}`}>
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{contact.email}</span>
            </a>
            {contact.address ? (
              <p className="flex items-start gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{contact.address}</span>
              </p>
            ) : null}
            {contact.workingHours ? (
              <p className="flex items-start gap-2">
                <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{contact.workingHours}</span>
              </p>
            ) : null}
          </address>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:justify-between lg:px-8">
          <p className="text-center">© 2026 SalonRandevu. Tüm hakları saklıdır.</p>
          <nav aria-label="Yasal bilgiler">
            <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={`inline-block py-1 underline-offset-4 hover:underline ${linkClass}`}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
