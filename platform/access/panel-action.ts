import 'server-only';
// The one wrapper for panel server actions, built on validatedAction:
//   1. the session and the right of platform/access/panel-rights.ts (no session → 401 result, the form sends the user to
//      /panel/giris; a missing right → 403 'Bu işlem için yetkiniz yok'), before any parsing,
//   2. zod validation of the input (Turkish field errors, nothing written),
//   3. the mutation, given the user whose `salonId` scopes every query (never an id from the input).
// Usage:
//   export const saveServiceAction = panelAction('service.edit', serviceSchema,
//     async (input, user) => ok(await updateService(user.salonId, input), 'Hizmet kaydedildi'));
import type { z } from 'zod';
import { fail, type ActionResult } from '@/platform/actions/result';
import { unlessDatabaseDown, validatedAction } from '@/platform/actions/validated-action';
import { checkSalonUser, type SalonUser } from './panel-session';
import type { PanelRightKey } from './panel-rights';

export function panelAction<S extends z.ZodType, T extends ActionResult<unknown>>(
  right: PanelRightKey,
  schema: S,
  run: (input: z.output<S>, user: SalonUser) => Promise<T>,
) {
  // T is what `run` answers (a failure may carry more than a message, e.g. the appointments a
  // deactivation would cancel); the wrapper adds only its own failures.
  // The session lookup inside unlessDatabaseDown too: with the database away it is a 503, not a 500.
  return async (raw: unknown): Promise<T | ActionResult<never>> => unlessDatabaseDown(async () => {
    const check = await checkSalonUser(right);
    if (!check.ok) return fail(check.error, undefined, check.status);
    const user = check.user;
    return validatedAction(schema, (input: z.output<S>) => run(input, user))(raw) as Promise<T | ActionResult<never>>;
  });
}
