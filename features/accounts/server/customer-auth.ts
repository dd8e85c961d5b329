import 'server-only';
// Customer registration, login and logout, independent of Next's request APIs so the rules can
// be tested against a real database. The server actions (features/accounts/actions.public.ts) add the cookie.
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { insertCustomer, findCustomerCredentialsByPhone, updateCustomerPasswordHash } from '@/features/accounts/server/customers';
import { createCustomerSession, deleteCustomerSession, type NewSession } from '@/platform/access/customer-sessions';
import type { SessionCustomer } from '@/platform/access/customer-session-lookup';
import type { LoginData, RegisterData } from '@/features/accounts/schema';
import { burnPasswordCheck, hashPassword, verifyPassword } from '@/platform/access/password';
import { admitSignIn, beginLoginAttempt, markLoginAttemptSucceeded, TOO_MANY_ATTEMPTS_MESSAGE } from '@/platform/access/rate-limit';

export const WRONG_CREDENTIALS_MESSAGE = 'Telefon numarası veya şifre hatalı';
export const NO_PASSWORD_MESSAGE = 'Bu hesap için şifre tanımlanmamış. Lütfen yönetici ile iletişime geçin.';
export const DUPLICATE_PHONE_MESSAGE = 'Bu telefon numarası zaten kayıtlı';

export interface ClientInfo {
  ipAddress: string;
  userAgent?: string | null;
  /** The session token the browser already holds; a new login replaces that session. */
  previousToken?: string;
}

/** Never leaves the server: the action sets the cookie from `session` and returns only names. */
export interface SignedIn {
  customer: SessionCustomer;
  session: NewSession;
}

export async function registerCustomer(input: RegisterData, client: ClientInfo, now = new Date()): Promise<ActionResult<SignedIn>> {
  // Limited per phone and per client address like sign-in, and cheap checks first: a probe of
  // an existing phone is answered from one indexed read, without a bcrypt hash.
  const attempt = await beginLoginAttempt('registration', input.phone, client.ipAddress, now);
  if (attempt.blocked) return fail(TOO_MANY_ATTEMPTS_MESSAGE, undefined, 429);
  if (await findCustomerCredentialsByPhone(input.phone)) return duplicatePhone();

  const created = await insertCustomer({
    phone: input.phone,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    passwordHash: await hashPassword(input.password),
  });
  if (created === 'duplicate_phone') return duplicatePhone(); // registered in the meantime
  await deleteCustomerSession(client.previousToken);
  const session = await createCustomerSession(created.id, client, now);
  return ok({ customer: created, session });
}

function duplicatePhone() {
  return fail(DUPLICATE_PHONE_MESSAGE, { phone: DUPLICATE_PHONE_MESSAGE }, 409);
}

export async function loginCustomer(input: LoginData, client: ClientInfo, now = new Date()): Promise<ActionResult<SignedIn>> {
  // The limit is checked before any password work, per phone + address and per address.
  const attempt = await admitSignIn('customer', input.phone, client.ipAddress, now);
  if (attempt.blocked) return fail(TOO_MANY_ATTEMPTS_MESSAGE, undefined, 429);

  const found = await findCustomerCredentialsByPhone(input.phone);
  if (!found || !found.isActive) {
    await burnPasswordCheck(input.password);
    return fail(WRONG_CREDENTIALS_MESSAGE, undefined, 401);
  }
  if (!found.passwordHash) return fail(NO_PASSWORD_MESSAGE, undefined, 403);

  const check = await verifyPassword(input.password, found.passwordHash);
  if (!check.ok) return fail(WRONG_CREDENTIALS_MESSAGE, undefined, 401);

  await markLoginAttemptSucceeded(attempt.attemptId);
  // A legacy SHA-256 digest (or a weaker bcrypt cost) is replaced now that we know the password.
  if (check.needsRehash) await updateCustomerPasswordHash(found.id, await hashPassword(input.password));

  await deleteCustomerSession(client.previousToken);
  const session = await createCustomerSession(found.id, client, now);
  const customer: SessionCustomer = {
    id: found.id, phone: found.phone, firstName: found.firstName, lastName: found.lastName, email: found.email,
  };
  return ok({ customer, session });
}

export async function logoutCustomer(token: string | undefined): Promise<void> {
  await deleteCustomerSession(token);
}
