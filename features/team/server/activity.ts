import 'server-only';
// A salon's activity log (salon_activity_logs): what was changed on the team screen, by whom,
// in Turkish words, newest first. Written in the same transaction as the change it tells of, so
// a change that rolls back leaves no line. Callers never pass a password or its hash.
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/platform/db';
import { salonActivityLogs, users } from '@/platform/db/schema';

type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SalonActivityEntry {
  action: string;
  description: string;
  target?: string | null;
}

export async function logSalonActivity(q: Queryable, salonId: string, actorId: string | null, entry: SalonActivityEntry): Promise<void> {
  await q.insert(salonActivityLogs).values({
    salonId, userId: actorId, action: entry.action,
    description: entry.description.slice(0, 1000), target: entry.target?.slice(0, 200) ?? null,
  });
}

export const ACTIVITY_PAGE_SIZE = 20;

export interface SalonActivityRow {
  id: string;
  action: string;
  description: string;
  target: string | null;
  createdAt: Date;
  /** Who did it: 'Ad Soyad (kullanıcı adı)', or null when that user no longer exists. */
  actor: string | null;
}

export interface SalonActivityPage {
  rows: SalonActivityRow[];
  page: number;
  pageCount: number;
  total: number;
}

/** One page (1-based) of the salon's log, newest first; a page past the end is the last one. */
export async function loadSalonActivity(salonId: string, page: number): Promise<SalonActivityPage> {
  const db = await getDb();
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(salonActivityLogs)
    .where(eq(salonActivityLogs.salonId, salonId));
  const pageCount = Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await db
    .select({
      id: salonActivityLogs.id, action: salonActivityLogs.action, description: salonActivityLogs.description,
      target: salonActivityLogs.target, createdAt: salonActivityLogs.createdAt,
      firstName: users.firstName, lastName: users.lastName, username: users.username,
    })
    .from(salonActivityLogs)
    // The actor's own salon only: a user moved elsewhere is still named, never another salon's.
    .leftJoin(users, and(eq(users.id, salonActivityLogs.userId), eq(users.salonId, salonId)))
    .where(eq(salonActivityLogs.salonId, salonId))
    .orderBy(desc(salonActivityLogs.createdAt), desc(salonActivityLogs.id))
    .limit(ACTIVITY_PAGE_SIZE)
    .offset((current - 1) * ACTIVITY_PAGE_SIZE);
  return {
    rows: rows.map((r) => ({
      id: r.id, action: r.action, description: r.description, target: r.target, createdAt: r.createdAt,
      actor: r.username ? `${r.firstName} ${r.lastName} (${r.username})` : null,
    })),
    page: current, pageCount, total,
  };
}
