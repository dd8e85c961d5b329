import 'server-only';
// Admin sign-in, sign-out and password change (spec 2 §4, §5, §8), independent of Next's
// request APIs so the rules run against a real database in tests. The route handlers and
// actions add the cookie and the client's address.
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { burnPasswordCheck, hashPassword, verifyPassword } from '@/platform/access/password';
import { admitSignIn, markLoginAttemptSucceeded, TOO_MANY_ATTEMPTS_MESSAGE } from '@/platform/access/rate-limit';
import { insertAdminActivity } from '@/platform/access/admin-activity';
import { createAdminSession, deleteAdminSession, deleteAdminSessionsOf, type AdminClient, type SessionAdmin } from '@/platform/access/admin-sessions';
import { findActiveAdminByEmail, findAdminPasswordHash, markAdminLogin, updateAdminPasswordHash } from '@/platform/access/admin-users';
import { WRONG_CREDENTIALS_MESSAGE, type AdminLoginInput, type ChangePasswordInput } from './admin-schema';

export { WRONG_CREDENTIALS_MESSAGE };
export const INVALID_TOKEN_MESSAGE = 'Geçersiz veya süresi dolmuş token';
export const ACCOUNT_DISABLED_MESSAGE = 'Hesap devre dışı';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Mevcut şifre yanlış';
export const PASSWORD_UPDATE_FAILED_MESSAGE = 'Şifre güncellenemedi';
export const PASSWORD_CHANGED_MESSAGE = 'Şifre başarıyla değiştirildi';

export interface SignedInAdmin {
  admin: Omit<SessionAdmin, 'sessionId'>;
  session: { token: string; expiresAt: Date };
}

export async function loginAdmin(input: AdminLoginInput, client: AdminClient, now = new Date()): Promise<ActionResult<SignedInAdmin>> {
  const email = input.email.trim().toLowerCase();
  // The limit is checked before any password work, per e-mail + address and per address.
  const attempt = await admitSignIn('admin', email, client.ipAddress, now);
  if (attempt.blocked) return fail(TOO_MANY_ATTEMPTS_MESSAGE, undefined, 429);

  const found = await findActiveAdminByEmail(email);
  if (!found) {
    // Same bcrypt work as a wrong password, so the answer's timing does not reveal the e-mail.
    await burnPasswordCheck(input.password);
    return fail(WRONG_CREDENTIALS_MESSAGE, undefined, 401);
  }
  const check = await verifyPassword(input.password, found.passwordHash);
  if (!check.ok) return fail(WRONG_CREDENTIALS_MESSAGE, undefined, 401);

  await markLoginAttemptSucceeded(attempt.attemptId);
  if (check.needsRehash) await updateAdminPasswordHash(found.id, await hashPassword(input.password));
  await markAdminLogin(found.id, now);
  const session = await createAdminSession(found.id, client, now);
  await insertAdminActivity({
    adminId: found.id, action: 'LOGIN', description: `${found.email} giriş yaptı`,
    targetType: 'admin_user', targetId: found.id, ...client,
  }, now);
  const admin = { id: found.id, email: found.email, fullName: found.fullName, role: found.role };
  return ok({ admin, session });
}

export async function logoutAdmin(token: string | undefined, client: AdminClient, now = new Date()): Promise<void> {
  const adminId = await deleteAdminSession(token);
  if (adminId) {
    await insertAdminActivity({ adminId, action: 'LOGOUT', description: 'Çıkış yapıldı', targetType: 'admin_user', targetId: adminId, ...client }, now);
  }
}

/** Checks the current password, stores the new one (bcrypt cost 10) and ends every other session. */
export async function changeAdminPassword(admin: SessionAdmin, input: ChangePasswordInput): Promise<ActionResult<undefined>> {
  const stored = await findAdminPasswordHash(admin.id);
  if (!stored) return fail('Admin kullanıcı bulunamadı', undefined, 404);
  const check = await verifyPassword(input.currentPassword, stored);
  if (!check.ok) return fail(WRONG_CURRENT_PASSWORD_MESSAGE, { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE }, 400);
  if (!(await updateAdminPasswordHash(admin.id, await hashPassword(input.newPassword)))) {
    return fail(PASSWORD_UPDATE_FAILED_MESSAGE, undefined, 500);
  }
  await deleteAdminSessionsOf(admin.id, admin.sessionId);
  return ok(undefined, PASSWORD_CHANGED_MESSAGE);
}
