import 'server-only';
// The one wrapper for back-office server actions, built on validatedAction:
//   1. requireAdmin's check (no session → /admin/login; too low a role → 403 result),
//   2. zod validation of the input (Turkish field errors, nothing written),
//   3. the mutation,
//   4. on success, an admin_activity_logs row: who, what, which record, from which address.
// Usage:
//   export const createThing = adminAction(ADMIN, thingSchema,
//     async (input, admin) => ok({ id: await insertThing(input) }, 'Kaydedildi'),
//     (input, data) => ({ action: 'THING_CREATE', targetType: 'thing', targetId: data.id, description: input.name }));
import { redirect, RedirectType } from 'next/navigation';
import type { z } from 'zod';
import { fail, type ActionResult } from '@/platform/actions/result';
import { unlessDatabaseDown, validatedAction } from '@/platform/actions/validated-action';
import { insertAdminActivity } from '@/platform/access/admin-activity';
import { checkAdmin, currentAdminClient, type SessionAdmin } from './admin-session';
import type { AdminLevel } from './admin-roles';

export interface ActivityNote {
  /** Upper-case verb, e.g. 'ADMIN_CREATE'. */
  action: string;
  description?: string | null;
  targetType?: string | null;
  targetId?: string | null;
}

/** What the activity log says after a success; null skips the row (read-only actions only). */
export type ActivityOf<S extends z.ZodType, R> = ((input: z.output<S>, data: R, admin: SessionAdmin) => ActivityNote) | null;

export function adminAction<S extends z.ZodType, R>(
  level: AdminLevel,
  schema: S,
  run: (input: z.output<S>, admin: SessionAdmin) => Promise<ActionResult<R>>,
  activity: ActivityOf<S, R>,
) {
  return async (raw: unknown): Promise<ActionResult<R>> => unlessDatabaseDown(async () => {
    // Authorization before validation: a stranger learns nothing, not even the field rules.
    const check = await checkAdmin(level);
    if (!check.ok && check.status === 401) redirect('/admin/login', RedirectType.replace);
    if (!check.ok) return fail(check.error, undefined, check.status);
    const admin = check.admin;
    return validatedAction(schema, async (input: z.output<S>) => {
      const result = await run(input, admin);
      if (result.ok && activity) {
        await insertAdminActivity({ adminId: admin.id, ...activity(input, result.data, admin), ...(await currentAdminClient()) });
      }
      return result;
    })(raw);
  });
}
