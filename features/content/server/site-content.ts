import 'server-only';
// Reads for the site shell (navbar logo, footer contact details). Every public page shows
// them, so they are cached under the 'site-content' tag like the rest of the landing content;
// an admin edit calls revalidateSiteContent() and shows on the next page view.
import { desc, eq } from 'drizzle-orm';
import { CACHE_TAGS } from '@/platform/cache/tags';
import { getDb } from '@/platform/db';
import { cachedQuery } from '@/platform/db/cached';
import { contactInfo, siteContent } from '@/platform/db/schema';
import { DEFAULT_LOGO, parseLogoConfig, type LogoConfig } from '@/features/content/rules/logo-config';

export interface ContactDetails {
  phone: string;
  email: string;
  address: string | null;
  workingHours: string | null;
}

/** Shown when no active contact_info row exists (spec §1: an Istanbul address, a placeholder phone). */
export const DEFAULT_CONTACT_INFO: ContactDetails = {
  phone: '0 212 555 00 00',
  email: 'info@salonrandevu.com',
  address: 'İstanbul, Türkiye',
  workingHours: 'Pazartesi - Cumartesi: 09:00 - 18:00',
};

/** The logo configuration; defaults when the row is missing, field by field when malformed. */
export async function loadLogoConfig(): Promise<LogoConfig> {
  const db = await getDb();
  const rows = await db
    .select({ value: siteContent.value })
    .from(siteContent)
    .where(eq(siteContent.key, 'logo'))
    .limit(1);
  return rows[0] ? parseLogoConfig(rows[0].value) : DEFAULT_LOGO;
}

/** The most recently updated active contact_info row, or null when there is none. */
export async function loadActiveContactInfo(): Promise<ContactDetails | null> {
  const db = await getDb();
  const rows = await db
    .select({
      phone: contactInfo.phone,
      email: contactInfo.email,
      address: contactInfo.address,
      workingHours: contactInfo.workingHours,
    })
    .from(contactInfo)
    .where(eq(contactInfo.isActive, true))
    .orderBy(desc(contactInfo.updatedAt), desc(contactInfo.id))
    .limit(1);
  return rows[0] ?? null;
}

// Cached for the shell (navbar, footer); the load* functions above are the uncached reads
// used inside other cached loaders and by tests.
export const getLogoConfig = cachedQuery('logo-config', [CACHE_TAGS.siteContent], loadLogoConfig);
export const getActiveContactInfo = cachedQuery('active-contact-info', [CACHE_TAGS.siteContent], loadActiveContactInfo);
