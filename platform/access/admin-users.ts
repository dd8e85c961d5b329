import 'server-only';
// Platform admin accounts (spec 2 §3, §7): sign-in lookups, password changes and the
// superadmins' account screen. There is always at least one active superadmin: demoting or
// deactivating the last one is refused inside a transaction that locks the superadmin rows,
// so two parallel requests cannot both pass the check.
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { likePattern, offsetOf, pageOf, type Paged, type TableQuery } from '@/platform/http/table-query';
import { getDb } from '@/platform/db';
import { adminUsers, type AdminRole } from '@/platform/db/schema';

export interface AdminCredentials {
  id: string;
  email: string;
  fullName: string | null;
  role: AdminRole;
  passwordHash: string;
}

/** Only an active admin with that e-mail (case-insensitive) can sign in. */
export async function findActiveAdminByEmail(email: string): Promise<AdminCredentials | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, fullName: adminUsers.fullName, role: adminUsers.role, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(and(sql`lower(${adminUsers.email}) = ${email.trim().toLowerCase()}`, eq(adminUsers.isActive, true)))
    .limit(1);
  return row ?? null;
}

export async function markAdminLogin(adminId: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.update(adminUsers).set({ lastLogin: now }).where(eq(adminUsers.id, adminId));
}

export async function findAdminPasswordHash(adminId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ hash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, adminId)).limit(1);
  return row?.hash ?? null;
}

export async function updateAdminPasswordHash(adminId: string, passwordHash: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, adminId)).returning({ id: adminUsers.id });
  return rows.length === 1;
}

export interface AdminAccountRow {
  id: string;
  email: string;
  fullName: string | null;
  role: AdminRole;
  isActive: boolean;
  lastLogin: Date | null;
  createdAt: Date;
}

export const ADMIN_ACCOUNT_TABLE = {
  sorts: ['createdAt', 'email', 'fullName', 'role', 'lastLogin'],
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  filters: ['all', 'active', 'inactive', 'superadmin', 'admin', 'moderator'],
  defaultFilter: 'all',
} as const;
export type AdminAccountQuery = TableQuery<(typeof ADMIN_ACCOUNT_TABLE.sorts)[number], (typeof ADMIN_ACCOUNT_TABLE.filters)[number]>;

const SORT_COLUMNS = {
  createdAt: adminUsers.createdAt, email: adminUsers.email, fullName: adminUsers.fullName,
  role: adminUsers.role, lastLogin: adminUsers.lastLogin,
} as const;

export async function listAdminAccounts(query: AdminAccountQuery): Promise<Paged<AdminAccountRow>> {
  const db = await getDb();
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(adminUsers.email, pattern), ilike(adminUsers.fullName, pattern))!);
  }
  if (query.filter === 'active') conditions.push(eq(adminUsers.isActive, true));
  else if (query.filter === 'inactive') conditions.push(eq(adminUsers.isActive, false));
  else if (query.filter !== 'all') conditions.push(eq(adminUsers.role, query.filter));
  const where = conditions.length ? and(...conditions) : undefined;
  const column = SORT_COLUMNS[query.sort];
  const order = query.dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;

  const [rows, [{ n }]] = await Promise.all([
    db.select({
      id: adminUsers.id, email: adminUsers.email, fullName: adminUsers.fullName, role: adminUsers.role,
      isActive: adminUsers.isActive, lastLogin: adminUsers.lastLogin, createdAt: adminUsers.createdAt,
    }).from(adminUsers).where(where).orderBy(order, asc(adminUsers.id)).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ n: count() }).from(adminUsers).where(where),
  ]);
  return pageOf(rows, n, query);
}

export type CreateAdminResult = { id: string } | 'duplicate_email';

export async function insertAdminAccount(input: { email: string; fullName: string; role: AdminRole; passwordHash: string }): Promise<CreateAdminResult> {
  const db = await getDb();
  const rows = await db.insert(adminUsers)
    .values({ email: input.email.toLowerCase(), fullName: input.fullName, role: input.role, passwordHash: input.passwordHash })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  return rows[0] ?? 'duplicate_email';
}

export type AccountChange = 'ok' | 'not_found' | 'last_superadmin';

/**
 * Changes one account's role and/or active flag, refusing a change that would leave no
 * active superadmin. Locks the active superadmin rows first so parallel changes serialise.
 */
export async function changeAdminAccount(adminId: string, change: { role?: AdminRole; isActive?: boolean }): Promise<AccountChange> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const supers = await tx.select({ id: adminUsers.id }).from(adminUsers)
      .where(and(eq(adminUsers.role, 'superadmin'), eq(adminUsers.isActive, true))).for('update');
    const [target] = await tx.select({ role: adminUsers.role, isActive: adminUsers.isActive }).from(adminUsers)
      .where(eq(adminUsers.id, adminId)).for('update');
    if (!target) return 'not_found';
    const wasActiveSuper = target.role === 'superadmin' && target.isActive;
    const staysActiveSuper = (change.role ?? target.role) === 'superadmin' && (change.isActive ?? target.isActive);
    if (wasActiveSuper && !staysActiveSuper && supers.length <= 1) return 'last_superadmin';
    await tx.update(adminUsers).set(change).where(eq(adminUsers.id, adminId));
    return 'ok';
  });
}

export async function findAdminAccount(adminId: string): Promise<AdminAccountRow | null> {
  const db = await getDb();
  const [row] = await db.select({
    id: adminUsers.id, email: adminUsers.email, fullName: adminUsers.fullName, role: adminUsers.role,
    isActive: adminUsers.isActive, lastLogin: adminUsers.lastLogin, createdAt: adminUsers.createdAt,
  }).from(adminUsers).where(eq(adminUsers.id, adminId)).limit(1);
  return row ?? null;
}
