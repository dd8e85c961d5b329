import 'server-only';
// Panel sign-in and sign-out, independent of Next's request APIs so the rules run against a
// real database in tests; the route handlers add the cookie and the client's address.
// Only an active user of an active salon gets in; every mismatch (unknown code, unknown user,
// inactive user or salon, wrong password) answers the same message after the same bcrypt work.
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { burnPasswordCheck, hashPassword, verifyPassword } from '@/platform/access/password';
import { admitSignIn, markLoginAttemptSucceeded, TOO_MANY_ATTEMPTS_MESSAGE } from '@/platform/access/rate-limit';
import {
  createSalonSession, deleteSalonSession, findSalonLoginCandidate, findSalonUserPasswordHash, rehashSalonUserPassword,
  salonCodeKey, setSalonUserPasswordHash, type SalonClient, type SalonUser,
} from '@/platform/access/salon-sessions';
import { PANEL_WRONG_CREDENTIALS_MESSAGE, type PanelLoginInput, type PanelPasswordInput } from './panel-schema';

export async function loginSalonUser(
  input: PanelLoginInput, client: SalonClient, now = new Date(),
): Promise<ActionResult<{ token: string; expiresAt: Date }>> {
  const identity = `${salonCodeKey(input.salonCode)}:${input.username.trim().toLocaleLowerCase('tr-TR')}`;
  const attempt = await admitSignIn('salon', identity, client.ipAddress, now);
  if (attempt.blocked) return fail(TOO_MANY_ATTEMPTS_MESSAGE, undefined, 429);

  const found = await findSalonLoginCandidate(input.salonCode, input.username);
  if (!found) {
    await burnPasswordCheck(input.password);
    return fail(PANEL_WRONG_CREDENTIALS_MESSAGE, undefined, 401);
  }
  const check = await verifyPassword(input.password, found.passwordHash);
  if (!check.ok) return fail(PANEL_WRONG_CREDENTIALS_MESSAGE, undefined, 401);

  await markLoginAttemptSucceeded(attempt.attemptId);
  // A legacy hash (the mobile app's, or a weaker cost) is upgraded; other sessions stay.
  if (check.needsRehash) await rehashSalonUserPassword(found.id, await hashPassword(input.password));
  return ok(await createSalonSession(found, input.remember, client, now));
}

export async function logoutSalonUser(token: string | undefined): Promise<void> {
  await deleteSalonSession(token);
}

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Mevcut şifre yanlış';

/** The signed-in user's own password: checks the current one, keeps this session, ends every other. */
export async function changeSalonUserPassword(user: SalonUser, input: PanelPasswordInput): Promise<ActionResult<undefined>> {
  const stored = await findSalonUserPasswordHash(user.userId);
  if (!stored || !(await verifyPassword(input.currentPassword, stored)).ok) {
    return fail(WRONG_CURRENT_PASSWORD_MESSAGE, { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE }, 400);
  }
  await setSalonUserPasswordHash(user.userId, await hashPassword(input.newPassword), user.sessionId);
  return ok(undefined, 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.');
}
