// #contact (spec §2): phone, e-mail, address and working hours from the active contact info,
// plus the contact form.
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ContactDetails } from '@/features/content/server/site-content';
import { LazyContactForm } from '../lazy-contact-form';
import { SectionHeading } from '@/components/kit/section-heading';

export function ContactSection({ contact }: { contact: ContactDetails }) {
  const items = [
    { icon: Phone, label: 'Telefon', value: contact.phone, href: `tel:${contact.phone.replace(/[^\d+]/g, '')}` },
    { icon: Mail, label: 'E-posta', value: contact.email, href: `mailto:${contact.email}` },
    contact.address ? { icon: MapPin, label: 'Adres', value: contact.address } : null,
    contact.workingHours ? { icon: Clock, label: 'Çalışma Saatleri', value: contact.workingHours } : null,
  ].filter((item) => item !== null);

  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-muted py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="contact-title"
          title="İletişime Geçin"
          description="Sorularınız, demo talepleriniz veya iş birlikleri için bize ulaşın; en kısa sürede dönüş yapalım."
        />
        <div className="grid gap-8 lg:grid-cols-5">
          <ul className="flex flex-col gap-4 lg:col-span-2">
            {items.map(({ icon: Icon, label, value, href }) => (
              <li key={label} className="flex items-start gap-4 rounded-2xl border bg-card p-5 shadow-sm">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-gradient text-white">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-sm font-medium text-muted-foreground">{label}</span>
                  {href ? (
                    <a href={href} className="font-semibold break-all hover:text-primary">{value}</a>
                  ) : (
                    <span className="font-semibold">{value}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
          <div className="lg:col-span-3">
            <LazyContactForm />
          </div>
        </div>
      </div>
    </section>
  );
}
