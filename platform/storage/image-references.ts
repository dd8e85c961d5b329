import 'server-only';
// Which stored images the site's saved content uses, for deleting the back-office's uploads that
// nothing uses (platform/storage pruneUnusedAdminImages). An image is named in content by its URL,
// which contains its key; every table that can hold one is read here.
import { isNotNull, sql } from 'drizzle-orm';
import { getDb } from '@/platform/db';
import { salons, siteContent, testimonials } from '@/platform/db/schema';

/** A test of a storage key against every saved reference, read once. */
export async function loadImageUsage(): Promise<(key: string) => boolean> {
  const db = await getDb();
  const [content, people, logos] = await Promise.all([
    db.select({ ref: sql<string>`${siteContent.value}::text` }).from(siteContent),
    db.select({ ref: testimonials.image }).from(testimonials).where(isNotNull(testimonials.image)),
    db.select({ ref: salons.logoUrl }).from(salons).where(isNotNull(salons.logoUrl)),
  ]);
  const text = [...content, ...people, ...logos].map((row) => row.ref ?? '').join('\n');
  return (key) => text.includes(key);
}
