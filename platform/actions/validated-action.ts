import 'server-only';
// The one wrapper around every mutation: parse the input with zod on the server, check who
// is asking, then run. A bad input returns Turkish field errors and writes nothing.
import type { z } from 'zod';
import { getCurrentCustomer } from '@/platform/access/session';
import type { SessionCustomer } from '@/platform/access/customer-session-lookup';
import { INVALID_INPUT_MESSAGE } from '@/platform/text/input';
import { isDatabaseUnavailable, unavailableReason } from '@/platform/db/unavailable';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@/platform/http/json';
import { fail, type ActionResult } from './result';

export { INVALID_INPUT_MESSAGE };
export const LOGIN_REQUIRED_MESSAGE = 'Lütfen önce giriş yapın';

/** First message per field, keyed by the field's dotted path. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * Runs an action's work (its session check included) so that an unreachable database is the
 * Turkish 503 answer route handlers give (platform/http/json.ts), not Next's bare 500 digest
 * (issue 28). A write that failed this way was not committed: the form may simply retry.
 */
export async function unlessDatabaseDown<T extends ActionResult<unknown>>(work: () => Promise<T>): Promise<T | ActionResult<never>> {
  try {
    return await work();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error('[action] database unavailable:', unavailableReason(error));
    return fail(SERVICE_UNAVAILABLE_MESSAGE, undefined, 503);
  }
}

export function validatedAction<S extends z.ZodType, R>(
  schema: S,
  run: (input: z.output<S>) => Promise<ActionResult<R>>,
) {
  return async (raw: unknown): Promise<ActionResult<R>> => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      return fail(Object.values(fieldErrors)[0] ?? INVALID_INPUT_MESSAGE, fieldErrors, 400);
    }
    return unlessDatabaseDown(() => run(parsed.data));
  };
}

/** Like validatedAction, for signed-in customers only; `customer` comes from the session, never the input. */
export function customerAction<S extends z.ZodType, R>(
  schema: S,
  run: (input: z.output<S>, customer: SessionCustomer) => Promise<ActionResult<R>>,
) {
  return validatedAction(schema, async (input: z.output<S>) => {
    const customer = await getCurrentCustomer();
    if (!customer) return fail(LOGIN_REQUIRED_MESSAGE, undefined, 401);
    return run(input, customer);
  });
}
