// The landing page (spec §2), shared by /, /features, /pricing, /testimonials and /contact.
// Every piece of content comes from the database through cached reads (tags 'site-content',
// 'plans', 'salons'); the page itself is cached whole (app/(site)/sayfa/[key]).
import type { Metadata } from 'next';
import { getCachedLandingContent, getCachedPricingPlans } from '@/features/content/server/landing';
import { getCachedCities } from '@/features/salons/server/places';
import { getCachedLocationsWithSalons, getCachedServiceSuggestions } from '@/features/salons/server/cached-salons';
import { ContactSection } from '@/features/contact/components/shared/contact-section';
import { CtaSection } from './cta-section';
import { DetailedFeaturesSection } from './detailed-features-section';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { PricingSection } from './pricing-section';
import { ScrollToSection, type LandingSectionId } from './scroll-to-section';
import { TestimonialsSection } from './testimonials-section';

export const LANDING_DESCRIPTION =
  'Kuaför, berber, güzellik salonu, masaj ve daha fazlası için online randevu: size en yakın salonu bulun, '
  + 'hizmetinizi seçin, saniyeler içinde randevu alın. Salon sahipleri için randevu ve müşteri yönetimi.';

const SECTION_TITLES: Record<LandingSectionId, string> = {
  features: 'Özellikler',
  pricing: 'Fiyatlandırma',
  testimonials: 'Müşteri Yorumları',
  contact: 'İletişim',
};

/** Metadata for / and its section aliases; all point search engines at '/' (same content). */
export function landingMetadata(section?: LandingSectionId): Metadata {
  const title = section ? SECTION_TITLES[section] : undefined;
  return {
    ...(title ? { title } : {}),
    description: LANDING_DESCRIPTION,
    keywords: ['randevu', 'appointment', 'booking', 'online randevu', 'kuaför randevu', 'berber randevu', 'güzellik salonu'],
    alternates: { canonical: '/' },
    openGraph: {
      type: 'website',
      url: '/',
      title: title ? `${title} | SalonRandevu` : 'SalonRandevu – Kolayca randevu al ve yönet',
      description: LANDING_DESCRIPTION,
      locale: 'tr_TR',
      siteName: 'SalonRandevu',
    },
  };
}

export async function LandingPage({ scrollTo }: { scrollTo?: LandingSectionId }) {
  const [content, plans, services, cities, locations] = await Promise.all([
    getCachedLandingContent(),
    getCachedPricingPlans(),
    getCachedServiceSuggestions(),
    getCachedCities(),
    getCachedLocationsWithSalons(),
  ]);

  return (
    <>
      <Hero
        hero={content.hero}
        searchData={{
          services,
          cities: cities.map(({ id, name }) => ({ id, name })),
          districts: locations.districts.map(({ id, name, cityId }) => ({ id, name, cityId })),
        }}
      />
      <FeaturesSection section={content.featuresSection} features={content.features} />
      <DetailedFeaturesSection section={content.detailedFeaturesSection} features={content.detailedFeatures} />
      <PricingSection section={content.pricingSection} plans={plans} cards={content.pricingCards} />
      <CtaSection />
      <TestimonialsSection testimonials={content.testimonials} />
      <ContactSection contact={content.contact} />
      {scrollTo ? <ScrollToSection id={scrollTo} /> : null}
    </>
  );
}
