// `npm run bench`: builds the production app into its own folder (.next-bench), starts it on a
// free port with a freshly seeded embedded database (.data/bench), loads the public pages with
// autocannon next to a static page of the same app, writes bench-results/*.json and stops the
// server. When scripts/bench/booking.ts exists (issue 4) it runs after the pages, given the
// base URL: export `runBookingBench({ baseUrl })` (or a default function) returning JSON-able results.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPaytrDouble } from '../paytr-double/server.mjs';
import { printPagesTable, runPagesBench } from './pages';
import { printRegistrationResult, runRegistrationBench } from './registration';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST_DIR = '.next-bench';
const DATA_DIR = '.data/bench';
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The app pays through the local PayTR double (scripts/paytr-double) with these made-up credentials. */
const BENCH_MERCHANT = { id: '100300', key: 'BENCHMERCHANTKEY', salt: 'BENCHMERCHANTSLT' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function appEnv(baseUrl: string, paytrBase = 'https://www.paytr.com'): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PAYTR_API_BASE: paytrBase,
    PAYTR_MERCHANT_ID: BENCH_MERCHANT.id,
    PAYTR_MERCHANT_KEY: BENCH_MERCHANT.key,
    PAYTR_MERCHANT_SALT: BENCH_MERCHANT.salt,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: DIST_DIR,
    PGLITE_DATA_DIR: DATA_DIR,
    SITE_URL: baseUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: '', // always the embedded database, whatever the shell has set
  };
}

async function waitUntilReady(baseUrl: string, server: ChildProcess, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with code ${server.exitCode}`);
    try {
      // The first request creates, migrates and seeds the embedded database.
      const response = await fetch(new URL('/', baseUrl), { signal: AbortSignal.timeout(60_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`The app did not answer at ${baseUrl} within ${timeoutMs / 1000} s`);
}

async function findSalonId(baseUrl: string): Promise<string> {
  const html = await (await fetch(new URL('/salonlar?q=I%C5%9F%C4%B1l', baseUrl))).text();
  const match = html.match(/href="\/salon\/([0-9a-f-]{36})"/);
  if (!match) throw new Error('No salon link found on /salonlar (is the demo data seeded?)');
  return match[1];
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || !server.pid) return resolve();
    server.once('exit', () => resolve());
    // The server runs in its own process group (detached): stop npx and next together.
    try { process.kill(-server.pid, 'SIGTERM'); } catch { resolve(); }
    setTimeout(() => { try { process.kill(-server.pid!, 'SIGKILL'); } catch { /* gone */ } }, 10_000).unref();
  });
}

async function main() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const paytr = await startPaytrDouble({
    port: 0, merchants: [{ ...BENCH_MERCHANT }], notifyUrl: `${baseUrl}/api/paytr/callback`, retryIntervalMs: 1000,
  });
  const env = appEnv(baseUrl, paytr.url);

  console.log(`Building into ${DIST_DIR} ...`);
  const build = spawnSync('npx', ['next', 'build'], { cwd: ROOT, env, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('next build failed');

  rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true });
  console.log(`Starting the app on ${baseUrl} with a fresh database in ${DATA_DIR} ...`);
  const server = spawn('node', ['server/start.mjs'], {
    cwd: ROOT, env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  server.stdout?.on('data', (chunk) => log.push(String(chunk)));
  server.stderr?.on('data', (chunk) => log.push(String(chunk)));

  try {
    await waitUntilReady(baseUrl, server);
    const salonId = await findSalonId(baseUrl);
    console.log(`Ready. Loading pages (salon ${salonId}) ...`);
    const pages = await runPagesBench({ baseUrl, salonId, durationSeconds: DURATION_SECONDS, connections: CONNECTIONS });
    printPagesTable(pages);

    const results: Record<string, unknown> = {
      date: new Date().toISOString(),
      node: process.version,
      durationSeconds: DURATION_SECONDS,
      connections: CONNECTIONS,
      pages,
    };

    const bookingModule = path.join(ROOT, 'scripts/bench/booking.ts');
    if (existsSync(bookingModule)) {
      console.log('Running scripts/bench/booking.ts ...');
      const booking = (await import('./booking' + '.ts')) as {
        runBookingBench?: (opts: { baseUrl: string }) => Promise<unknown>;
        default?: (opts: { baseUrl: string }) => Promise<unknown>;
      };
      const run = booking.runBookingBench ?? booking.default;
      if (typeof run === 'function') results.booking = await run({ baseUrl });
      else console.warn('scripts/bench/booking.ts exports neither runBookingBench nor a default function');
    }

    console.log('Running scripts/bench/registration.ts ...');
    const registration = await runRegistrationBench({ baseUrl, merchantKey: BENCH_MERCHANT.key, merchantSalt: BENCH_MERCHANT.salt });
    printRegistrationResult(registration);
    results.registration = registration;

    const outDir = path.join(ROOT, 'bench-results');
    mkdirSync(outDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    writeFileSync(path.join(outDir, `pages-${stamp}.json`), JSON.stringify(results, null, 2));
    writeFileSync(path.join(outDir, 'latest.json'), JSON.stringify(results, null, 2));
    console.log(`Results written to bench-results/pages-${stamp}.json and bench-results/latest.json`);
  } catch (error) {
    console.error(log.join('').split('\n').slice(-40).join('\n'));
    throw error;
  } finally {
    await stop(server);
    await paytr.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
