import 'server-only';
// Stock movements (issue 31). The desk records purchases, uses in a service and shelf counts;
// a bill's checkout sells its product lines and a line's full refund returns them, in the bill's
// own transaction. Each locks the product rows first, so concurrent sales never take the shelf
// below zero unless the salon allows it, and the database keeps products.stock equal to the
// ledger's sum (20261129010000_products_stock.sql). Nothing is edited: a mistake is another movement.
import { and, eq, inArray } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { getDb, type Queryable } from '@/platform/db';
import { products, salons, stockMovements } from '@/platform/db/schema';
import { logSalonActivity } from '@/features/team/server/activity';
import { canTakeOut, stockChange, type ManualStockKind } from '@/features/products/rules/stock';
import { PRODUCT_NOT_FOUND_MESSAGE, STOCK_KIND_LABELS, STOCK_SHORT_MESSAGE } from '@/features/products/schema';

async function negativeAllowed(tx: Queryable, salonId: string): Promise<boolean> {
  const [row] = await tx.select({ allow: salons.allowNegativeStock }).from(salons).where(eq(salons.id, salonId));
  return row?.allow ?? false;
}

export async function recordStockMovement(
  salonId: string, actorId: string, input: { productId: string; kind: ManualStockKind; quantity: number; reason: string | null },
): Promise<ActionResult<{ stock: number }>> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<ActionResult<{ stock: number }>> => {
    const [product] = await tx.select({ stock: products.stock, name: products.name }).from(products)
      .where(and(eq(products.id, input.productId), eq(products.salonId, salonId))).for('no key update');
    if (!product) return fail(PRODUCT_NOT_FOUND_MESSAGE, undefined, 404);
    const change = stockChange(input.kind, input.quantity, product.stock);
    if (change === null) return ok({ stock: product.stock }, 'Stok değişmedi');
    if (input.kind === 'use' && !canTakeOut(product.stock, input.quantity, await negativeAllowed(tx, salonId))) {
      return fail(STOCK_SHORT_MESSAGE, { quantity: STOCK_SHORT_MESSAGE }, 409);
    }
    await tx.insert(stockMovements).values({ salonId, productId: input.productId, kind: input.kind, quantity: change, reason: input.reason, createdBy: actorId });
    await logSalonActivity(tx, salonId, actorId, {
      action: 'STOCK_MOVE', target: input.productId,
      description: `${STOCK_KIND_LABELS[input.kind]}: ${product.name} ${change > 0 ? '+' : ''}${change}${input.reason ? ` · ${input.reason}` : ''}`,
    });
    return ok({ stock: product.stock + change }, 'Stok hareketi kaydedildi');
  });
}

export interface SoldLine {
  lineId: string;
  productId: string;
  quantity: number;
}

/**
 * Takes a closing bill's product lines off the shelf, in the bill's transaction: the products
 * are locked, every one checked before anything moves. A refusal leaves the caller to roll back.
 */
export async function sellProducts(tx: Queryable, salonId: string, actorId: string, lines: readonly SoldLine[]): Promise<ActionResult<never> | null> {
  if (lines.length === 0) return null;
  // One lock order for every desk, and NO KEY UPDATE: the bill's lines already hold KEY SHARE on
  // these rows (their foreign key), which FOR UPDATE would wait on across two checkouts: a deadlock.
  const ids = [...new Set(lines.map((l) => l.productId))].sort();
  const rows = await tx.select({ id: products.id, stock: products.stock, name: products.name }).from(products)
    .where(and(eq(products.salonId, salonId), inArray(products.id, ids))).orderBy(products.id).for('no key update');
  const allow = await negativeAllowed(tx, salonId);
  for (const row of rows) {
    const wanted = lines.filter((l) => l.productId === row.id).reduce((sum, l) => sum + l.quantity, 0);
    if (!canTakeOut(row.stock, wanted, allow)) {
      const message = `${STOCK_SHORT_MESSAGE} (${row.name}: ${row.stock} adet var)`;
      return fail(message, { lines: message }, 409);
    }
  }
  await tx.insert(stockMovements).values(lines.map((l) => ({
    salonId, productId: l.productId, kind: 'sale' as const, quantity: -l.quantity, billLineId: l.lineId, createdBy: actorId,
  })));
  return null;
}

/** A product line refunded in full goes back on the shelf. */
export async function returnProduct(tx: Queryable, salonId: string, actorId: string, line: SoldLine, reason: string): Promise<void> {
  await tx.insert(stockMovements).values({
    salonId, productId: line.productId, kind: 'refund', quantity: line.quantity, billLineId: line.lineId, reason, createdBy: actorId,
  });
}

export async function setNegativeStock(salonId: string, actorId: string, allow: boolean): Promise<ActionResult<null>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.update(salons).set({ allowNegativeStock: allow }).where(eq(salons.id, salonId));
    await logSalonActivity(tx, salonId, actorId, {
      action: 'STOCK_SETTING', description: allow ? 'Eksi stokla satışa izin verildi' : 'Eksi stokla satış kapatıldı',
    });
    return ok(null, allow ? 'Stokta olmayan ürün satılabilir' : 'Stokta olmayan ürün satılamaz');
  });
}
