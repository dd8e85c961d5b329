import 'server-only';
// Who is asking: reads the session cookies and checks them against the database on every call.
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { findAdminBySessionToken, findCustomerBySessionToken, type SessionAdmin, type SessionCustomer } from '@/lib/db/sessions';

export const CUSTOMER_COOKIE = 'customer_session';
export const ADMIN_COOKIE = 'admin_session';

export async function getCurrentCustomer(): Promise<SessionCustomer | null> {
  return findCustomerBySessionToken((await cookies()).get(CUSTOMER_COOKIE)?.value);
}

export async function getCurrentAdmin(): Promise<SessionAdmin | null> {
  return findAdminBySessionToken((await cookies()).get(ADMIN_COOKIE)?.value);
}

/** For every admin page, action and route: the proxy's cookie check is only a coarse filter. */
export async function requireAdmin(): Promise<SessionAdmin> {
  const admin = await getCurrentAdmin();
  if (!admin) redirect('/admin/login');
  return admin;
}
