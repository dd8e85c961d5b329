import 'server-only';
// Who is asking: reads the session cookies and checks them against the database on every call.
import { cookies } from 'next/headers';
import { findCustomerBySessionToken, type SessionCustomer } from '@/platform/access/customer-session-lookup';

export const CUSTOMER_COOKIE = 'customer_session';
// Admin sessions: platform/access/admin-session.ts.

export async function getCurrentCustomer(): Promise<SessionCustomer | null> {
  return findCustomerBySessionToken((await cookies()).get(CUSTOMER_COOKIE)?.value);
}
