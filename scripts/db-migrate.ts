// npm run db:migrate — applies supabase/migrations to DATABASE_URL, else to the embedded database.
import { env } from '../platform/env';
import { openConnection } from '../platform/db/connection';
import { migrate } from '../platform/db/migrate';

const conn = await openConnection({ url: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
try {
  const applied = await migrate(conn);
  const target = env.DATABASE_URL ? 'PostgreSQL' : `PGlite (${env.PGLITE_DATA_DIR})`;
  console.log(applied.length ? `${target}: applied ${applied.join(', ')}` : `${target}: already up to date`);
} finally {
  await conn.close();
}
