import 'server-only';
// The site's own pricing cards (spec 2 §3 "Site pricing plan"), kept as one JSON list in
// site_content under 'pricing_cards': the list's order is the display order. A list of a few
// cards edited by hand needs no table; every change is a read-modify-write of the list inside
// one transaction holding the row lock (SELECT ... FOR UPDATE), so two admins saving at once
// cannot lose each other's change. Authorization is the caller's (adminAction); the caller
// revalidates the landing page. Saving refuses with the editor's message (ActionResult).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, type Queryable } from '@/platform/db';
import { siteContent } from '@/platform/db/schema';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import {
  PRICING_CARD_NOT_FOUND_MESSAGE, pricingCardLimitMessage, sitePricingCardSchema, type SitePricingCard, type SitePricingCardInput,
} from '@/features/content/schema.pricing';

const KEY = 'pricing_cards';

/** Stored JSON → cards; an entry that no longer passes the editor's rules is left out. */
export function parseSitePricingCards(value: unknown): SitePricingCard[] {
  if (!Array.isArray(value)) return [];
  const cards: SitePricingCard[] = [];
  for (const entry of value) {
    const parsed = sitePricingCardSchema.safeParse(entry);
    if (parsed.success && parsed.data.id) cards.push({ ...parsed.data, id: parsed.data.id });
  }
  return cards;
}

/** Every card in display order, hidden ones included (the content editor's list). */
export async function listSitePricingCards(db?: Queryable): Promise<SitePricingCard[]> {
  const [row] = await (db ?? (await getDb())).select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, KEY)).limit(1);
  return parseSitePricingCards(row?.value);
}

/** Runs `change` on the locked list; a non-null list it returns is written back. */
async function changeCards<T>(change: (cards: SitePricingCard[]) => { cards: SitePricingCard[] | null; result: T }): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The row must exist to be locked; the first change creates it empty.
    await tx.insert(siteContent).values({ key: KEY, value: [] }).onConflictDoNothing();
    const [row] = await tx.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, KEY)).for('update');
    const { cards, result } = change(parseSitePricingCards(row?.value));
    if (cards) await tx.update(siteContent).set({ value: cards, updatedAt: new Date() }).where(eq(siteContent.key, KEY));
    return result;
  });
}

/** Adds a card at the end, or replaces the card with `input.id` in place (404 when it is gone, 400 past `maxCards`). */
export async function saveSitePricingCard(input: SitePricingCardInput, maxCards: number): Promise<ActionResult<{ id: string }>> {
  return changeCards<ActionResult<{ id: string }>>((cards) => {
    const { id, ...fields } = input;
    if (id) {
      const at = cards.findIndex((c) => c.id === id);
      if (at < 0) return { cards: null, result: fail(PRICING_CARD_NOT_FOUND_MESSAGE, undefined, 404) };
      return { cards: cards.with(at, { ...fields, id }), result: ok({ id }) };
    }
    if (cards.length >= maxCards) return { cards: null, result: fail(pricingCardLimitMessage(maxCards), undefined, 400) };
    const created = { ...fields, id: randomUUID() };
    return { cards: [...cards, created], result: ok({ id: created.id }) };
  });
}

export async function deleteSitePricingCard(id: string): Promise<boolean> {
  return changeCards((cards) => {
    const rest = cards.filter((c) => c.id !== id);
    return rest.length === cards.length ? { cards: null, result: false } : { cards: rest, result: true };
  });
}

/** Swaps a card with its neighbour (up = -1, down = +1); at either end nothing moves. */
export async function moveSitePricingCard(id: string, direction: -1 | 1): Promise<boolean> {
  return changeCards((cards) => {
    const at = cards.findIndex((c) => c.id === id);
    if (at < 0) return { cards: null, result: false };
    const to = at + direction;
    if (to < 0 || to >= cards.length) return { cards: null, result: true };
    return { cards: cards.with(at, cards[to]).with(to, cards[at]), result: true };
  });
}

/** The list's popular and visible toggles. */
export async function setSitePricingCardFlag(id: string, flag: 'popular' | 'isVisible', value: boolean): Promise<boolean> {
  return changeCards((cards) => {
    const at = cards.findIndex((c) => c.id === id);
    if (at < 0) return { cards: null, result: false };
    return { cards: cards.with(at, { ...cards[at], [flag]: value }), result: true };
  });
}
