// Issue 31 on both engines: products and their stock ledger. The quantity on hand is the
// ledger's sum whoever writes (the desk, a bill, the mobile app writing the column); a bill's
// product lines leave the shelf as it closes and come back with a full refund; a sale past zero
// is refused unless the salon allows it, and concurrent sales never take more than the shelf
// holds; another salon's product is not found; a salon with books can still be deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { createProduct, lowStockProducts, productMovements } from '@/features/products/server/products';
import { recordStockMovement, setNegativeStock } from '@/features/products/server/stock';
import { openWalkInBill, type BillActor } from '@/features/bills/server/bill-draft';
import { checkoutBill, refundBill } from '@/features/bills/server/checkout';
import { loadBill } from '@/features/bills/server/bills';
import { openCashSession } from '@/features/cash/server/cash';
import { deleteAdminSalon } from '@/features/salons/server/admin-salons';
import type { BillDraftInput } from '@/features/bills/schema';
import { STOCK_SHORT_MESSAGE } from '@/features/products/schema';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createPanelFixture, type PanelFixture } from './panel-fixtures';

describe.each(databaseKinds)('products and stock on %s', (kind) => {
  let test: TestDatabase;
  let f: PanelFixture;
  let owner: BillActor;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);
  const product = { shampoo: '', mask: '' };

  const ledgerAgrees = async (productId: string) => {
    const [row] = await q<{ stock: number; sum: number }>(
      `select p.stock, coalesce((select sum(quantity) from stock_movements m where m.product_id = p.id), 0)::int as sum from products p where p.id = $1`, [productId]);
    expect(row.stock).toBe(row.sum);
    return row.stock;
  };
  const sell = async (productId: string, quantity: number, salonId = f.a.id) => {
    const opened = await openWalkInBill(salonId, owner.userId, { name: 'Ayşe Yılmaz', phone: '05321234567' });
    if (!opened.ok) throw new Error(opened.error);
    const draft: BillDraftInput = {
      billId: opened.data.billId, discount: null, tip: 0, tipStaffId: null, customer: null,
      lines: [{ serviceId: null, productId, staffId: null, unitPrice: 25000, quantity, discount: null }],
    };
    return { billId: opened.data.billId, result: await checkoutBill(salonId, owner, { draft, payments: [{ method: 'card', amount: 25000 * quantity, received: null }] }) };
  };

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createPanelFixture(test.conn);
    owner = { userId: f.a.ownerId, mayEditPrices: true };
    const make = async (name: string, lowStockLevel: number) => {
      const made = await createProduct(f.a.id, owner.userId, { name, brand: 'Marka', category: 'Saç bakımı', barcode: null, price: 25000, costPrice: 12000, commissionPercent: null, lowStockLevel });
      if (!made.ok) throw new Error(made.error);
      return made.data.id;
    };
    product.shampoo = await make('Şampuan', 2);
    product.mask = await make('Saç Maskesi', 0);
  });
  afterAll(async () => { await test?.dispose(); });

  it('keeps on hand equal to the ledger: purchases, uses, counts, and the mobile app writing the column', async () => {
    expect(await recordStockMovement(f.a.id, owner.userId, { productId: product.shampoo, kind: 'purchase', quantity: 12, reason: 'Fatura 123' }))
      .toMatchObject({ ok: true, data: { stock: 12 } });
    expect(await recordStockMovement(f.a.id, owner.userId, { productId: product.shampoo, kind: 'use', quantity: 1, reason: 'Boya sonrası' }))
      .toMatchObject({ ok: true, data: { stock: 11 } });
    expect(await recordStockMovement(f.a.id, owner.userId, { productId: product.shampoo, kind: 'count', quantity: 10, reason: 'Raf sayımı' }))
      .toMatchObject({ ok: true, data: { stock: 10 } });
    expect(await recordStockMovement(f.a.id, owner.userId, { productId: product.shampoo, kind: 'use', quantity: 11, reason: null }))
      .toMatchObject({ ok: false, error: STOCK_SHORT_MESSAGE, status: 409 });
    await q(`update products set stock = 9 where id = $1`, [product.shampoo]); // as the mobile app does
    expect(await ledgerAgrees(product.shampoo)).toBe(9);
    const moves = (await productMovements(f.a.id, product.shampoo))!;
    expect(moves.map((m) => [m.kind, m.quantity])).toEqual([['count', -1], ['count', -1], ['use', -1], ['purchase', 12]]);
    await expect(q(`update stock_movements set quantity = 100 where product_id = $1`, [product.shampoo])).rejects.toThrow(/değiştirilemez/);
  });

  it('sells on a bill, returns with a full line refund, and lists the product as low', async () => {
    const { billId, result } = await sell(product.shampoo, 7);
    expect(result).toMatchObject({ ok: true, data: { total: 175000 } });
    expect(await ledgerAgrees(product.shampoo)).toBe(2);
    expect((await lowStockProducts(f.a.id)).map((p) => p.name)).toEqual(['Şampuan']);
    const line = (await loadBill(f.a.id, billId))!.lines[0];
    expect(line).toMatchObject({ kind: 'product', productId: product.shampoo, description: 'Şampuan', quantity: 7 });
    // A partial refund is a price correction: the shelf does not move.
    await refundBill(f.a.id, owner.userId, { billId, lineId: line.id, amount: 5000, method: 'card', reason: 'Fiyat farkı' });
    expect(await ledgerAgrees(product.shampoo)).toBe(2);
    await refundBill(f.a.id, owner.userId, { billId, lineId: line.id, amount: 170000, method: 'card', reason: 'Ürün iade edildi' });
    expect(await ledgerAgrees(product.shampoo)).toBe(9);
  });

  it('refuses a sale past zero and writes nothing of it, unless the salon allows negative stock', async () => {
    await openCashSession(f.a.id, owner.userId, 0);
    const { billId, result } = await sell(product.mask, 1);
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(result.ok ? '' : result.error).toContain(STOCK_SHORT_MESSAGE);
    expect((await loadBill(f.a.id, billId))!).toMatchObject({ status: 'open', payments: [] });
    expect(await ledgerAgrees(product.mask)).toBe(0);
    await setNegativeStock(f.a.id, owner.userId, true);
    expect((await sell(product.mask, 1)).result).toMatchObject({ ok: true });
    expect(await ledgerAgrees(product.mask)).toBe(-1);
    await setNegativeStock(f.a.id, owner.userId, false);
  });

  it('never sells more than the shelf holds under concurrent checkouts', async () => {
    await recordStockMovement(f.a.id, owner.userId, { productId: product.shampoo, kind: 'count', quantity: 5, reason: null });
    const results = await Promise.all(Array.from({ length: 8 }, () => sell(product.shampoo, 1)));
    expect(results.filter((r) => r.result.ok)).toHaveLength(5);
    expect(await ledgerAgrees(product.shampoo)).toBe(0);
  });

  it("answers another salon's product as not found, on the shelf and on a bill", async () => {
    expect(await recordStockMovement(f.b.id, owner.userId, { productId: product.shampoo, kind: 'purchase', quantity: 1, reason: null }))
      .toMatchObject({ ok: false, status: 404 });
    expect(await productMovements(f.b.id, product.shampoo)).toBeNull();
    expect((await sell(product.shampoo, 1, f.b.id)).result).toMatchObject({ ok: false, status: 404 });
  });

  it('lets the operator delete a salon with its books: bills, payments, the drawer and the stock ledger', async () => {
    const before = await q<{ n: number }>(`select count(*)::int as n from bills where salon_id = $1`, [f.a.id]);
    expect(before[0].n).toBeGreaterThan(0);
    expect(await deleteAdminSalon(f.a.id)).not.toBeNull();
    for (const table of ['bills', 'bill_lines', 'bill_payments', 'cash_sessions', 'stock_movements', 'products']) {
      const [{ n }] = await q<{ n: number }>(`select count(*)::int as n from ${table} where salon_id = $1`, [f.a.id]);
      expect(n, table).toBe(0);
    }
  });
});
