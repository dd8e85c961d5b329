import 'server-only';
// A stylist's statement (issue 31): her figures over a range (a month, as the owner hands it to
// her) and every line behind them, with the commission each earned: the same SQL as the staff
// report (server/commission-lines.ts), so the statement always adds up to the report's row.
// Scoped to the salon: another salon's staff member is not found.
import { sql } from 'drizzle-orm';
import { getDb } from '@/platform/db';
import { rowsOf } from '@/platform/db/rows';
import type { ReportRange } from '@/features/reports/rules/range';
import type { StaffStatement } from '@/features/reports/types';
import { closedIn } from './bounds';
import { commissionLines } from './commission-lines';
import { fromNumeric } from '@/features/bills/rules/money';
import { loadStaffFigures } from './takings';

export async function loadStaffStatement(salonId: string, staffId: string, range: ReportRange): Promise<StaffStatement | null> {
  const db = await getDb();
  const [who] = rowsOf<{ name: string }>(await db.execute(sql`
    select trim(first_name || ' ' || last_name) as name from staff where id = ${staffId} and salon_id = ${salonId}`));
  if (!who) return null;
  const [figures, lines] = await Promise.all([
    loadStaffFigures(salonId, range, staffId),
    db.execute(sql`select l.bill_number, to_char((l.closed_at at time zone 'Europe/Istanbul')::date, 'YYYY-MM-DD') as day,
        l.kind, l.description, l.quantity, l.net_amount, l.percent, l.commission
      from (${commissionLines(closedIn(salonId, range))}) l
      where l.staff_id = ${staffId} order by l.closed_at, l.bill_number`),
  ]);
  return {
    staffId, name: who.name,
    figures: figures[0] ?? { staffId, name: who.name, servicesDone: 0, serviceRevenue: 0, productsSold: 0, productRevenue: 0, tips: 0, commission: 0 },
    lines: rowsOf<Record<string, unknown>>(lines).map((r) => ({
      billNumber: Number(r.bill_number), day: String(r.day), kind: r.kind as 'service' | 'product', description: String(r.description),
      quantity: Number(r.quantity), amount: fromNumeric(r.net_amount), percent: Number(r.percent), commission: fromNumeric(r.commission),
    })),
  };
}
