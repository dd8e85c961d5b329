// `npm run bench`: builds the production app once into its own folder (.next-bench), then for
// each database — the embedded one (a fresh PGlite folder, .data/bench) and, when DATABASE_URL
// or TEST_DATABASE_URL is set, a fresh database on that PostgreSQL server — starts the app
// through server/start.mjs, runs every section below against it and stops it. Every figure is
// a ratio to a baseline of the same run (the static page /gizlilik, or the no-op route
// handler /api/health for the slots endpoint), checked against its target at the end.
// On PostgreSQL it also starts a second app server (own build folder copy, own cache) and
// checks that a change to the shared database shows there within 60 s.
// Results go to bench-results/*.json.
//
// To add a section (e.g. scripts/bench/registration.ts), append to SECTIONS: it gets the base
// URL, a salon id and the database kind, and returns JSON-able results plus its checks.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { runBookingBench } from './booking';
import { printChecks, type Check } from './checks';
import { runCompressionBench } from './compression';
import { jsChecks, measureJs } from './js-size';
import { LIGHTHOUSE_BASELINE, lighthouseChecks, runLighthouse } from './lighthouse';
import { runMultiServerCheck } from './multi-server';
import { runNginxBench } from './nginx';
import { pageChecks, printPagesTable, runPagesBench, SEARCH_PATH } from './pages';
import { startPaytrDouble } from '../paytr-double/server.mjs';
import { printRegistrationResult, runRegistrationBench } from './registration';
import { runSharedCacheBench } from './shared-cache';
import { freePort } from '../../tests/support/free-port';
import { stopProcessGroup } from './process-group';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST_DIR = '.next-bench';
const DATA_DIR = '.data/bench';
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
/** BENCH_ONLY=pages,lighthouse runs only the sections named (the app's sections by name; 'admin', 'panel', 'reports', 'dev start' for the separate scripts). */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((name) => name.trim())) : null;
const selected = (name: string) => !ONLY || ONLY.has(name);
/** The app pays through the local PayTR double (scripts/paytr-double) with these made-up credentials. */
const BENCH_MERCHANT = { id: '100300', key: 'BENCHMERCHANTKEY', salt: 'BENCHMERCHANTSLT' };
const POSTGRES_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '';

type DatabaseKind = 'embedded' | 'postgresql';

interface SectionContext { baseUrl: string; salonId: string; database: DatabaseKind; databaseUrl: string }
interface Section {
  name: string;
  /** Runs only on these databases (default: all). */
  databases?: DatabaseKind[];
  run(ctx: SectionContext): Promise<{ results: unknown; checks: Check[] }>;
}

const SECTIONS: Section[] = [
  {
    name: 'pages',
    async run({ baseUrl, salonId, database }) {
      const pages = await runPagesBench({ baseUrl, salonId, durationSeconds: DURATION_SECONDS, connections: CONNECTIONS, rounds: ROUNDS });
      printPagesTable(pages);
      return { results: pages, checks: pageChecks(pages, salonId, database) };
    },
  },
  {
    // The shared Redis cache (REDIS_URL): cached pages vs /gizlilik beside the file cache's
    // ratio, and pages per second across two app servers sharing it.
    name: 'redis shared cache',
    databases: ['postgresql'],
    async run({ baseUrl, salonId, databaseUrl }) {
      return runSharedCacheBench({
        fileUrl: baseUrl, salonId, distDir: DIST_DIR, start: (distDir, env) => startApp(distDir, databaseUrl, env),
        durationSeconds: DURATION_SECONDS, connections: CONNECTIONS, rounds: ROUNDS,
      });
    },
  },
  {
    name: 'booking',
    async run({ baseUrl, database }) {
      const booking = await runBookingBench({ baseUrl });
      return {
        results: booking,
        checks: [
          { name: `${database} slots req/s vs no-op route`, value: booking.slots.ratioToBaseline, target: '≥ 0.5', ok: booking.slots.ratioToBaseline >= 0.5 },
          { name: `${database} booking contention`, value: booking.contention.filter((c) => c.ok).length, target: `${booking.contention.length} rounds OK`, ok: booking.ok },
        ],
      };
    },
  },
  {
    name: 'compressed responses (no target)',
    databases: ['embedded'],
    async run({ baseUrl, salonId }) {
      const results = await runCompressionBench({ baseUrl, paths: ['/gizlilik', `/salon/${salonId}`], durationSeconds: DURATION_SECONDS, connections: CONNECTIONS, rounds: ROUNDS });
      return { results, checks: [] };
    },
  },
  {
    // The cache tier in front (deploy/nginx): the salon page through nginx against its bytes as a static file.
    name: 'nginx cache tier',
    databases: ['embedded'],
    async run({ baseUrl, salonId }) {
      return runNginxBench({ appUrl: baseUrl, salonId, durationSeconds: DURATION_SECONDS, connections: CONNECTIONS, rounds: ROUNDS });
    },
  },
  {
    name: 'javascript',
    databases: ['embedded'],
    async run({ baseUrl, salonId }) {
      const sizes = await measureJs(baseUrl, [
        ...['/', '/salonlar', '/salonlar/istanbul', '/salonlar/istanbul/kadikoy', `/salon/${salonId}`, SEARCH_PATH]
          .map((p) => ({ path: p, limitKb: 215 })),
        { path: `/randevu/${salonId}`, limitKb: 250 },
      ]);
      console.table(sizes.map((s) => ({ page: s.path, files: s.files, 'gzip KB': s.gzipKb.toFixed(1), limit: s.limitKb })));
      return { results: sizes, checks: jsChecks(sizes) };
    },
  },
  {
    name: 'lighthouse',
    databases: ['embedded'],
    async run({ baseUrl, salonId }) {
      if (process.env.BENCH_LIGHTHOUSE === '0') return { results: 'skipped (BENCH_LIGHTHOUSE=0)', checks: [] };
      // Every public page beside the static one, in the same run (issue 28, item 17).
      const scores = await runLighthouse(baseUrl, [
        LIGHTHOUSE_BASELINE, '/', '/salonlar', '/salonlar/istanbul', '/salonlar/istanbul/kadikoy', `/salon/${salonId}`, `/randevu/${salonId}`,
      ]);
      console.table(scores.map(({ failedAudits, performanceRuns, ...rest }) => ({ ...rest, 'performance runs': performanceRuns.join(' / '), failed: failedAudits.join(' ') })));
      return { results: scores, checks: lighthouseChecks(scores) };
    },
  },
  {
    // Trial registrations per second under 20 concurrent registrations, PayTR callback p50/p99.
    name: 'registration',
    async run({ baseUrl }) {
      const registration = await runRegistrationBench({ baseUrl, merchantKey: BENCH_MERCHANT.key, merchantSalt: BENCH_MERCHANT.salt });
      printRegistrationResult(registration);
      return { results: registration, checks: [] };
    },
  },
];


function appEnv(baseUrl: string, databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: DIST_DIR,
    PGLITE_DATA_DIR: DATA_DIR,
    SITE_URL: baseUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl, // '' = the embedded database, whatever the shell has set
    ...benchMerchantEnv(),
    // The build fixes it into the Content-Security-Policy and the server checks it (server/build-env.mjs).
    PAYTR_API_BASE: `http://127.0.0.1:${paytrPort}`,
    // The load scripts play many visitors through X-Forwarded-For (scripts/bench/visitor.ts).
    TRUSTED_PROXY_HOPS: '1',
  };
}

/** The PayTR double's port, chosen before the build: one double at a time listens on it. */
let paytrPort = 0;

/** The seed creates the active paytr_settings row from these. */
function benchMerchantEnv() {
  return { PAYTR_MERCHANT_ID: BENCH_MERCHANT.id, PAYTR_MERCHANT_KEY: BENCH_MERCHANT.key, PAYTR_MERCHANT_SALT: BENCH_MERCHANT.salt };
}

async function waitUntilReady(baseUrl: string, server: ChildProcess, timeoutMs = 240_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode}`);
    try {
      // 503 "preparing the database" until the embedded database is created and seeded.
      const response = await fetch(new URL('/', baseUrl), { signal: AbortSignal.timeout(60_000) });
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The app did not answer at ${baseUrl} within ${timeoutMs / 1000} s`);
}

async function findSalonId(baseUrl: string): Promise<string> {
  const html = await (await fetch(new URL('/salonlar?q=I%C5%9F%C4%B1l', baseUrl))).text();
  const match = html.match(/href="\/salon\/([0-9a-f-]{36})"/);
  if (!match) throw new Error('No salon link found on /salonlar (is the demo data seeded?)');
  return match[1];
}


/** A fresh database on the PostgreSQL server, migrated and seeded with the demo data. */
async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `salon_bench_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const seeded = spawnSync('npx', ['tsx', 'scripts/db-seed.ts'], {
    cwd: ROOT, env: { ...process.env, ...benchMerchantEnv(), DATABASE_URL: url.toString(), SEED_DEMO: 'true' }, stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seeding the PostgreSQL database failed');
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

interface RunningApp { baseUrl: string; server: ChildProcess; log: string[]; readyMs: number; stop: () => Promise<void> }

/** Starts server/start.mjs on a free port with `distDir` and waits until '/' answers 200; the file cache unless `env` sets REDIS_URL. */
async function startApp(distDir: string, databaseUrl: string, env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Each app pays through its own PayTR double, which notifies that app's callback.
  const paytr = await startPaytrDouble({
    port: paytrPort, merchants: [{ ...BENCH_MERCHANT }], notifyUrl: `${baseUrl}/api/paytr/callback`, retryIntervalMs: 1000,
  });
  const server = spawn('node', ['server/start.mjs'], {
    cwd: ROOT,
    env: { ...appEnv(baseUrl, databaseUrl), NEXT_DIST_DIR: distDir, PORT: String(port), HOSTNAME: '127.0.0.1', REDIS_URL: '', ...env },
    detached: true, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  server.stdout?.on('data', (chunk) => log.push(String(chunk)));
  server.stderr?.on('data', (chunk) => log.push(String(chunk)));
  try {
    const readyMs = await waitUntilReady(baseUrl, server);
    return { baseUrl, server, log, readyMs, stop: () => stopProcessGroup(server).finally(() => paytr.close()) };
  } catch (error) {
    console.error(log.join('').split('\n').slice(-40).join('\n'));
    await stopProcessGroup(server);
    await paytr.close();
    throw error;
  }
}

async function benchOn(database: DatabaseKind, databaseUrl: string): Promise<{ results: Record<string, unknown>; checks: Check[] }> {
  // Each database starts from an empty page cache: cached pages are not keyed by database.
  rmSync(path.join(ROOT, DIST_DIR, 'server', 'route-cache'), { recursive: true, force: true });
  rmSync(path.join(ROOT, DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true });
  if (database === 'embedded') rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true });
  console.log(`\n=== ${database} database: starting the app ...`);
  const app = await startApp(DIST_DIR, databaseUrl);
  const { baseUrl } = app;

  const results: Record<string, unknown> = {};
  const checks: Check[] = [];
  try {
    results.firstPageMs = app.readyMs;
    const salonId = await findSalonId(baseUrl);
    console.log(`Ready on ${baseUrl} after ${app.readyMs} ms. Salon ${salonId}.`);
    for (const section of SECTIONS) {
      if (section.databases && !section.databases.includes(database)) continue;
      if (!selected(section.name)) continue;
      console.log(`\n--- ${database}: ${section.name}`);
      const outcome = await section.run({ baseUrl, salonId, database, databaseUrl });
      results[section.name] = outcome.results;
      checks.push(...outcome.checks);
    }
    if (database === 'postgresql' && selected('two app servers')) {
      console.log('\n--- postgresql: two app servers');
      const multi = await runMultiServerCheck({
        root: ROOT, distDir: DIST_DIR, databaseUrl, salonId,
        start: (distDir) => startApp(distDir, databaseUrl),
      });
      results.multiServer = { seconds: multi.seconds };
      checks.push(...multi.checks);
    }
    return { results, checks };
  } catch (error) {
    console.error(app.log.join('').split('\n').slice(-40).join('\n'));
    throw error;
  } finally {
    await app.stop();
  }
}

async function main() {
  const all: Record<string, unknown> = {
    date: new Date().toISOString(), node: process.version, durationSeconds: DURATION_SECONDS, connections: CONNECTIONS,
  };
  const checks: Check[] = [];
  const known = [...SECTIONS.map((section) => section.name), ...SEPARATE_SCRIPTS.map((script) => script.name)];
  const unknown = ONLY ? [...ONLY].filter((name) => !known.includes(name)) : [];
  if (unknown.length > 0) throw new Error(`BENCH_ONLY names no section: ${unknown.join(', ')} (sections: ${known.join(', ')})`);
  // BENCH_ONLY=panel (say) needs no build of its own: the separate scripts start their own.
  const appSections = SECTIONS.some((section) => selected(section.name));
  if (appSections) await benchApp(all, checks);

  runSeparateScripts(all, checks);

  console.log('\n=== Targets');
  printChecks(checks);
  all.checks = checks;

  const outDir = path.join(ROOT, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(path.join(outDir, `bench-${stamp}.json`), JSON.stringify({ ...all, only: ONLY ? [...ONLY] : undefined }, null, 2));
  // A partial run (BENCH_ONLY) does not replace the last whole record.
  if (!ONLY) writeFileSync(path.join(outDir, 'latest.json'), JSON.stringify(all, null, 2));
  console.log(`Results written to bench-results/bench-${stamp}.json${ONLY ? '' : ' and bench-results/latest.json'}`);
}

/** Builds the app and runs the selected sections on the embedded database, then on PostgreSQL when one is set. */
async function benchApp(all: Record<string, unknown>, checks: Check[]) {
  paytrPort = await freePort();
  console.log(`Building into ${DIST_DIR} ...`);
  const build = spawnSync('npx', ['next', 'build'], { cwd: ROOT, env: appEnv('http://127.0.0.1', ''), stdio: 'inherit' });
  if (build.status !== 0) throw new Error('next build failed');

  const embedded = await benchOn('embedded', '');
  all.embedded = embedded.results;
  checks.push(...embedded.checks);

  if (POSTGRES_URL) {
    const db = await createPostgresDatabase(POSTGRES_URL);
    try {
      const pg = await benchOn('postgresql', db.url);
      all.postgresql = pg.results;
      checks.push(...pg.checks);
    } finally {
      await db.drop();
    }
  } else {
    console.log('\n(PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to bench it too.)');
  }
}

/** The benches that start their own databases and servers, each in its own process. */
const SEPARATE_SCRIPTS = [
  // Admin back-office loaders at 35 and 10,000 salons (issue 10).
  { name: 'admin', script: 'admin.ts', jsonEnv: 'BENCH_ADMIN_JSON', key: 'admin' },
  // Salon panel screens and actions at a small and a large salon (issue 20).
  { name: 'panel', script: 'panel.ts', jsonEnv: 'BENCH_PANEL_JSON', key: 'panel' },
  // The salon's books at a busy salon's size (issues 30, 31): reports, the day's end, the day's bills.
  { name: 'reports', script: 'reports.ts', jsonEnv: 'BENCH_REPORTS_JSON', key: 'reports' },
  // A first `npm run dev` to the real landing page, fresh data directory vs existing (issue 28 item 19).
  { name: 'dev start', script: 'dev-start.ts', jsonEnv: 'BENCH_DEV_START_JSON', key: 'devStart', checked: true },
];

function runSeparateScripts(all: Record<string, unknown>, checks: Check[]) {
  mkdirSync(path.join(ROOT, DATA_DIR), { recursive: true }); // each script leaves its figures there
  for (const { name, script, jsonEnv, key, checked } of SEPARATE_SCRIPTS) {
    if (!selected(name)) continue;
    console.log(`\nRunning scripts/bench/${script} ...`);
    const json = path.join(ROOT, DATA_DIR, `${script.replace('.ts', '')}-bench.json`);
    const run = spawnSync('npx', ['tsx', `scripts/bench/${script}`], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, [jsonEnv]: json } });
    if (existsSync(json)) {
      all[key] = JSON.parse(readFileSync(json, 'utf8'));
      if (checked) checks.push(...(all[key] as { checks: Check[] }).checks);
    }
    if (run.status !== 0) console.warn(`scripts/bench/${script} reported a failure (see above)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
