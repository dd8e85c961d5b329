import 'server-only';
// The salon's product catalogue (issue 31): list, add, edit, make passive, and the ones running
// low. The quantity on hand is the ledger's sum (stock.ts; the database keeps products.stock
// equal to it), never written here. Every query is scoped to the session's salon: another
// salon's product is "not found". Changes go to the salon's activity log with their user.
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { getDb } from '@/platform/db';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '@/platform/db/errors';
import { products, stockMovements, users, type StockMovementKind } from '@/platform/db/schema';
import { isUuid } from '@/platform/text/ids';
import { logSalonActivity } from '@/features/team/server/activity';
import { toKurus, toNumeric } from '@/features/bills/rules/money';
import { isLowStock } from '@/features/products/rules/stock';
import { BARCODE_TAKEN_MESSAGE, PRODUCT_NOT_FOUND_MESSAGE, type ProductInput } from '@/features/products/schema';

export interface ProductRow {
  id: string;
  name: string;
  brand: string | null;
  category: string | null;
  barcode: string | null;
  /** Kuruş. */
  price: number;
  costPrice: number;
  stock: number;
  lowStockLevel: number;
  /** Its own commission rate; null: the seller's. */
  commissionPercent: number | null;
  low: boolean;
  isActive: boolean;
}

const columns = {
  id: products.id, name: products.name, brand: products.brand, category: products.category, barcode: products.barcode,
  price: products.price, costPrice: products.costPrice, stock: products.stock, lowStockLevel: products.lowStockLevel, isActive: products.isActive,
  commissionPercent: products.commissionPercent,
};
type Raw = Omit<ProductRow, 'price' | 'costPrice' | 'low'> & { price: string; costPrice: string };
const toRow = (p: Raw): ProductRow => ({
  ...p, price: toKurus(p.price), costPrice: toKurus(p.costPrice), low: p.isActive && isLowStock(p.stock, p.lowStockLevel),
});

/** Active first, then by name. */
export async function listProducts(salonId: string): Promise<ProductRow[]> {
  const db = await getDb();
  const rows = await db.select(columns).from(products).where(eq(products.salonId, salonId))
    .orderBy(desc(products.isActive), asc(products.name));
  return rows.map(toRow);
}

/** Active products at or under their low-stock level (the panel's home lists them). */
export async function lowStockProducts(salonId: string): Promise<ProductRow[]> {
  const db = await getDb();
  const rows = await db.select(columns).from(products)
    .where(and(eq(products.salonId, salonId), eq(products.isActive, true), gt(products.lowStockLevel, 0), lte(products.stock, products.lowStockLevel)))
    .orderBy(asc(products.stock), asc(products.name)).limit(20);
  return rows.map(toRow);
}

const values = (input: ProductInput) => ({
  name: input.name, brand: input.brand, category: input.category, barcode: input.barcode,
  price: toNumeric(input.price), costPrice: toNumeric(input.costPrice), lowStockLevel: input.lowStockLevel,
  commissionPercent: input.commissionPercent ?? null,
});

async function saving<T>(write: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return fail(BARCODE_TAKEN_MESSAGE, { barcode: BARCODE_TAKEN_MESSAGE }, 409);
    throw error;
  }
}

export async function createProduct(salonId: string, actorId: string, input: ProductInput): Promise<ActionResult<{ id: string }>> {
  const db = await getDb();
  return saving(() => db.transaction(async (tx) => {
    const [row] = await tx.insert(products).values({ salonId, ...values(input) }).returning({ id: products.id });
    await logSalonActivity(tx, salonId, actorId, { action: 'PRODUCT_CREATE', description: `Ürün eklendi: ${input.name}`, target: row.id });
    return ok({ id: row.id }, 'Ürün eklendi');
  }));
}

export async function updateProduct(salonId: string, actorId: string, id: string, input: ProductInput): Promise<ActionResult<null>> {
  if (!isUuid(id)) return fail(PRODUCT_NOT_FOUND_MESSAGE, undefined, 404);
  const db = await getDb();
  return saving(() => db.transaction(async (tx) => {
    const [row] = await tx.update(products).set(values(input)).where(and(eq(products.id, id), eq(products.salonId, salonId))).returning({ id: products.id });
    if (!row) return fail(PRODUCT_NOT_FOUND_MESSAGE, undefined, 404);
    await logSalonActivity(tx, salonId, actorId, { action: 'PRODUCT_EDIT', description: `Ürün güncellendi: ${input.name}`, target: id });
    return ok(null, 'Ürün kaydedildi');
  }));
}

/** Passive products stay on old bills and in the ledger; they are offered for sale no more. */
export async function setProductActive(salonId: string, actorId: string, id: string, isActive: boolean): Promise<ActionResult<null>> {
  if (!isUuid(id)) return fail(PRODUCT_NOT_FOUND_MESSAGE, undefined, 404);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.update(products).set({ isActive }).where(and(eq(products.id, id), eq(products.salonId, salonId))).returning({ name: products.name });
    if (!row) return fail(PRODUCT_NOT_FOUND_MESSAGE, undefined, 404);
    await logSalonActivity(tx, salonId, actorId, {
      action: isActive ? 'PRODUCT_ACTIVATE' : 'PRODUCT_DEACTIVATE', description: `Ürün ${isActive ? 'aktif' : 'pasif'} yapıldı: ${row.name}`, target: id,
    });
    return ok(null, isActive ? 'Ürün aktif yapıldı' : 'Ürün pasif yapıldı');
  });
}

export interface StockMovementRow {
  id: string;
  kind: StockMovementKind;
  quantity: number;
  reason: string | null;
  createdAt: Date;
  by: string | null;
}

/** A product's last movements, newest first; null for another salon's product. */
export async function productMovements(salonId: string, productId: string, limit = 50): Promise<StockMovementRow[] | null> {
  if (!isUuid(productId)) return null;
  const db = await getDb();
  const [exists] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.salonId, salonId)));
  if (!exists) return null;
  const rows = await db.select({
    id: stockMovements.id, kind: stockMovements.kind, quantity: stockMovements.quantity, reason: stockMovements.reason,
    createdAt: stockMovements.createdAt, by: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
  }).from(stockMovements).leftJoin(users, eq(users.id, stockMovements.createdBy))
    .where(and(eq(stockMovements.salonId, salonId), eq(stockMovements.productId, productId)))
    .orderBy(desc(stockMovements.createdAt)).limit(limit);
  return rows;
}
