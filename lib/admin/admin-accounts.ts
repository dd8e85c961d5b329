import 'server-only';
// Loader of the admin accounts screen: checks the caller is a superadmin before reading.
import { listAdminAccounts, type AdminAccountQuery } from '@/lib/db/admin-users';
import { SUPERADMIN } from './roles';
import { requireAdmin } from './session';

export async function loadAdminAccounts(query: AdminAccountQuery) {
  await requireAdmin(SUPERADMIN);
  return listAdminAccounts(query);
}
