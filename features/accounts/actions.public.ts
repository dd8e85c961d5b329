'use server';
// Customer login, registration and logout. The session token goes only into an httpOnly
// cookie; the browser gets back the customer's name for the welcome toast, nothing else.
import { cookies, headers } from 'next/headers';
import { ok, type ActionResult } from '@/platform/actions/result';
import { validatedAction } from '@/platform/actions/validated-action';
import { loginCustomer, logoutCustomer, registerCustomer, type ClientInfo, type SignedIn } from '@/features/accounts/server/customer-auth';
import { CUSTOMER_COOKIE } from '@/platform/access/session';
import { SIGNED_IN_HINT_COOKIE } from '@/platform/access/signed-in-hint';
import { env } from '@/platform/env';
import { clientAddressFrom } from '@/platform/http/client-address';
import { loginSchema, registerSchema } from '@/features/accounts/schema';

export interface SignedInName {
  firstName: string;
  lastName: string;
}

async function clientInfo(): Promise<ClientInfo> {
  const h = await headers();
  return {
    ipAddress: clientAddressFrom(h),
    userAgent: h.get('user-agent'),
    previousToken: (await cookies()).get(CUSTOMER_COOKIE)?.value,
  };
}

/** Sets the session cookie and reduces the result to what the browser may see. */
async function startSession(result: ActionResult<SignedIn>): Promise<ActionResult<SignedInName>> {
  if (!result.ok) return result;
  const { customer, session } = result.data;
  const jar = await cookies();
  jar.set(CUSTOMER_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production',
    path: '/',
    expires: session.expiresAt,
  });
  // Readable by the page's scripts, carries no secret (see platform/access/signed-in-hint.ts).
  jar.set(SIGNED_IN_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure: env.NODE_ENV === 'production', path: '/', expires: session.expiresAt });
  return ok({ firstName: customer.firstName, lastName: customer.lastName });
}

export const loginAction = validatedAction(loginSchema, async (input) =>
  startSession(await loginCustomer(input, await clientInfo())));

export const registerAction = validatedAction(registerSchema, async (input) =>
  startSession(await registerCustomer(input, await clientInfo())));

export async function logoutAction(): Promise<void> {
  const jar = await cookies();
  await logoutCustomer(jar.get(CUSTOMER_COOKIE)?.value);
  jar.delete(CUSTOMER_COOKIE);
  jar.delete(SIGNED_IN_HINT_COOKIE);
}
