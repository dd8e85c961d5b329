// A second connection to a test database, as a second app server has: on PostgreSQL a new pool
// to the same database; PGlite lives in this process's memory, so there it is the same one.
import { openConnection, type Connection } from '@/platform/db/connection';
import type { TestDatabase } from './db';

export async function secondServer(test: TestDatabase): Promise<{ conn: Connection; close(): Promise<void> }> {
  if (test.name === 'pglite') return { conn: test.conn, close: async () => {} };
  const [{ name }] = await test.conn.query<{ name: string }>('select current_database() as name');
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const conn = await openConnection({ url: url.toString() });
  return { conn, close: () => conn.close() };
}
