import 'server-only';
// Issue 28, item 4: a role with 'Yalnızca kendi takvimi' (user_roles.own_calendar_only, on for
// personel) limits its users to the column of the staff member their user is linked to on the
// team screen: the calendar shows only that column, and every appointment and block action
// refuses anything of a colleague's with a Turkish 403, checked here on the server whatever the
// page offered. A limited user linked to no staff member has no column at all.
//
// The check reads the appointment's (or block's) staff member just before the write, in the
// action. A colleague moving that same appointment to another column in the few milliseconds
// between the check and the write is the only way past it, and needs a second user with full
// rights acting at that moment: a limit of work within one salon, not isolation between salons,
// which every query's salonId keeps.
import { and, eq } from 'drizzle-orm';
import { fail, type ActionResult } from '@/platform/actions/result';
import type { SalonUser } from '@/platform/access/salon-sessions';
import { isUuid } from '@/platform/text/ids';
import { getDb } from '@/platform/db';
import { appointments, staffBlocks } from '@/platform/db/schema';
import { OWN_CALENDAR_MESSAGE } from '@/features/appointments/schema.panel';

/** The one column the user may work: undefined when not limited, null when limited to none. */
export function ownColumn(user: Pick<SalonUser, 'ownCalendarOnly' | 'staffId'>): string | null | undefined {
  return user.ownCalendarOnly ? user.staffId : undefined;
}

export interface CalendarTarget {
  /** An appointment the action changes (its current staff member counts). */
  appointmentId?: string;
  /** A block the action removes. */
  blockId?: string;
  /** Staff members the action writes to (a new booking's, a move's destination, a new block's). */
  staffIds?: string[];
}

async function staffOf(salonId: string, target: CalendarTarget): Promise<(string | null)[]> {
  const db = await getDb();
  const found: (string | null)[] = [];
  if (target.appointmentId && isUuid(target.appointmentId)) {
    const [row] = await db.select({ staffId: appointments.staffId }).from(appointments)
      .where(and(eq(appointments.id, target.appointmentId), eq(appointments.salonId, salonId)));
    // Unknown: the action itself answers "not found", as for any user.
    if (row) found.push(row.staffId);
  }
  if (target.blockId && isUuid(target.blockId)) {
    const [row] = await db.select({ staffId: staffBlocks.staffId }).from(staffBlocks)
      .where(and(eq(staffBlocks.id, target.blockId), eq(staffBlocks.salonId, salonId)));
    if (row) found.push(row.staffId);
  }
  return found;
}

/** A 403 when a limited user's action touches another column than her own; null when it may go on. */
export async function refuseOutsideOwnColumn(
  user: Pick<SalonUser, 'salonId' | 'ownCalendarOnly' | 'staffId'>, target: CalendarTarget,
): Promise<ActionResult<never> | null> {
  const own = ownColumn(user);
  if (own === undefined) return null;
  const touched = [...(target.staffIds ?? []), ...await staffOf(user.salonId, target)];
  const outside = own === null || touched.some((staffId) => staffId !== own);
  return outside ? fail(OWN_CALENDAR_MESSAGE, undefined, 403) : null;
}
