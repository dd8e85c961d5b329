import 'server-only';
// unstable_cache for database reads. Next keeps these entries on disk (<distDir>/cache) across
// server restarts, but a fresh database (a new PGlite folder, a restored server) must never be
// answered from another database's entries: every key therefore includes the database's
// identity, read once per process (cluster system identifier + database name and oid).
import { unstable_cache } from 'next/cache';
import { getConnection } from '@/platform/db';
import type { Connection } from '@/platform/db/connection';
import { CACHE_REVALIDATE_SECONDS } from '@/platform/cache/tags';

const identities = new WeakMap<Connection, Promise<string>>();

async function readIdentity(conn: Connection): Promise<string> {
  try {
    const [row] = await conn.query<{ key: string }>(
      `select (select system_identifier::text from pg_control_system()) || ':' || current_database() || ':'
              || (select oid::text from pg_database where datname = current_database()) as key`,
    );
    if (row?.key) return row.key;
  } catch {
    // pg_control_system() not granted on this server: the server's start time is unique enough.
  }
  const [row] = await conn.query<{ key: string }>(`select current_database() || ':' || pg_postmaster_start_time()::text as key`);
  return row.key;
}

export async function databaseIdentity(): Promise<string> {
  const conn = await getConnection();
  let identity = identities.get(conn);
  if (!identity) {
    identity = readIdentity(conn).catch((error) => {
      identities.delete(conn);
      throw error;
    });
    identities.set(conn, identity);
  }
  return identity;
}

/**
 * `fn` cached under `key` + the database identity + its arguments (JSON), tagged with `tags`
 * (static, or computed from the arguments) and refreshed at least every CACHE_REVALIDATE_SECONDS.
 * Results must be JSON (no Date objects): that is how Next stores them.
 */
export function cachedQuery<A extends unknown[], R>(
  key: string,
  tags: string[] | ((...args: A) => string[]),
  fn: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  const run = (_database: string, ...args: A) => fn(...args);
  const options = (args: A) => ({ tags: typeof tags === 'function' ? tags(...args) : tags, revalidate: CACHE_REVALIDATE_SECONDS });
  const shared = typeof tags === 'function' ? null : unstable_cache(run, [key], options([] as unknown as A));
  return async (...args: A) => {
    const database = await databaseIdentity();
    const cached = shared ?? unstable_cache(run, [key], options(args));
    return cached(database, ...args);
  };
}
