import 'server-only';
// The products and cash reports (issue 31):
//   products  what was sold on bills closed in the range (quantity and revenue per product), the
//             shelf's value at cost now, and what is running low (the panel home's list)
//   cash      the drawer's sessions opened in the range with who opened and closed them, what the
//             books expected, what was counted, and the difference
import { sql } from 'drizzle-orm';
import { getDb } from '@/platform/db';
import { rowsOf } from '@/platform/db/rows';
import { lowStockProducts } from '@/features/products/server/products';
import type { ReportRange } from '@/features/reports/rules/range';
import type { CashSessionRow, ProductsReport } from '@/features/reports/types';
import { bounds, closedIn } from './bounds';
import { fromNumeric } from '@/features/bills/rules/money';

export async function loadProductsReport(salonId: string, range: ReportRange): Promise<ProductsReport> {
  const db = await getDb();
  const [sold, [value], low] = await Promise.all([
    db.execute(sql`select l.product_id, coalesce(max(p.name), max(l.description)) as name,
        sum(l.quantity)::int as quantity, sum(l.net_amount) as revenue
      from bill_lines l join bills b on b.id = l.bill_id and b.salon_id = l.salon_id
      left join products p on p.id = l.product_id
      where ${closedIn(salonId, range)} and l.kind = 'product'
      group by l.product_id order by 3 desc, 2`).then((r) => rowsOf<Record<string, unknown>>(r)),
    db.execute(sql`select coalesce(sum(greatest(stock, 0) * cost_price), 0) as value
      from products where salon_id = ${salonId} and is_active`).then((r) => rowsOf<Record<string, unknown>>(r)),
    lowStockProducts(salonId),
  ]);
  return {
    sold: sold.map((r) => ({ productId: String(r.product_id ?? ''), name: String(r.name), quantity: Number(r.quantity), revenue: fromNumeric(r.revenue) })),
    stockValue: fromNumeric(value.value),
    lowStock: low.map((p) => ({ productId: p.id, name: p.name, stock: p.stock, lowStockLevel: p.lowStockLevel })),
  };
}

/** Instants as ISO text, the same on both database drivers (one returns Date, the other text). */
const ISO = `YYYY-MM-DD"T"HH24:MI:SS"Z"`;

export async function loadCashReport(salonId: string, range: ReportRange): Promise<CashSessionRow[]> {
  const db = await getDb();
  const { from, to } = bounds(range);
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    select c.id, to_char(c.opened_at at time zone 'UTC', ${ISO}) as opened_at, to_char(c.closed_at at time zone 'UTC', ${ISO}) as closed_at,
      c.opening_amount, c.expected_amount, c.counted_amount,
      nullif(trim(coalesce(o.first_name, '') || ' ' || coalesce(o.last_name, '')), '') as opened_by,
      nullif(trim(coalesce(k.first_name, '') || ' ' || coalesce(k.last_name, '')), '') as closed_by
    from cash_sessions c left join users o on o.id = c.opened_by left join users k on k.id = c.closed_by
    where c.salon_id = ${salonId} and c.opened_at >= ${from}::timestamptz and c.opened_at < ${to}::timestamptz
    order by c.opened_at desc`));
  const maybe = (v: unknown) => (v === null || v === undefined ? null : fromNumeric(v));
  return rows.map((r) => {
    const expected = maybe(r.expected_amount);
    const counted = maybe(r.counted_amount);
    return {
      id: String(r.id), openedAt: String(r.opened_at), closedAt: (r.closed_at as string | null) ?? null,
      openedBy: (r.opened_by as string | null) ?? null, closedBy: (r.closed_by as string | null) ?? null,
      opening: fromNumeric(r.opening_amount), expected, counted, difference: expected !== null && counted !== null ? counted - expected : null,
    };
  });
}
