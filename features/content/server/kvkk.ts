import 'server-only';
// The KVKK notices' controller details (site_content 'kvkk_controller'). Until the operator saves
// them, the notices name the site with its active contact e-mail and address, so a fresh install
// shows a usable notice rather than an empty one. Cached under 'site-content' like the rest of
// the site's content: the admin's save calls revalidateSiteContent(), which expires /kvkk and
// /kvkk/salon with it. Authorization is the caller's (adminAction).
import { eq } from 'drizzle-orm';
import { CACHE_TAGS } from '@/platform/cache/tags';
import { getDb } from '@/platform/db';
import { cachedQuery } from '@/platform/db/cached';
import { siteContent } from '@/platform/db/schema';
import { DEFAULT_CONTACT_INFO, loadActiveContactInfo } from '@/features/content/server/site-content';
import { defaultKvkkController, parseKvkkController, type KvkkController } from '@/features/content/rules/kvkk-controller';
import type { KvkkControllerInput } from '@/features/content/schema.kvkk';

const KEY = 'kvkk_controller';

/** The controller as the notices show it: the saved details, each missing field from the defaults. */
export async function loadKvkkController(): Promise<KvkkController> {
  const db = await getDb();
  const [[row], contact] = await Promise.all([
    db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, KEY)).limit(1),
    loadActiveContactInfo(),
  ]);
  return parseKvkkController(row?.value, defaultKvkkController(contact ?? DEFAULT_CONTACT_INFO));
}

export async function saveKvkkController(input: KvkkControllerInput): Promise<void> {
  const db = await getDb();
  const value: KvkkController = { ...input };
  await db.insert(siteContent).values({ key: KEY, value })
    .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedAt: new Date() } });
}

export const getKvkkController = cachedQuery('kvkk-controller', [CACHE_TAGS.siteContent], loadKvkkController);
