import 'server-only';
// Call these after a write (server action or route handler) so public pages drop their
// cached copy at once. Public pages are cached whole (DESIGN.md "Public pages are served from
// cache"): a writer that skips this leaves its change invisible for up to 60 s. Who calls what:
//   reviews written, edited, deleted, moderated (approved/rejected) → revalidateSalon(salonId)
//   salon edited, (de)activated, its services/staff/hours changed   → revalidateSalon(salonId)
//   subscription saved, cancelled, renewed, expired (it decides bookable and listed)
//                                                                    → revalidateSalon(salonId)
//   salon created or deleted, registration completed (PayTR)         → revalidateSalonLists()
//   hero, sections, feature cards, testimonials, contact info, logo  → revalidateSiteContent()
//   subscription plan created, edited, (de)activated, deleted        → revalidatePlans()
// Bookings change no public page (slots are live), so they revalidate nothing. `expire: 0`: the next view blocks on fresh data instead of being served
// stale content once (the admin who just saved expects to see the change).
import { after } from 'next/server';
import { revalidateTag } from 'next/cache';
import { clearMemoryCaches } from './memory-cache';
import { CACHE_TAGS } from './tags';

/**
 * How long after a write its tag is expired a second time (see expire()): longer than a cached
 * page's render. A render of '/' takes 50–130 ms on an idle production build (measured on the
 * e2e server, cache expired before each request), a few times that under load; 3 s leaves room.
 */
export const IN_FLIGHT_RENDER_MS = 3000;

function expireNow(tag: string): boolean {
  clearMemoryCaches();
  try {
    revalidateTag(tag, { expire: 0 });
    return true;
  } catch (error) {
    // Outside a Next.js request (vitest calling an action directly, CLI scripts) there is no
    // cache to clear; anything else is a real error.
    if (error instanceof Error && error.message.includes('static generation store missing')) return false;
    throw error;
  }
}

/**
 * Expires `tag` now, and once more IN_FLIGHT_RENDER_MS after the response. Why twice: Next
 * stamps a cached page (or cached read) with the time it is STORED, not the time its render
 * began, and treats it as fresh when that stamp is later than the tag's expiry. A render of '/'
 * that read the old rows before this write and finishes after the expiry is therefore kept as
 * fresh, and the change would be missing for up to CACHE_REVALIDATE_SECONDS. The second expiry
 * drops whatever such an in-flight render stored; renders that start after the write read the
 * new rows and are unaffected (their next view just renders once more).
 */
function expire(tag: string): void {
  if (!expireNow(tag)) return;
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_RENDER_MS));
    expireNow(tag);
  });
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
