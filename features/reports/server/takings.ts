import 'server-only';
// 'Raporlar' (issue 31): the salon's takings and its staff's figures over a range of Istanbul
// days, aggregated in SQL on the books' indexes (bills by salon and closing time, payments by
// salon and time), never summed in JavaScript over rows. Money is read as numeric text and
// returned in kuruş. Every query is scoped to the session's salon.
//   takings   payments and refunds by day and by method; sales by service category and
//             services vs products; discounts and tips; open balances created and outstanding
//   staff     per staff member: services done and their revenue, products sold, tips, commission
// A sale counts on the day its bill closed; money counts on the day it was paid or refunded.
import { sql } from 'drizzle-orm';
import { getDb } from '@/platform/db';
import { rowsOf } from '@/platform/db/rows';
import { addDaysToDate, istanbulToInstant } from '@/platform/time/istanbul';
import { toKurus, type PaymentMethod } from '@/features/bills/rules/money';
import type { ReportRange } from '@/features/reports/rules/range';

const kurus = (value: unknown) => toKurus(String(value ?? '0'));

/** The range's instants as timestamptz parameters (the PostgreSQL driver takes no Date in sql``). */
function bounds(range: ReportRange) {
  return {
    from: istanbulToInstant(range.from, '00:00').toISOString(),
    to: istanbulToInstant(addDaysToDate(range.to, 1), '00:00').toISOString(),
  };
}


export interface TakingsReport {
  byDay: { day: string; taken: number; refunded: number }[];
  byMethod: { method: PaymentMethod; taken: number; refunded: number }[];
  byCategory: { category: string; amount: number }[];
  services: number;
  products: number;
  discounts: number;
  tips: number;
  balancesCreated: number;
  /** What is still owed now on bills closed in the range. */
  balancesOutstanding: number;
  billsClosed: number;
}

export async function loadTakings(salonId: string, range: ReportRange): Promise<TakingsReport> {
  const db = await getDb();
  const { from, to } = bounds(range);
  const paid = sql`p.salon_id = ${salonId} and p.created_at >= ${from}::timestamptz and p.created_at < ${to}::timestamptz`;
  const closed = sql`b.salon_id = ${salonId} and b.status = 'closed' and b.closed_at >= ${from}::timestamptz and b.closed_at < ${to}::timestamptz`;

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
    byDay: rowsOf<Record<string, unknown>>(byDay).map((r) => ({ day: String(r.day), taken: kurus(r.taken), refunded: kurus(r.refunded) })),
    byMethod: rowsOf<Record<string, unknown>>(byMethod).map((r) => ({ method: r.method as PaymentMethod, taken: kurus(r.taken), refunded: kurus(r.refunded) })),
    byCategory: rowsOf<Record<string, unknown>>(byCategory).map((r) => ({ category: String(r.category), amount: kurus(r.amount) })),
    services: kurus(t.services), products: kurus(t.products), discounts: kurus(t.discounts), tips: kurus(t.tips),
    balancesCreated: kurus(t.created), balancesOutstanding: kurus(t.outstanding), billsClosed: Number(t.closed_count),
  };
}

export interface StaffFigures {
  staffId: string;
  name: string;
  servicesDone: number;
  serviceRevenue: number;
  productsSold: number;
  productRevenue: number;
  tips: number;
  /** Commission (prim) earned on what was paid, less refunds (rules/commission.ts). */
  commission: number;
}

/** Every staff member with something in the range, by service revenue. */
export async function loadStaffFigures(salonId: string, range: ReportRange): Promise<StaffFigures[]> {
  const db = await getDb();
  const { from, to } = bounds(range);
  const closed = sql`b.salon_id = ${salonId} and b.status = 'closed' and b.closed_at >= ${from}::timestamptz and b.closed_at < ${to}::timestamptz`;
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    with lines as (
      -- Commission per line: rules/commission.ts's arithmetic (base × paid part − the line's
      -- refunds in proportion, at the item's or the staff member's rate), in lira, to the kuruş.
      select l.staff_id, l.kind, l.quantity, l.net_amount,
        round(greatest(0, base.amount * v.paid_part - case when v.value > 0 then v.line_refunds * base.amount / v.value else 0 end)
          * coalesce(sv.commission_percent, pr.commission_percent,
                     case l.kind when 'service' then st.commission_service_percent else st.commission_product_percent end) / 100, 2) as commission
      from bill_lines l
      join bills b on b.id = l.bill_id and b.salon_id = l.salon_id
      join salons sal on sal.id = b.salon_id
      join staff st on st.id = l.staff_id and st.salon_id = b.salon_id
      left join services sv on sv.id = l.service_id
      left join products pr on pr.id = l.product_id
      cross join lateral (select
        l.net_amount - case when b.subtotal > 0 then b.discount_amount * l.net_amount / b.subtotal else 0 end as value,
        coalesce((select sum(x.amount) from bill_payments x where x.line_id = l.id and x.kind = 'refund'), 0) as line_refunds,
        case when b.total > 0 then least(1, greatest(0, (b.paid_amount - coalesce((select sum(x.amount) from bill_payments x
          where x.bill_id = b.id and x.kind = 'refund' and x.line_id is null), 0)) / b.total)) else 0 end as paid_part) v
      cross join lateral (select case when sal.commission_discounts_first then v.value else l.unit_price * l.quantity end as amount) base
      where ${closed} and l.staff_id is not null
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
    where s.salon_id = ${salonId}
    group by s.id, s.first_name, s.last_name
    having count(l.staff_id) > 0 or max(t.tips) > 0
    order by 4 desc, 2`));
  return rows.map((r) => ({
    staffId: String(r.id), name: String(r.name), servicesDone: Number(r.services_done), serviceRevenue: kurus(r.service_revenue),
    productsSold: Number(r.products_sold), productRevenue: kurus(r.product_revenue), tips: kurus(r.tips), commission: kurus(r.commission),
  }));
}
