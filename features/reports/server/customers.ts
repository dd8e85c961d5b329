import 'server-only';
// The customers report (issue 31). A customer is a phone number at this salon (walk-ins have no
// account); a visit is a completed appointment.
//   new / returning  customers who visited in the range, by whether their first visit here was in it
//   top              who paid the most on bills closed in the range (with their number of bills)
//   lapsed           whose last visit was 60–89 or 90+ days before the range's last day and who
//                    have nothing booked since: the list the salon calls, with their phone
// Aggregated in SQL on appointments(salon_id, customer_phone) and the bills' closing index.
import { sql } from 'drizzle-orm';
import { getDb } from '@/platform/db';
import { rowsOf } from '@/platform/db/rows';
import type { ReportRange } from '@/features/reports/rules/range';
import type { CustomerRow, CustomersReport } from '@/features/reports/types';
import { closedIn } from './bounds';
import { fromNumeric } from '@/features/bills/rules/money';
import { ERASED_PHONE_PREFIX } from '@/features/privacy/rules/erasure';

/** Not a person any more (anonymised by retention or a closed account): never counted or listed. */
const erased = `${ERASED_PHONE_PREFIX}%`;

/** The longest lapsed list shown (and exported): the most recent first. */
export const LAPSED_LIMIT = 100;
export const TOP_CUSTOMERS = 10;

const toRow = (r: Record<string, unknown>): CustomerRow => ({
  name: String(r.name), phone: String(r.phone), visits: Number(r.visits), spent: fromNumeric(r.spent), lastVisit: String(r.last_visit ?? ''),
});

export async function loadCustomersReport(salonId: string, range: ReportRange): Promise<CustomersReport> {
  const db = await getDb();
  const [[split], top, lapsed] = await Promise.all([
    db.execute(sql`
      with seen as (select distinct a.customer_phone as phone from appointments a
                    where a.salon_id = ${salonId} and a.status = 'completed' and a.customer_phone not like ${erased}
                      and a.appointment_date between ${range.from}::date and ${range.to}::date),
      firsts as (select a.customer_phone as phone, min(a.appointment_date) as first_visit from appointments a
                 join seen on seen.phone = a.customer_phone
                 where a.salon_id = ${salonId} and a.status = 'completed' group by 1)
      select count(*) filter (where first_visit >= ${range.from}::date)::int as new_customers,
             count(*) filter (where first_visit < ${range.from}::date)::int as returning
      from firsts`).then((r) => rowsOf<Record<string, unknown>>(r)),
    db.execute(sql`select b.customer_phone as phone, (array_agg(b.customer_name order by b.closed_at desc))[1] as name,
        count(*)::int as visits, sum(b.paid_amount - b.refunded_amount) as spent,
        to_char(max(b.closed_at at time zone 'Europe/Istanbul')::date, 'YYYY-MM-DD') as last_visit
      from bills b where ${closedIn(salonId, range)} and b.customer_phone is not null and b.customer_phone not like ${erased}
      group by 1 order by 4 desc, 3 desc limit ${TOP_CUSTOMERS}`).then((r) => rowsOf<Record<string, unknown>>(r)),
    db.execute(sql`
      with history as (
        select a.customer_phone as phone, (array_agg(a.customer_name order by a.appointment_date desc))[1] as name,
          count(*) filter (where a.status = 'completed')::int as visits,
          max(a.appointment_date) filter (where a.status = 'completed') as last_visit,
          max(a.appointment_date) filter (where a.status in ('scheduled', 'confirmed', 'pending', 'completed')) as last_kept
        from appointments a where a.salon_id = ${salonId} and a.customer_phone not like ${erased} group by 1)
      select * from (
        select phone, name, visits, to_char(last_visit, 'YYYY-MM-DD') as last_visit,
          (${range.to}::date - last_visit) >= 90 as over90,
          row_number() over (partition by (${range.to}::date - last_visit) >= 90 order by last_visit desc, phone) as n
        from history
        where last_visit is not null and last_kept = last_visit and last_visit <= ${range.to}::date - 60) x
      where n <= ${LAPSED_LIMIT} order by last_visit desc, phone`).then((r) => rowsOf<Record<string, unknown>>(r)),
  ]);
  return {
    newCustomers: Number(split.new_customers), returning: Number(split.returning),
    top: top.map(toRow),
    lapsed60: lapsed.filter((r) => !r.over90).map(toRow),
    lapsed90: lapsed.filter((r) => r.over90).map(toRow),
  };
}
