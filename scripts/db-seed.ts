// npm run db:seed — migrates, then seeds DATABASE_URL (else the embedded database). Safe to rerun.
import { env } from '../platform/env';
import { openConnection } from '../platform/db/connection';
import { migrate } from '../platform/db/migrate';
import { seed } from '../platform/db/seed';
import { seedOptionsFromEnv } from '../platform/db/seed-options';

const conn = await openConnection({ url: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
try {
  await migrate(conn);
  const started = Date.now();
  await seed(conn, seedOptionsFromEnv());
  console.log(`Seed complete in ${Date.now() - started} ms`);
} finally {
  await conn.close();
}
