import 'server-only';
// A staff member's time off (izin) on /panel/personel: added and removed inside a transaction
// that holds the salon's own staff row, so another salon's staff member or time off is "not
// found" and nothing is written (DESIGN.md "The salon panel").
import { and, eq } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { istanbulClock } from '@/platform/time/istanbul';
import { STAFF_NOT_FOUND_MESSAGE, TIME_OFF_NOT_FOUND_MESSAGE } from '@/features/staff/schema';
import { timeOffDateProblem, type RemoveTimeOffInput, type TimeOffInput } from '@/features/staff/schema.time-off';
import { getDb } from '@/platform/db';
import { staffTimeOff } from '@/platform/db/schema';
import { lockOwnStaff } from './staff';

export async function addStaffTimeOff(salonId: string, input: TimeOffInput, now = new Date()): Promise<ActionResult<{ id: string }>> {
  const problem = timeOffDateProblem(input, istanbulClock(now).date);
  if (problem) return fail(problem.message, { [problem.field]: problem.message }, 400);
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await lockOwnStaff(tx, salonId, input.staffId))) return fail(STAFF_NOT_FOUND_MESSAGE, undefined, 404);
    const [row] = await tx.insert(staffTimeOff)
      .values({ staffId: input.staffId, startDate: input.startDate, endDate: input.endDate, note: input.note })
      .returning({ id: staffTimeOff.id });
    return ok({ id: row.id }, 'İzin eklendi');
  });
}

export async function removeStaffTimeOff(salonId: string, input: RemoveTimeOffInput): Promise<ActionResult<undefined>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await lockOwnStaff(tx, salonId, input.staffId))) return fail(STAFF_NOT_FOUND_MESSAGE, undefined, 404);
    const removed = await tx.delete(staffTimeOff)
      .where(and(eq(staffTimeOff.id, input.timeOffId), eq(staffTimeOff.staffId, input.staffId)))
      .returning({ id: staffTimeOff.id });
    return removed.length > 0 ? ok(undefined, 'İzin kaldırıldı') : fail(TIME_OFF_NOT_FOUND_MESSAGE, undefined, 404);
  });
}
