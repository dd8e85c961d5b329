import 'server-only';
// The commission (prim) each staff line of the given closed bills earned: rules/commission.ts's
// arithmetic in SQL (base × the paid part of the bill − the line's refunds in proportion, at the
// rate and on the basis the bill kept as it closed), in lira, to the kuruş. Shared by the staff
// report (summed per staff member) and a stylist's monthly statement (line by line), so the two
// can never disagree. `closed` is a condition on `b` (bills), already scoped to one salon.
// The range's refunds are summed once and joined (refunds are rare): a subquery per line cost a
// year's report half a second, most of it PostgreSQL compiling the plan (JIT).
import { sql, type SQL } from 'drizzle-orm';

export function commissionLines(closed: SQL): SQL {
  return sql`with refunds as (
      select x.bill_id, x.line_id, sum(x.amount) as amount from bill_payments x join bills b on b.id = x.bill_id
      where ${closed} and x.kind = 'refund' group by 1, 2)
    select l.id, l.bill_id, b.number as bill_number, b.closed_at, l.staff_id, l.kind, l.description,
      l.quantity, l.net_amount, coalesce(l.commission_percent, 0) as percent,
      round(greatest(0, base.amount * v.paid_part - case when v.value > 0 then v.line_refunds * base.amount / v.value else 0 end)
        * coalesce(l.commission_percent, 0) / 100, 2) as commission
    from bill_lines l
    join bills b on b.id = l.bill_id and b.salon_id = l.salon_id
    left join refunds lr on lr.line_id = l.id
    left join refunds br on br.bill_id = b.id and br.line_id is null
    cross join lateral (select
      l.net_amount - case when b.subtotal > 0 then b.discount_amount * l.net_amount / b.subtotal else 0 end as value,
      coalesce(lr.amount, 0) as line_refunds,
      case when b.total > 0 then least(1, greatest(0, (b.paid_amount - coalesce(br.amount, 0)) / b.total)) else 0 end as paid_part) v
    cross join lateral (select case when coalesce(b.commission_discounts_first, true) then v.value else l.unit_price * l.quantity end as amount) base
    where ${closed} and l.staff_id is not null`;
}
