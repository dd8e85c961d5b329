import 'server-only';
// Loaders of the dashboard and activity screens: each checks the caller's level before reading.
import { appointmentsPerDay, dashboardStats } from '@/features/back-office/server/dashboard';
import { listActivities, recentActivities, type FeedQuery } from '@/features/back-office/server/feed';
import { ADMIN, hasLevel, screenAt } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';

export async function loadDashboard() {
  await requireAdmin(screenAt('/admin').level);
  const [stats, recent, perDay] = await Promise.all([dashboardStats(), recentActivities(), appointmentsPerDay()]);
  return { stats, recent, perDay };
}

/** The admin activity log is for admins and up (issue 24 #12); moderators see the other kinds. */
export async function loadActivities(query: FeedQuery) {
  const admin = await requireAdmin(screenAt('/admin/activities').level);
  return listActivities(query, { adminLog: hasLevel(admin.role, ADMIN) });
}
