import 'server-only';
// Every change of the team screen runs in teamTransaction(): it locks the salon's row first, so
// two changes of one salon's users or roles run one after the other (two owners lowering each
// other at the same moment cannot both pass), applies the change, then checks that the salon
// still has an active user who can manage users (canManageUsers: the team screen, user.edit,
// role.edit) and writes the activity line. A refusal rolls everything back. 'No key update'
// is the lock: it excludes itself but not the key-share locks of rows that merely reference
// the salon (an appointment being booked), so bookings never wait for the team screen.
import { and, eq } from 'drizzle-orm';
import { fail, type ActionResult } from '@/platform/actions/result';
import { effectivePermissions } from '@/platform/access/panel-permissions';
import { canManageUsers, LAST_MANAGER_MESSAGE } from '@/features/team/schema';
import { logSalonActivity, type SalonActivityEntry } from './activity';
import { getDb, type Db } from '@/platform/db';
import { salons, userRoles, users } from '@/platform/db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Thrown inside the transaction to roll it back with this answer. */
class Refusal extends Error {
  constructor(readonly result: ActionResult<never>) { super(result.ok ? '' : result.error); }
}

/** Ends the transaction with this answer, undoing what it wrote so far. */
export function refuse(result: ActionResult<never>): never {
  throw new Refusal(result);
}

/** Whether any active user of the salon can manage users, read the way a session reads them. */
export async function salonHasUserManager(tx: Tx | Db, salonId: string): Promise<boolean> {
  const rows = await tx
    .select({ own: users.permissions, role: userRoles.permissions, roleSalonId: userRoles.salonId })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.id, users.roleId))
    .where(and(eq(users.salonId, salonId), eq(users.isActive, true)));
  return rows.some((r) => canManageUsers(effectivePermissions(
    r.roleSalonId === null || r.roleSalonId === salonId ? r.role : null, r.own)));
}

export interface TeamChange<T> {
  result: ActionResult<T>;
  /** The activity line; none when nothing changed. */
  activity?: SalonActivityEntry | null;
}

/**
 * Runs `change` for the salon with the team lock held; a failed result (or refuse()) rolls
 * back. `guard` asks for the last-manager check (every change that could lower someone).
 */
export async function teamTransaction<T>(
  salonId: string, actorId: string | null, guard: boolean, change: (tx: Tx) => Promise<TeamChange<T>>,
): Promise<ActionResult<T>> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [salon] = await tx.select({ id: salons.id }).from(salons).where(eq(salons.id, salonId)).for('no key update');
      if (!salon) refuse(fail('Salon bulunamadı', undefined, 404));
      const { result, activity } = await change(tx);
      if (!result.ok) refuse(result);
      if (guard && !(await salonHasUserManager(tx, salonId))) refuse(fail(LAST_MANAGER_MESSAGE, undefined, 409));
      if (activity) await logSalonActivity(tx, salonId, actorId, activity);
      return result;
    });
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}
