// The app's database handle: opened once per process, shared by every request.
// Embedded PGlite is migrated and seeded on first use; a PostgreSQL server is migrated
// and seeded with `npm run db:migrate` / `npm run db:seed` (see README).
import { env } from '@/platform/env';
import { openConnection, type Connection, type Db } from './connection';
import { migrate } from './migrate';
import { seed } from './seed';
import { seedOptionsFromEnv } from './seed-options';
import { DatabaseUnavailableError, markDatabaseDown } from './unavailable';

export type { Db } from './connection';

/** The app's database or an open transaction on it (what a read that may run inside a write takes). */
export type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * `next build` tries to prerender the per-request pages too (until they read the request); their
 * navbar and footer then fall back to defaults without a database, and need not say so.
 */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/**
 * `__salonDbState` tells server/start.mjs (same process) whether the database is still being
 * created: it then answers a short "preparing the database" page instead of leaving the first
 * visitor waiting on a fresh embedded database's migrations and seed.
 */
const globalForDb = globalThis as unknown as {
  __salonDb?: Promise<Connection>;
  __salonDbState?: 'preparing' | 'ready' | 'failed';
};

async function start(): Promise<Connection> {
  // DESIGN.md: `next build` needs no database. A page that reads data while being prerendered
  // fails the build here, instead of creating and seeding .data/pglite without the admin.
  if (isBuildPhase()) throw new Error('next build must not open the database');
  const conn = await openConnection({ url: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
  if (conn.kind === 'pglite') {
    await migrate(conn);
    await seed(conn, { ...seedOptionsFromEnv(), onlyIfEmpty: true });
    // Close PGlite cleanly so its files are never left half-written.
    const close = () => { void conn.close().finally(() => process.exit(0)); };
    process.once('SIGINT', close);
    process.once('SIGTERM', close);
  }
  return conn;
}

export function getConnection(): Promise<Connection> {
  if (!globalForDb.__salonDb) {
    globalForDb.__salonDbState = 'preparing';
    globalForDb.__salonDb = start().then((conn) => {
      globalForDb.__salonDbState = 'ready';
      return conn;
    }, (error) => {
      globalForDb.__salonDb = undefined; // let the next request try again
      globalForDb.__salonDbState = 'failed';
      markDatabaseDown();
      // Whatever the engine said, for the app this is "the database is unavailable": a 503.
      throw new DatabaseUnavailableError('the database could not be opened', { cause: error });
    });
  }
  return globalForDb.__salonDb;
}

export async function getDb(): Promise<Db> {
  return (await getConnection()).db;
}

/**
 * Readiness (GET /api/ready, and server/incremental-cache.cjs before it renders an expired page
 * again): whether the database answers a trivial query now. On PostgreSQL this goes through the
 * pool's bounds (connect and acquire timeouts), so it answers within about two seconds. Embedded
 * PGlite runs in this process and has no network to lose: it is not ready while it is still
 * being created (migrations and seed on first start) or when it failed to open.
 */
export async function isDatabaseReady(): Promise<boolean> {
  if (globalForDb.__salonDbState === 'preparing') return false;
  try {
    await (await getConnection()).queryText('select 1');
    return true;
  } catch {
    return false;
  }
}

// server/incremental-cache.cjs is loaded outside the app's bundle: it finds the check here.
(globalThis as unknown as { __salonDbReady?: () => Promise<boolean> }).__salonDbReady = isDatabaseReady;

/**
 * Tests only: make getDb() use a database the test created (in-memory PGlite or a throwaway
 * PostgreSQL database), so domain modules and route handlers run against a real database.
 */
export function useConnectionForTests(conn: Connection): void {
  globalForDb.__salonDb = Promise.resolve(conn);
}
