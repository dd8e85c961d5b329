import 'server-only';
// Call these after a write (server action or route handler) so public pages drop their
// cached copy at once. `expire: 0`: the next view blocks on fresh data instead of being served
// stale content once (the admin who just saved expects to see the change).
import { revalidateTag } from 'next/cache';
import { clearMemoryCaches } from './memory-cache';
import { CACHE_TAGS } from './tags';

function expire(tag: string): void {
  clearMemoryCaches();
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    // Outside a Next.js request (vitest calling an action directly, CLI scripts) there is no
    // cache to clear; anything else is a real error.
    if (error instanceof Error && error.message.includes('static generation store missing')) return;
    throw error;
  }
}

/** A salon's row, services, hours, rating figures or active flag changed. */
export function revalidateSalon(salonId: string): void {
  expire(CACHE_TAGS.salon(salonId));
  expire(CACHE_TAGS.salons);
}

/** Salons were added or removed (registration, admin create/delete). */
export function revalidateSalonLists(): void {
  expire(CACHE_TAGS.salons);
}

/** Hero, section texts, feature cards, testimonials or contact info changed. */
export function revalidateSiteContent(): void {
  expire(CACHE_TAGS.siteContent);
}

/** A subscription plan was created, edited, (de)activated or deleted. */
export function revalidatePlans(): void {
  expire(CACHE_TAGS.plans);
}
