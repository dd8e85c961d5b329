// Salon page header (spec §2): logo or first letter, name, rating badge, city / district,
import type { ReactNode } from 'react';
// address, phone (tel:) and e-mail (mailto:) links, opening hours, back button.
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { RatingBadge } from '@/features/salons/components/directory/rating-badge';
import { SalonLogo } from '@/features/salons/components/directory/salon-logo';
import type { SalonDetail } from '@/features/salons/server/salons';
import { formatPhoneDisplay } from '@/platform/text/phone';
import { hoursLines } from '@/features/salons/rules/opening-hours';
import { formatLocation, telHref } from '@/features/salons/rules/format';
import { BackButton } from './back-button';

export function SalonHeader({ salon, children }: { salon: SalonDetail; children?: ReactNode }) {
  const location = formatLocation(salon.city, salon.district);
  return (
    <header className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <BackButton />
      <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-start">
        <SalonLogo name={salon.name} logoUrl={salon.logoUrl} className="size-24 text-4xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight">{salon.name}</h1>
            <RatingBadge rating={salon.averageRating} count={salon.reviewCount} className="text-sm" />
          </div>
          {location ? <p className="text-lg font-medium text-muted-foreground">{location}</p> : null}
          <ul className="grid gap-2 text-sm sm:grid-cols-2">
            {salon.address ? (
              <Item icon={MapPin} label="Adres"><address className="not-italic">{salon.address}</address></Item>
            ) : null}
            {salon.phone ? (
              <Item icon={Phone} label="Telefon">
                <a href={telHref(salon.phone)} className="hover:text-primary hover:underline">{formatPhoneDisplay(salon.phone)}</a>
              </Item>
            ) : null}
            {salon.email ? (
              <Item icon={Mail} label="E-posta">
                <a href={`mailto:${salon.email}`} className="break-all hover:text-primary hover:underline">{salon.email}</a>
              </Item>
            ) : null}
            <Item icon={Clock} label="Çalışma saatleri">
              {/* Each day's own hours (issue 28), runs of equal days on one line. */}
              <dl data-testid="opening-hours" className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                {hoursLines(salon.week).map((line) => (
                  <div key={line.days} className="contents">
                    <dt className="text-muted-foreground">{line.days}</dt>
                    <dd className="tabular-nums">{line.hours}</dd>
                  </div>
                ))}
              </dl>
            </Item>
          </ul>
          {children}
        </div>
      </div>
    </header>
  );
}

function Item({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span className="sr-only">{label}: </span>
      {children}
    </li>
  );
}
