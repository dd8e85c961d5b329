// Real databases for tests: a fresh in-memory PGlite per call, and, when TEST_DATABASE_URL
// is set, a fresh throwaway database on that PostgreSQL server. Never a mock.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openConnection, type Connection } from '@/platform/db/connection';
import { migrate } from '@/platform/db/migrate';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  conn: Connection;
  /** Closes the connection and drops the throwaway database. */
  dispose(): Promise<void>;
}

export type DatabaseKind = TestDatabase['name'];

/** The kinds every database test runs on: PGlite always, PostgreSQL when configured. */
// In CI both engines are required: a run without PostgreSQL would pass on half the suite (issue 36, run S).
if (process.env.CI && !process.env.TEST_DATABASE_URL) throw new Error('CI runs the database tests on PostgreSQL too: TEST_DATABASE_URL is not set (.ci/run starts one)');
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** An empty database (no migrations applied). */
export async function createEmptyDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const conn = await openConnection({});
    return { name: kind, conn, dispose: () => conn.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const dbName = `salon_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const conn = await openConnection({ url: url.toString() });
  return {
    name: kind,
    conn,
    async dispose() {
      await conn.close();
      await admin.unsafe(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    },
  };
}

/** A database with every migration applied. */
export async function createMigratedDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const test = await createEmptyDatabase(kind);
  await migrate(test.conn);
  return test;
}
