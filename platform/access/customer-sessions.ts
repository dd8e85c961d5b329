import 'server-only';
// Creating and ending customer sessions. Lookups are in ./sessions.ts.
// Only the SHA-256 of the cookie token is stored, so a leaked row cannot be replayed.
import { and, eq, lte } from 'drizzle-orm';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from '@/platform/access/tokens';
import { getDb } from '@/platform/db';
import { customerSessions } from '@/platform/db/schema';

/** A customer stays signed in for 30 days after logging in (a new login starts a new period). */
export const CUSTOMER_SESSION_DAYS = 30;
const SESSION_MS = CUSTOMER_SESSION_DAYS * 24 * 60 * 60 * 1000;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createCustomerSession(
  customerId: string,
  client: { ipAddress?: string | null; userAgent?: string | null },
  now = new Date(),
): Promise<NewSession> {
  const db = await getDb();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  // Housekeeping: this customer's expired sessions are dead weight.
  await db.delete(customerSessions)
    .where(and(eq(customerSessions.customerId, customerId), lte(customerSessions.expiresAt, now)));
  await db.insert(customerSessions).values({
    customerId,
    tokenHash: hashSessionToken(token),
    ipAddress: client.ipAddress ?? null,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

/** Ends the session the cookie token belongs to (logout, or a new login on the same browser). */
export async function deleteCustomerSession(token: string | undefined): Promise<void> {
  if (!looksLikeSessionToken(token)) return;
  const db = await getDb();
  await db.delete(customerSessions).where(eq(customerSessions.tokenHash, hashSessionToken(token)));
}
