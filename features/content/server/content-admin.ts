import 'server-only';
// Writes (and the admin's reads) of the landing content (spec 2 §2 "Content management"):
// hero texts and slide settings, section texts, feature cards, testimonials and contact info.
// Authorization is the caller's (adminAction); the caller revalidates the public pages.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/platform/db';
import { loadLandingContent, type HeroContent, type SectionText } from '@/features/content/server/landing';
import { contactInfo, featureCards, siteContent, testimonials, type SiteContentKey } from '@/platform/db/schema';
import { DEFAULT_CONTACT_INFO, loadActiveContactInfo, type ContactDetails } from '@/features/content/server/site-content';
import type { LogoConfig } from '@/features/content/rules/logo-config';
import type { ContactInfoInput, FeatureCardInput, HeroImagesInput, HeroTextInput, TestimonialInput } from '@/features/content/schema';

async function upsertContent(key: SiteContentKey, value: unknown): Promise<void> {
  const db = await getDb();
  await db.insert(siteContent).values({ key, value }).onConflictDoUpdate({ target: siteContent.key, set: { value, updatedAt: new Date() } });
}

async function readContent(key: SiteContentKey): Promise<unknown> {
  const db = await getDb();
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, key)).limit(1);
  return row?.value ?? null;
}

/** The hero as the public page reads it (defaults filled in). */
export async function getHeroForAdmin(): Promise<HeroContent> {
  return (await loadLandingContent()).hero;
}

/** Saves the hero's texts and slide settings; the image list is kept as it is. */
export async function saveHeroText(input: HeroTextInput): Promise<void> {
  const current = await readContent('hero');
  const images = current && typeof current === 'object' && 'images' in current ? (current as { images: unknown }).images : [];
  await upsertContent('hero', { ...input, images: Array.isArray(images) ? images : [] });
}

export async function saveLogo(logo: LogoConfig): Promise<void> {
  await upsertContent('logo', logo);
}

/** Replaces the hero's image list (order as given); the texts are kept. */
export async function saveHeroImages(images: HeroImagesInput['images']): Promise<void> {
  const current = await readContent('hero');
  await upsertContent('hero', { ...(current && typeof current === 'object' ? current : {}), images });
}

export async function getSectionText(key: 'features_section' | 'detailed_features_section' | 'pricing_section'): Promise<SectionText | null> {
  const value = await readContent(key);
  if (!value || typeof value !== 'object') return null;
  const { title, description } = value as Partial<SectionText>;
  return typeof title === 'string' && typeof description === 'string' ? { title, description } : null;
}

export async function saveSectionText(key: 'features_section' | 'detailed_features_section' | 'pricing_section', text: SectionText): Promise<void> {
  await upsertContent(key, text);
}

export type AdminFeatureCard = typeof featureCards.$inferSelect;

export async function listFeatureCards(kind: 'basic' | 'detailed'): Promise<AdminFeatureCard[]> {
  const db = await getDb();
  return db.select().from(featureCards).where(eq(featureCards.kind, kind)).orderBy(asc(featureCards.sortOrder), asc(featureCards.title));
}

/** Creates (at the end of the order) or updates a card; null when the card to update is gone. */
export async function saveFeatureCard(input: FeatureCardInput): Promise<string | null> {
  const db = await getDb();
  const values = { kind: input.kind, title: input.title, description: input.description, icon: input.icon, isVisible: input.isVisible };
  if (input.id) {
    const [row] = await db.update(featureCards).set(values).where(eq(featureCards.id, input.id)).returning({ id: featureCards.id });
    return row?.id ?? null;
  }
  const [row] = await db.insert(featureCards).values({
    ...values, sortOrder: sql`(select coalesce(max(${featureCards.sortOrder}), 0) + 1 from ${featureCards} where ${featureCards.kind} = ${input.kind})`,
  }).returning({ id: featureCards.id });
  return row.id;
}

export async function deleteFeatureCard(id: string): Promise<boolean> {
  const db = await getDb();
  return (await db.delete(featureCards).where(eq(featureCards.id, id)).returning({ id: featureCards.id })).length > 0;
}

/** Swaps a card with its neighbour in the order (up = -1, down = +1). */
export async function moveFeatureCard(id: string, direction: -1 | 1): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [card] = await tx.select().from(featureCards).where(eq(featureCards.id, id)).limit(1);
    if (!card) return false;
    const list = await tx.select({ id: featureCards.id }).from(featureCards).where(eq(featureCards.kind, card.kind))
      .orderBy(asc(featureCards.sortOrder), asc(featureCards.title));
    const at = list.findIndex((c) => c.id === id);
    const to = at + direction;
    if (to < 0 || to >= list.length) return true;
    [list[at], list[to]] = [list[to], list[at]];
    for (const [index, c] of list.entries()) await tx.update(featureCards).set({ sortOrder: index + 1 }).where(eq(featureCards.id, c.id));
    return true;
  });
}

export type AdminTestimonial = typeof testimonials.$inferSelect;

export async function listTestimonials(): Promise<AdminTestimonial[]> {
  const db = await getDb();
  return db.select().from(testimonials).orderBy(asc(testimonials.sortOrder), desc(testimonials.createdAt));
}

export async function saveTestimonial(input: TestimonialInput): Promise<string | null> {
  const db = await getDb();
  const values = { name: input.name, role: input.role, company: input.company, rating: input.rating, comment: input.comment, image: input.image, isVisible: input.isVisible };
  if (input.id) {
    const [row] = await db.update(testimonials).set(values).where(eq(testimonials.id, input.id)).returning({ id: testimonials.id });
    return row?.id ?? null;
  }
  const [row] = await db.insert(testimonials).values(values).returning({ id: testimonials.id });
  return row.id;
}

export async function setTestimonialVisible(id: string, isVisible: boolean): Promise<boolean> {
  const db = await getDb();
  return (await db.update(testimonials).set({ isVisible }).where(eq(testimonials.id, id)).returning({ id: testimonials.id })).length > 0;
}

export async function deleteTestimonial(id: string): Promise<boolean> {
  const db = await getDb();
  return (await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id })).length > 0;
}

export async function getContactInfoForAdmin(): Promise<ContactDetails> {
  return (await loadActiveContactInfo()) ?? DEFAULT_CONTACT_INFO;
}

/** Updates the active row (the newest) or inserts the first one. */
export async function saveContactInfo(input: ContactInfoInput): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: contactInfo.id }).from(contactInfo).where(eq(contactInfo.isActive, true))
      .orderBy(desc(contactInfo.updatedAt), desc(contactInfo.id)).limit(1);
    const values = { phone: input.phone, email: input.email, address: input.address, workingHours: input.workingHours, isActive: true, updatedAt: new Date() };
    if (row) await tx.update(contactInfo).set(values).where(eq(contactInfo.id, row.id));
    else await tx.insert(contactInfo).values(values);
  });
}
