import 'server-only';
// Loader of the admin accounts screen: checks the caller is a superadmin before reading.
import { listAdminAccounts, type AdminAccountQuery } from '@/platform/access/admin-users';
import { SUPERADMIN } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';

export async function loadAdminAccounts(query: AdminAccountQuery) {
  await requireAdmin(SUPERADMIN);
  return listAdminAccounts(query);
}
