import 'server-only';
// Landing page content (spec 1 §2, spec 2 §3): hero, section texts, visible feature cards
// (basic and detailed), the site's visible pricing cards, visible testimonials, active plans and
// the active contact info. Extends site-content.ts
// (contact info comes from there); cached under 'site-content' and 'plans'.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/platform/db';
import { featureCards, siteContent, subscriptionPlans, testimonials } from '@/platform/db/schema';
import { DEFAULT_CONTACT_INFO, loadActiveContactInfo, type ContactDetails } from '@/features/content/server/site-content';
import { CACHE_TAGS } from '@/platform/cache/tags';
import { cachedQuery } from '@/platform/db/cached';
import { toPricingPlans, type PricingPlan } from '@/features/subscriptions/rules/plans';
import { parseSitePricingCards } from '@/features/content/server/pricing-cards';
import type { SitePricingCard } from '@/features/content/schema.pricing';

const text = (fallback: string) => z.string().trim().min(1).catch(fallback);

export const DEFAULT_HERO = {
  title: 'Randevularınızı Kolayca Alın ve Yönetin',
  subtitle: 'Size en yakın salonu bulun, uygun saati seçin, randevunuzu saniyeler içinde oluşturun.',
  primaryButtonText: 'Randevu Al',
  secondaryButtonText: 'Salonunu Kaydet',
};

// Lenient: a bad field in the admin's JSON falls back on its own instead of blanking the hero.
const heroSchema = z.object({
  title: text(DEFAULT_HERO.title),
  subtitle: text(DEFAULT_HERO.subtitle),
  primaryButtonText: text(DEFAULT_HERO.primaryButtonText),
  secondaryButtonText: text(DEFAULT_HERO.secondaryButtonText),
  slideInterval: z.number().int().min(1000).catch(5000),
  showSlideIndicators: z.boolean().catch(true),
  images: z
    .array(z.object({ id: z.string().catch(''), url: z.string(), alt: z.string().catch(''), isActive: z.boolean().catch(true) }))
    .catch([]),
});

export type HeroContent = z.infer<typeof heroSchema>;

export interface SectionText {
  title: string;
  description: string;
}

const DEFAULT_SECTIONS = {
  features_section: {
    title: 'Salonunuz İçin Her Şey Tek Yerde',
    description: 'İşletmenizi büyütmeniz için gereken tüm araçlar.',
  },
  detailed_features_section: {
    title: 'Güçlü Özellikler',
    description: 'Salon sahiplerinin günlük işlerini kolaylaştıran araçlar.',
  },
  pricing_section: {
    title: 'Size Uygun Planı Seçin',
    description: '14 gün ücretsiz deneyin, ardından size uygun plana geçin.',
  },
} satisfies Record<string, SectionText>;

function parseSection(value: unknown, fallback: SectionText): SectionText {
  return z.object({ title: text(fallback.title), description: text(fallback.description) }).parse(
    value && typeof value === 'object' ? value : {},
  );
}

export interface FeatureCard {
  id: string;
  title: string;
  description: string;
  icon: string;
}

export interface Testimonial {
  id: string;
  name: string;
  role: string | null;
  company: string | null;
  rating: number;
  comment: string;
  image: string | null;
}

export interface LandingContent {
  hero: HeroContent;
  featuresSection: SectionText;
  detailedFeaturesSection: SectionText;
  pricingSection: SectionText;
  features: FeatureCard[];
  /** The visible 'detailed' (Güçlü Özellikler) cards; none → the section is not shown. */
  detailedFeatures: FeatureCard[];
  /** The site's visible pricing cards in order; none → #pricing shows the subscription plans. */
  pricingCards: SitePricingCard[];
  testimonials: Testimonial[];
  contact: ContactDetails;
}

export async function loadLandingContent(): Promise<LandingContent> {
  const db = await getDb();
  const cardsOf = (kind: 'basic' | 'detailed') => db
    .select({ id: featureCards.id, title: featureCards.title, description: featureCards.description, icon: featureCards.icon })
    .from(featureCards)
    .where(and(eq(featureCards.kind, kind), eq(featureCards.isVisible, true)))
    .orderBy(asc(featureCards.sortOrder), asc(featureCards.title));
  const [sections, features, detailedFeatures, testimonialRows, contact] = await Promise.all([
    db
      .select({ key: siteContent.key, value: siteContent.value })
      .from(siteContent)
      .where(inArray(siteContent.key, ['hero', 'features_section', 'detailed_features_section', 'pricing_section', 'pricing_cards'])),
    cardsOf('basic'),
    cardsOf('detailed'),
    db
      .select({
        id: testimonials.id, name: testimonials.name, role: testimonials.role, company: testimonials.company,
        rating: testimonials.rating, comment: testimonials.comment, image: testimonials.image,
      })
      .from(testimonials)
      .where(eq(testimonials.isVisible, true))
      .orderBy(asc(testimonials.sortOrder), asc(testimonials.createdAt)),
    loadActiveContactInfo(),
  ]);
  const byKey = new Map(sections.map((row) => [row.key, row.value]));
  return {
    hero: heroSchema.parse(byKey.get('hero') ?? {}),
    featuresSection: parseSection(byKey.get('features_section'), DEFAULT_SECTIONS.features_section),
    detailedFeaturesSection: parseSection(byKey.get('detailed_features_section'), DEFAULT_SECTIONS.detailed_features_section),
    pricingSection: parseSection(byKey.get('pricing_section'), DEFAULT_SECTIONS.pricing_section),
    features,
    detailedFeatures,
    pricingCards: parseSitePricingCards(byKey.get('pricing_cards')).filter((card) => card.isVisible),
    testimonials: testimonialRows,
    contact: contact ?? DEFAULT_CONTACT_INFO,
  };
}

/** Active plans in display order with popular flag and yearly discount. */
export async function listPricingPlans(): Promise<PricingPlan[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: subscriptionPlans.id, name: subscriptionPlans.name, description: subscriptionPlans.description,
      price: subscriptionPlans.price, currency: subscriptionPlans.currency, interval: subscriptionPlans.interval,
      features: subscriptionPlans.features,
    })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.active, true));
  return toPricingPlans(rows);
}

export const getCachedLandingContent = cachedQuery('landing:content', [CACHE_TAGS.siteContent], loadLandingContent);
export const getCachedPricingPlans = cachedQuery('landing:plans', [CACHE_TAGS.plans], listPricingPlans);
