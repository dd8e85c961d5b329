import 'server-only';
// Sessions of salon users (the panel at /panel): a 256-bit token lives only in the cookie, the
// table holds its SHA-256, valid 12 hours or, with 'Beni hatırla', 30 days (a front-desk tablet
// stays signed in). A session is only as good as its user and salon right now: a deactivated
// user or salon, or a user moved to another salon, fails the lookup on the next request; a
// password change or a deactivation also deletes the user's sessions outright.
import { and, eq, lte, ne, sql } from 'drizzle-orm';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from '@/platform/access/tokens';
import { effectivePermissions, type RolePermissions } from '@/platform/access/panel-permissions';
import { getDb } from '@/platform/db';
import { salonUserSessions, salons, userRoles, users } from '@/platform/db/schema';

export const SESSION_HOURS = 12;
export const REMEMBER_DAYS = 30;
const HOUR_MS = 60 * 60 * 1000;

/** What the panel may know about who is signed in: never the password hash. */
export interface SalonUser {
  userId: string;
  salonId: string;
  salonCode: string;
  salonName: string;
  username: string;
  firstName: string;
  lastName: string;
  roleName: string | null;
  permissions: RolePermissions;
  sessionId: string;
  /** The staff member this user is (team screen), whose calendar the user opens on. */
  staffId: string | null;
  /** The role limits the user to `staffId`'s calendar column (issue 28); no staffId then: no column. */
  ownCalendarOnly: boolean;
}

export interface SalonClient {
  ipAddress: string;
  userAgent?: string | null;
}

export function sessionLifetimeMs(remember: boolean): number {
  return remember ? REMEMBER_DAYS * 24 * HOUR_MS : SESSION_HOURS * HOUR_MS;
}

export async function createSalonSession(
  user: { id: string; salonId: string }, remember: boolean, client: SalonClient, now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const db = await getDb();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs(remember));
  // Housekeeping: this user's expired sessions are dead weight.
  await db.delete(salonUserSessions).where(and(eq(salonUserSessions.userId, user.id), lte(salonUserSessions.expiresAt, now)));
  await db.insert(salonUserSessions).values({
    userId: user.id, salonId: user.salonId, tokenHash: hashSessionToken(token), remember,
    ipAddress: client.ipAddress, userAgent: client.userAgent?.slice(0, 500) ?? null, expiresAt, createdAt: now,
  });
  return { token, expiresAt };
}

/** The signed-in user behind a cookie token, or null (unknown, expired, inactive, moved). */
export async function findSalonSession(token: string | undefined, now = new Date()): Promise<SalonUser | null> {
  if (!looksLikeSessionToken(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      sessionId: salonUserSessions.id, expiresAt: salonUserSessions.expiresAt, salonId: salonUserSessions.salonId,
      userId: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName,
      userSalonId: users.salonId, userActive: users.isActive, userPermissions: users.permissions, staffId: users.staffId,
      salonCode: salons.salonCode, salonName: salons.name, salonActive: salons.isActive,
      roleName: userRoles.name, rolePermissions: userRoles.permissions, roleSalonId: userRoles.salonId,
      roleOwnCalendarOnly: userRoles.ownCalendarOnly,
    })
    .from(salonUserSessions)
    .innerJoin(users, eq(users.id, salonUserSessions.userId))
    .innerJoin(salons, eq(salons.id, salonUserSessions.salonId))
    .leftJoin(userRoles, eq(userRoles.id, users.roleId))
    .where(eq(salonUserSessions.tokenHash, hashSessionToken(token)))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  if (!row.userActive || !row.salonActive || row.userSalonId !== row.salonId) return null;
  // A role of another salon (a hand-edited row) grants nothing here.
  const ownRole = row.roleSalonId === null || row.roleSalonId === row.salonId;
  const rolePermissions = ownRole ? row.rolePermissions : null;
  return {
    userId: row.userId, salonId: row.salonId, salonCode: row.salonCode, salonName: row.salonName,
    username: row.username, firstName: row.firstName, lastName: row.lastName, roleName: row.roleName,
    permissions: effectivePermissions(rolePermissions, row.userPermissions), sessionId: row.sessionId,
    staffId: row.staffId,
    // No role (or another salon's): no appointment rights anyway; a limit on the safe side.
    ownCalendarOnly: ownRole ? row.roleOwnCalendarOnly ?? true : true,
  };
}

/** Logout: the session the cookie token belongs to. Returns its user, if there was one. */
export async function deleteSalonSession(token: string | undefined): Promise<string | null> {
  if (!looksLikeSessionToken(token)) return null;
  const db = await getDb();
  const [row] = await db.delete(salonUserSessions)
    .where(eq(salonUserSessions.tokenHash, hashSessionToken(token)))
    .returning({ userId: salonUserSessions.userId });
  return row?.userId ?? null;
}

/** Ends every session of one user, except `keepSessionId` (the one changing its own password). */
export async function deleteSalonSessionsOf(userId: string, keepSessionId?: string): Promise<void> {
  const db = await getDb();
  await db.delete(salonUserSessions).where(keepSessionId
    ? and(eq(salonUserSessions.userId, userId), ne(salonUserSessions.id, keepSessionId))
    : eq(salonUserSessions.userId, userId));
}

/** Salon codes are shown in capitals; O and 0 look alike on paper, so either matches either. */
export function salonCodeKey(code: string): string {
  return code.trim().toUpperCase().replace(/O/g, '0');
}

export interface SalonLoginCandidate {
  id: string;
  salonId: string;
  passwordHash: string;
}

/** An active user of an active salon, by salon code (O/0 alike) and username (any case). */
export async function findSalonLoginCandidate(salonCode: string, username: string): Promise<SalonLoginCandidate | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, salonId: salons.id, passwordHash: users.passwordHash })
    .from(users)
    .innerJoin(salons, eq(salons.id, users.salonId))
    .where(and(
      sql`translate(${salons.salonCode}, 'O', '0') = ${salonCodeKey(salonCode)}`,
      sql`lower(${users.username}) = lower(${username.trim()})`,
      eq(users.isActive, true), eq(salons.isActive, true),
    ))
    .limit(1);
  return row ?? null;
}

export async function findSalonUserPasswordHash(userId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.hash ?? null;
}

/** The same password in a stronger hash (after a sign-in with a legacy one): sessions stay. */
export async function rehashSalonUserPassword(userId: string, passwordHash: string): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** A new password ends the user's other sessions (all of them when `keepSessionId` is not given). */
export async function setSalonUserPasswordHash(userId: string, passwordHash: string, keepSessionId?: string): Promise<void> {
  await rehashSalonUserPassword(userId, passwordHash);
  await deleteSalonSessionsOf(userId, keepSessionId);
}

/** Deactivating a user ends all of their sessions at once. */
export async function setSalonUserActive(userId: string, isActive: boolean): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ isActive }).where(eq(users.id, userId));
  if (!isActive) await deleteSalonSessionsOf(userId);
}
