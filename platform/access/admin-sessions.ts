import 'server-only';
// Admin sessions (spec 2 §3, §7, §9): a 32-byte hex token lives only in the browser's cookie,
// the table holds its SHA-256 with the address and user agent, valid 24 hours. A lookup says
// why a token fails, because the session endpoint answers 'Hesap devre dışı' for a
// deactivated admin and 'Geçersiz veya süresi dolmuş token' for anything else.
import { and, eq, lte, ne } from 'drizzle-orm';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from '@/platform/access/tokens';
import { getDb } from '@/platform/db';
import { adminSessions, adminUsers, type AdminRole } from '@/platform/db/schema';

export const ADMIN_SESSION_HOURS = 24;
const SESSION_MS = ADMIN_SESSION_HOURS * 60 * 60 * 1000;

/** What the app may know about a signed-in admin: never the password hash. */
export interface SessionAdmin {
  id: string;
  email: string;
  fullName: string | null;
  role: AdminRole;
  /** The session row, so a password change can keep this one and end the others. */
  sessionId: string;
}

export type AdminSessionLookup =
  | { status: 'ok'; admin: SessionAdmin }
  | { status: 'invalid' }
  | { status: 'inactive' };

export interface AdminClient {
  ipAddress: string;
  userAgent?: string | null;
}

export async function createAdminSession(adminId: string, client: AdminClient, now = new Date()) {
  const db = await getDb();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  // Housekeeping: this admin's expired sessions are dead weight.
  await db.delete(adminSessions).where(and(eq(adminSessions.adminId, adminId), lte(adminSessions.expiresAt, now)));
  await db.insert(adminSessions).values({
    adminId,
    token: hashSessionToken(token),
    ipAddress: client.ipAddress,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

export async function findAdminSession(token: string | undefined, now = new Date()): Promise<AdminSessionLookup> {
  if (!looksLikeSessionToken(token)) return { status: 'invalid' };
  const db = await getDb();
  const [row] = await db
    .select({
      id: adminUsers.id, email: adminUsers.email, fullName: adminUsers.fullName, role: adminUsers.role,
      isActive: adminUsers.isActive, sessionId: adminSessions.id, expiresAt: adminSessions.expiresAt,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(eq(adminSessions.token, hashSessionToken(token)))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= now.getTime()) return { status: 'invalid' };
  if (!row.isActive) return { status: 'inactive' };
  return { status: 'ok', admin: { id: row.id, email: row.email, fullName: row.fullName, role: row.role, sessionId: row.sessionId } };
}

/** Logout: the session the cookie token belongs to. Returns the admin whose session it was. */
export async function deleteAdminSession(token: string | undefined): Promise<string | null> {
  if (!looksLikeSessionToken(token)) return null;
  const db = await getDb();
  const [row] = await db.delete(adminSessions)
    .where(eq(adminSessions.token, hashSessionToken(token)))
    .returning({ adminId: adminSessions.adminId });
  return row?.adminId ?? null;
}

/** Ends every session of one admin, except `keepSessionId` when given (the one changing the password). */
export async function deleteAdminSessionsOf(adminId: string, keepSessionId?: string): Promise<void> {
  const db = await getDb();
  await db.delete(adminSessions).where(keepSessionId
    ? and(eq(adminSessions.adminId, adminId), ne(adminSessions.id, keepSessionId))
    : eq(adminSessions.adminId, adminId));
}
