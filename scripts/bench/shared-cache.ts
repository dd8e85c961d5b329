// The shared Redis cache (REDIS_URL, server/shared-cache.cjs) against the file cache of the same
// run: an app server using Redis serves cached public pages at a ratio to its own /gizlilik that
// must be ≥ 0.9× the ratio of the file-cache server beside it (a cached page costs no round trip
// to Redis: it comes from the in-process layer). Then two app servers sharing that Redis are
// loaded together: pages per second across both, against one of them alone in the same run.
// Both need a database several processes can open, so this runs on PostgreSQL only.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { copyBuild, root } from '../../tests/support/app-server';
import { startRedis } from '../../tests/support/redis';
import type { Check } from './checks';
import { compareWithBaseline, loadTest, type LoadResult } from './load';
import { STATIC_PAGE } from './pages';

interface App { baseUrl: string; stop: () => Promise<void> }

export interface SharedCacheBenchOptions {
  /** The file-cache app of this run. */
  fileUrl: string;
  salonId: string;
  distDir: string;
  /** Starts the app on `distDir` with extra environment; resolves once it answers. */
  start: (distDir: string, env: Record<string, string>) => Promise<App>;
  durationSeconds: number;
  connections: number;
  rounds: number;
}

interface PageRatio { page: string; file: number; redis: number; redisToFile: number }

const HTML = { accept: 'text/html' };

async function ratioToStatic(baseUrl: string, page: string, o: SharedCacheBenchOptions): Promise<number> {
  for (const path of [page, STATIC_PAGE.path]) for (let i = 0; i < 3; i++) await (await fetch(new URL(path, baseUrl))).arrayBuffer(); // warm
  const c = await compareWithBaseline(new URL(page, baseUrl), new URL(STATIC_PAGE.path, baseUrl), {
    rounds: o.rounds, durationSeconds: o.durationSeconds, connections: o.connections, headers: HTML,
  });
  return c.ratio;
}

/** `connections` split over `urls` (one server's page each), loaded at once: their summed rate. */
async function loadTogether(urls: URL[], o: SharedCacheBenchOptions): Promise<LoadResult[]> {
  const connections = Math.max(1, Math.round(o.connections / urls.length));
  return Promise.all(urls.map((url) => loadTest(url, { connections, durationSeconds: o.durationSeconds, headers: HTML })));
}

export async function runSharedCacheBench(o: SharedCacheBenchOptions): Promise<{ results: unknown; checks: Check[] }> {
  const redis = await startRedis();
  const secondDir = `${o.distDir}-redis-second`;
  const apps: App[] = [];
  try {
    const env = { REDIS_URL: redis.url };
    apps.push(await o.start(o.distDir, env));
    const pages = { '/': '/', '/salonlar/istanbul': '/salonlar/istanbul', '/salon/{id}': `/salon/${o.salonId}` };
    const ratios: PageRatio[] = [];
    for (const [name, page] of Object.entries(pages)) {
      console.log(`  ${page}: vs ${STATIC_PAGE.path}, file cache then Redis cache, ${o.durationSeconds} s each...`);
      const file = await ratioToStatic(o.fileUrl, page, o);
      const redisRatio = await ratioToStatic(apps[0].baseUrl, page, o);
      ratios.push({ page: name, file, redis: redisRatio, redisToFile: redisRatio / (file || 1) });
    }
    console.table(ratios.map((r) => ({ page: r.page, 'file: vs static': r.file.toFixed(2), 'redis: vs static': r.redis.toFixed(2), 'redis ÷ file': r.redisToFile.toFixed(2) })));

    copyBuild(o.distDir, secondDir); // the second server's machine
    apps.push(await o.start(secondDir, env));
    const salon = (app: App) => new URL(`/salon/${o.salonId}`, app.baseUrl);
    console.log(`  /salon/{id} on one server, then on two sharing Redis, ${o.durationSeconds} s each...`);
    const [one] = await loadTogether([salon(apps[0])], o);
    const two = await loadTogether(apps.map(salon), o);
    const both = two.reduce((sum, r) => sum + r.requestsPerSecond, 0);
    console.log(`  one server ${one.requestsPerSecond.toFixed(0)} pages/s, two servers ${both.toFixed(0)} pages/s (${two.map((r) => r.requestsPerSecond.toFixed(0)).join(' + ')})`);
    const failures = [one, ...two].reduce((sum, r) => sum + r.non2xx + r.errors, 0);

    const checks: Check[] = ratios.map((r) => ({
      name: `postgresql redis cache ${r.page} req/s vs static, ÷ file cache's`, value: r.redisToFile, target: '≥ 0.9', ok: r.redisToFile >= 0.9,
    }));
    checks.push({ name: 'postgresql two servers sharing redis: errors', value: failures, target: '0', ok: failures === 0 });
    return {
      results: { pages: ratios, pagesPerSecond: { oneServer: one.requestsPerSecond, twoServers: both, twoToOne: both / (one.requestsPerSecond || 1) } },
      checks,
    };
  } finally {
    for (const app of apps) await app.stop();
    rmSync(path.join(root, secondDir), { recursive: true, force: true });
    await redis.destroy();
  }
}
