import 'server-only';
// Blocked time of a staff member (issue 21 'Zaman Kapat'): a break or an errand that takes the
// time from online slots (booked_spans() and the booking transaction read staff_blocks) and
// from the salon's own bookings. Scoped to the session's salon id, like every panel module.
import { and, eq } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { istanbulClock, timeToMinutes } from '@/platform/time/istanbul';
import { isUuid } from '@/platform/text/ids';
import {
  BLOCK_END_MESSAGE, BLOCK_NOT_FOUND_MESSAGE, STAFF_NOT_FOUND_MESSAGE, salonSlotMessage, type BlockInput,
} from '@/features/appointments/schema.panel';
import { lockStaffBookings } from './appointments';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '@/platform/db/errors';
import { getDb } from '@/platform/db';
import { findClash } from './panel-slot-checks';
import { staff, staffBlocks } from '@/platform/db/schema';

export interface PanelBlock {
  id: string;
  staffId: string;
  date: string;
  startTime: string;
  endTime: string;
  reason: string | null;
}

const hhmm = (time: string) => time.slice(0, 5);

/**
 * Blocks a staff member's time (a break, an errand): no online slot there and no booking of
 * the salon's either. It may not overlap a live appointment or another block of theirs (409
 * naming it); it is written under the staff member's booking lock, so a booking in flight
 * either commits first (and is named) or waits and then sees the block.
 */
export async function createBlock(salonId: string, input: BlockInput, now = new Date()): Promise<ActionResult<PanelBlock>> {
  if (!isUuid(input.staffId)) return fail(STAFF_NOT_FOUND_MESSAGE, { staffId: STAFF_NOT_FOUND_MESSAGE }, 404);
  const start = timeToMinutes(input.startTime);
  const end = timeToMinutes(input.endTime);
  if (end <= start) return fail(BLOCK_END_MESSAGE, { endTime: BLOCK_END_MESSAGE }, 400);
  if (input.date < istanbulClock(now).date) {
    const { message } = salonSlotMessage('past_date');
    return fail(message, { date: message }, 400);
  }
  const slot = { staffId: input.staffId, date: input.date, startTime: input.startTime, durationMinutes: end - start };
  const db = await getDb();
  try {
    return await db.transaction(async (tx): Promise<ActionResult<PanelBlock>> => {
      await lockStaffBookings(tx, input.staffId);
      const [member] = await tx.select({ id: staff.id }).from(staff)
        .where(and(eq(staff.id, input.staffId), eq(staff.salonId, salonId), eq(staff.isActive, true)));
      if (!member) return fail(STAFF_NOT_FOUND_MESSAGE, { staffId: STAFF_NOT_FOUND_MESSAGE }, 404);
      const clash = await findClash(tx, salonId, slot);
      if (clash) return fail(clash, undefined, 409);
      const [row] = await tx.insert(staffBlocks).values({
        salonId, staffId: input.staffId, blockDate: input.date, startTime: input.startTime, endTime: input.endTime, reason: input.reason ?? null,
      }).returning({ id: staffBlocks.id });
      return ok({
        id: row.id, staffId: input.staffId, date: input.date, startTime: hhmm(input.startTime), endTime: hhmm(input.endTime), reason: input.reason ?? null,
      }, 'Saat kapatıldı');
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) return fail(STAFF_NOT_FOUND_MESSAGE, { staffId: STAFF_NOT_FOUND_MESSAGE }, 404);
    throw error;
  }
}

export async function removeBlock(salonId: string, id: string): Promise<ActionResult<{ id: string }>> {
  if (!isUuid(id)) return fail(BLOCK_NOT_FOUND_MESSAGE, undefined, 404);
  const db = await getDb();
  const removed = await db.delete(staffBlocks)
    .where(and(eq(staffBlocks.id, id), eq(staffBlocks.salonId, salonId)))
    .returning({ id: staffBlocks.id });
  return removed.length > 0 ? ok({ id }, 'Kapatılan saat kaldırıldı') : fail(BLOCK_NOT_FOUND_MESSAGE, undefined, 404);
}
