import 'server-only';
// The salon's stock setting the Ürünler screen shows (issue 31): whether a sale or a use may take
// a product's shelf below zero. Written by setNegativeStock (stock.ts); read here for the switch,
// scoped to the session's salon like every panel read.
import { eq } from 'drizzle-orm';
import { getDb } from '@/platform/db';
import { salons } from '@/platform/db/schema';

export async function negativeStockAllowed(salonId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ allow: salons.allowNegativeStock }).from(salons).where(eq(salons.id, salonId));
  return row?.allow ?? false;
}
