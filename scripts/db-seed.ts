// npm run db:seed — migrates, then seeds DATABASE_URL (else the embedded database). Safe to rerun.
import { env } from '../lib/env';
import { openConnection } from '../lib/db/connection';
import { migrate } from '../lib/db/migrate';
import { seed } from '../lib/db/seed';
import { seedOptionsFromEnv } from '../lib/db/seed-options';

const conn = await openConnection({ url: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
try {
  await migrate(conn);
  const started = Date.now();
  await seed(conn, seedOptionsFromEnv());
  console.log(`Seed complete in ${Date.now() - started} ms`);
} finally {
  await conn.close();
}
