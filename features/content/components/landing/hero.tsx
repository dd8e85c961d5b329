// Landing hero (spec §2): title and subtitle from site_content 'hero', the rotating business
// type, the service + city/district search, call-to-action buttons and the static stats.
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { DemoRequestButton } from '@/components/site/demo-request-button';
import type { HeroContent } from '@/features/content/server/landing';
import { HeroSearch, type HeroSearchData } from './hero-search';
import { HeroSlides } from './hero-slides';
import { RotatingPhrase } from './rotating-phrase';

/** Spec §2: static figures, not computed. */
export const HERO_STATS = [
  { value: '500+', label: 'Salon' },
  { value: '50K+', label: 'Randevu' },
  { value: '%98', label: 'Memnuniyet' },
  { value: '7/24', label: 'Destek' },
] as const;

export function Hero({ hero, searchData }: { hero: HeroContent; searchData: HeroSearchData }) {
  const images = hero.images.filter((image) => image.isActive && image.url);
  return (
    <section aria-labelledby="hero-title" className="relative bg-linear-to-b from-pink-50 via-purple-50/60 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-16 pb-12 sm:px-6 lg:px-8 lg:pt-24">
        <div className={images.length ? 'grid items-center gap-10 lg:grid-cols-2' : ''}>
          <div className={images.length ? 'text-center lg:text-left' : 'mx-auto max-w-4xl text-center'}>
            <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {hero.title}
            </h1>
            <p className="mt-5 text-xl font-semibold sm:text-2xl">
              <RotatingPhrase /> için online randevu
            </p>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{hero.subtitle}</p>
          </div>
          {images.length ? (
            <HeroSlides
              images={images.map(({ id, url, alt }) => ({ id, url, alt }))}
              intervalMs={hero.slideInterval}
              showIndicators={hero.showSlideIndicators}
            />
          ) : null}
        </div>

        <HeroSearch data={searchData} />

        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild variant="brand" size="lg">
            <Link href="/salonlar">{hero.primaryButtonText}</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link href="/salon-kayit">{hero.secondaryButtonText}</Link>
          </Button>
          <DemoRequestButton size="lg" variant="ghost" />
        </div>

        <dl className="mx-auto grid w-full max-w-4xl grid-cols-2 gap-4 sm:grid-cols-4">
          {HERO_STATS.map((stat) => (
            <div key={stat.label} className="rounded-xl bg-white/80 p-4 text-center shadow-sm ring-1 ring-black/5">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-3xl font-bold text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
