// Two app servers as on two machines (each on its own copy of the suite's build) on one
// PostgreSQL database of their own (seeded) and one Redis of their own: what the shared-cache
// tests (README "Caching and several app servers") start, and the page requests they make.
import { rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { copyBuild, ensureBuild, root, startAppServer, type AppServer } from './app-server';
import { startRedis, type RedisServer } from './redis';
import { createSeededDatabase, type SeededDatabase } from './seeded-database';

export const DIST_DIR = '.next-test';
export const ADMIN = { email: 'admin@shared-cache.test', password: 'shared-cache-admin-password' };

export interface TwoServers {
  database: SeededDatabase;
  redis: RedisServer;
  a: AppServer;
  b: AppServer;
  sql: postgres.Sql;
  /** The demo salon DEMO01 (owner sahip_demo01 / demo1234). */
  demo: { id: string; code: string };
  /** Both servers' output, printed when a test fails. */
  output(): string;
  stop(): Promise<void>;
}

/** `name`: the test's own, for its database and B's build folder. */
export async function startTwoServers(name: string): Promise<TwoServers> {
  ensureBuild(DIST_DIR);
  const bDistDir = `${DIST_DIR}-${name}-b`;
  copyBuild(DIST_DIR, bDistDir);
  const admin = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  const [database, redis] = await Promise.all([createSeededDatabase(`${name.replace(/-/g, '_')}_${process.pid}`, admin), startRedis()]);
  const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, ...admin };
  const [a, b] = await Promise.all([startAppServer(DIST_DIR, env), startAppServer(bDistDir, env)]);
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  const [demo] = await sql<{ id: string; code: string }[]>`select id, salon_code as code from salons where salon_code = 'DEMO01'`;
  return {
    database, redis, a, b, sql, demo,
    output: () => `[server A]\n${a.output()}\n[server B]\n${b.output()}`,
    async stop() {
      await sql.end({ timeout: 1 });
      await Promise.all([a.stop(), b.stop()]);
      await redis.destroy();
      await database.drop();
      rmSync(path.join(root, bDistDir), { recursive: true, force: true });
    },
  };
}

export interface Page { url: string; status: number; cache: string | null; html: string; ms: number }

export async function page(server: AppServer, url: string): Promise<Page> {
  const started = performance.now();
  const res = await fetch(server.url + url, { headers: { accept: 'text/html' }, redirect: 'manual' });
  const html = await res.text();
  return { url, status: res.status, cache: res.headers.get('x-nextjs-cache'), html, ms: performance.now() - started };
}

/** Twice: the second answer is from the cache (the first may have rendered it). */
export async function cachedPage(server: AppServer, url: string): Promise<Page> {
  await page(server, url);
  return page(server, url);
}
