import 'server-only';
// 'Raporlar' (issue 31): the salon's takings and its staff's figures over a range of Istanbul
// days, aggregated in SQL on the books' indexes (bills by salon and closing time, payments by
// salon and time), never summed in JavaScript over rows. Money is read as numeric text and
// returned in kuruş. Every query is scoped to the session's salon.
//   takings   payments and refunds by day and by method; sales by service category and
//             services vs products; discounts and tips; open balances created and outstanding
//   staff     per staff member: services done and their revenue, products sold, tips, commission
//             (server/commission-lines.ts, at the rates each bill kept as it closed)
// A sale counts on the day its bill closed; money counts on the day it was paid or refunded.
import { sql } from 'drizzle-orm';
import { getDb } from '@/platform/db';
import { rowsOf } from '@/platform/db/rows';
import { fromNumeric, type PaymentMethod } from '@/features/bills/rules/money';
import type { ReportRange } from '@/features/reports/rules/range';
import type { StaffFigures, TakingsReport } from '@/features/reports/types';
import { bounds, closedIn } from './bounds';
import { commissionLines } from './commission-lines';


export async function loadTakings(salonId: string, range: ReportRange): Promise<TakingsReport> {
  const db = await getDb();
  const { from, to } = bounds(range);
  const paid = sql`p.salon_id = ${salonId} and p.created_at >= ${from}::timestamptz and p.created_at < ${to}::timestamptz`;
  const closed = closedIn(salonId, range);

  const [byDay, byMethod, byCategory, [totals]] = await Promise.all([
    db.execute(sql`select to_char((p.created_at at time zone 'Europe/Istanbul')::date, 'YYYY-MM-DD') as day,
        coalesce(sum(p.amount) filter (where p.kind = 'payment'), 0) as taken,
        coalesce(sum(p.amount) filter (where p.kind = 'refund'), 0) as refunded
      from bill_payments p where ${paid} group by 1 order by 1`),
    db.execute(sql`select p.method,
        coalesce(sum(p.amount) filter (where p.kind = 'payment'), 0) as taken,
        coalesce(sum(p.amount) filter (where p.kind = 'refund'), 0) as refunded
      from bill_payments p where ${paid} group by 1 order by 1`),
    db.execute(sql`select coalesce(case when l.kind = 'product' then 'Ürünler' else c.name end, 'Kategorisiz') as category,
        sum(l.net_amount) as amount
      from bill_lines l join bills b on b.id = l.bill_id and b.salon_id = l.salon_id
      left join services s on s.id = l.service_id left join service_categories c on c.id = s.category_id
      where ${closed} group by 1 order by 2 desc`),
    db.execute(sql`select
        coalesce((select sum(l.net_amount) filter (where l.kind = 'service') from bill_lines l join bills b on b.id = l.bill_id where ${closed}), 0) as services,
        coalesce((select sum(l.net_amount) filter (where l.kind = 'product') from bill_lines l join bills b on b.id = l.bill_id where ${closed}), 0) as products,
        coalesce((select sum(l.discount_amount) from bill_lines l join bills b on b.id = l.bill_id where ${closed}), 0)
          + coalesce((select sum(b.discount_amount) from bills b where ${closed}), 0) as discounts,
        coalesce((select sum(b.tip_amount) from bills b where ${closed}), 0) as tips,
        coalesce((select sum(b.total - coalesce((select sum(x.amount) from bill_payments x
          where x.bill_id = b.id and x.kind = 'payment' and x.created_at <= b.closed_at), 0)) from bills b where ${closed}), 0) as created,
        coalesce((select sum(b.balance) from bills b where ${closed}), 0) as outstanding,
        (select count(*) from bills b where ${closed})::int as closed_count`).then((r) => rowsOf<Record<string, unknown>>(r)),
  ]);
  const t = totals;
  return {
    byDay: rowsOf<Record<string, unknown>>(byDay).map((r) => ({ day: String(r.day), taken: fromNumeric(r.taken), refunded: fromNumeric(r.refunded) })),
    byMethod: rowsOf<Record<string, unknown>>(byMethod).map((r) => ({ method: r.method as PaymentMethod, taken: fromNumeric(r.taken), refunded: fromNumeric(r.refunded) })),
    byCategory: rowsOf<Record<string, unknown>>(byCategory).map((r) => ({ category: String(r.category), amount: fromNumeric(r.amount) })),
    services: fromNumeric(t.services), products: fromNumeric(t.products), discounts: fromNumeric(t.discounts), tips: fromNumeric(t.tips),
    balancesCreated: fromNumeric(t.created), balancesOutstanding: fromNumeric(t.outstanding), billsClosed: Number(t.closed_count),
  };
}

/** Every staff member with something in the range, by service revenue; or only `onlyStaffId`. */
export async function loadStaffFigures(salonId: string, range: ReportRange, onlyStaffId?: string): Promise<StaffFigures[]> {
  const db = await getDb();
  const closed = closedIn(salonId, range);
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    with lines as (${commissionLines(closed)}
    ), tips as (
      select b.tip_staff_id as staff_id, sum(b.tip_amount) as tips from bills b where ${closed} and b.tip_staff_id is not null group by 1
    )
    select s.id, trim(s.first_name || ' ' || s.last_name) as name,
      coalesce(sum(l.quantity) filter (where l.kind = 'service'), 0)::int as services_done,
      coalesce(sum(l.net_amount) filter (where l.kind = 'service'), 0) as service_revenue,
      coalesce(sum(l.quantity) filter (where l.kind = 'product'), 0)::int as products_sold,
      coalesce(sum(l.net_amount) filter (where l.kind = 'product'), 0) as product_revenue,
      coalesce(max(t.tips), 0) as tips,
      coalesce(sum(l.commission), 0) as commission
    from staff s left join lines l on l.staff_id = s.id left join tips t on t.staff_id = s.id
    where s.salon_id = ${salonId}${onlyStaffId ? sql` and s.id = ${onlyStaffId}` : sql``}
    group by s.id, s.first_name, s.last_name
    having count(l.staff_id) > 0 or max(t.tips) > 0
    order by 4 desc, 2`));
  return rows.map((r) => ({
    staffId: String(r.id), name: String(r.name), servicesDone: Number(r.services_done), serviceRevenue: fromNumeric(r.service_revenue),
    productsSold: Number(r.products_sold), productRevenue: fromNumeric(r.product_revenue), tips: fromNumeric(r.tips), commission: fromNumeric(r.commission),
  }));
}
