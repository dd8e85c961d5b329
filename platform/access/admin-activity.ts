import 'server-only';
// admin_activity_logs: who did what to which record, from which address (DESIGN.md).
import { getDb } from '@/platform/db';
import { adminActivityLogs } from '@/platform/db/schema';

export interface AdminActivityEntry {
  adminId: string | null;
  /** Upper-case verb: LOGIN, LOGOUT, PASSWORD_CHANGE, ADMIN_CREATE, ... */
  action: string;
  description?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  ipAddress: string;
  userAgent?: string | null;
}

export async function insertAdminActivity(entry: AdminActivityEntry, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.insert(adminActivityLogs).values({
    adminId: entry.adminId,
    action: entry.action,
    description: entry.description?.slice(0, 1000) ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    ipAddress: entry.ipAddress,
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
  });
}
