import 'server-only';
// Customer session lookups (admin sessions: ./admin-sessions.ts). A missing, malformed or expired token is simply
// "nobody": callers treat it as signed out, never as an error.
import { and, eq, gt } from 'drizzle-orm';
import { hashSessionToken, looksLikeSessionToken } from '@/platform/access/tokens';
import { getDb } from '@/platform/db';
import { customerSessions, customers } from '@/platform/db/schema';

/** What the app may know about a signed-in customer: never the password hash. */
export interface SessionCustomer {
  id: string;
  phone: string;
  firstName: string;
  lastName: string;
  email: string | null;
}

export async function findCustomerBySessionToken(token: string | undefined, now = new Date()): Promise<SessionCustomer | null> {
  if (!looksLikeSessionToken(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: customers.id, phone: customers.phone, firstName: customers.firstName, lastName: customers.lastName, email: customers.email })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(and(eq(customerSessions.tokenHash, hashSessionToken(token)), gt(customerSessions.expiresAt, now), eq(customers.isActive, true)))
    .limit(1);
  return row ?? null;
}
