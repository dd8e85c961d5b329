import 'server-only';
// A report's range as SQL conditions: Istanbul days turned into instants (a bill at 23:30 and one
// at 00:30 fall on their own days), passed as timestamptz text (the PostgreSQL driver takes no
// Date inside sql``).
import { sql, type SQL } from 'drizzle-orm';
import { addDaysToDate, istanbulToInstant } from '@/platform/time/istanbul';
import type { ReportRange } from '@/features/reports/rules/range';

export function bounds(range: ReportRange) {
  return {
    from: istanbulToInstant(range.from, '00:00').toISOString(),
    to: istanbulToInstant(addDaysToDate(range.to, 1), '00:00').toISOString(),
  };
}

/** Bills of the salon that closed in the range (void ones are not 'closed'). `b` is bills. */
export function closedIn(salonId: string, range: ReportRange): SQL {
  const { from, to } = bounds(range);
  return sql`b.salon_id = ${salonId} and b.status = 'closed' and b.closed_at >= ${from}::timestamptz and b.closed_at < ${to}::timestamptz`;
}
