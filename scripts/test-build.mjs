// The one production build the tests run (the outage test's app server runs it, every journey
// server a copy): `node scripts/test-build.mjs [folder]` builds into the folder (default
// .next-test; an argument, since NEXT_DIST_DIR is each journey server's copy) unless a build
// newer than every source file is already there, so `npm test` builds once, not once per user
// (issue 36: the second build cost about three minutes of the suite).
// The build must not open the database (DESIGN.md): it runs with PGLITE_DATA_DIR pointing at
// a folder that must still not exist afterwards. What it fixes at build time (the PayTR address
// in the CSP) is scripts/test-build-env.mjs's, for every server that runs it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { testBuildEnv } from './test-build-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.argv[2] ?? '.next-test';
/** What a build is made of: a change to any of these makes a new build. */
const SOURCES = [
  'app', 'components', 'features', 'platform', 'server', 'public', 'assets', 'supabase',
  'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json',
];

function newestSourceChange() {
  let newest = 0;
  for (const entry of SOURCES) {
    const full = path.join(root, entry);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, encoding: 'utf8' }).map((f) => path.join(full, f))
      : [full];
    for (const file of files) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

const buildEnv = testBuildEnv();
// The environment the build was made with, beside it: a build made for another is not reused.
const stamp = path.join(root, distDir, 'TEST_BUILD_ENV');
const stampText = JSON.stringify({ ...buildEnv, NODE_ENV: 'production' });
const buildId = path.join(root, distDir, 'BUILD_ID');
if (existsSync(buildId) && statSync(buildId).mtimeMs > newestSourceChange()
  && existsSync(stamp) && readFileSync(stamp, 'utf8') === stampText) {
  console.log(`test-build: ${distDir} is newer than every source, reused`);
  process.exit(0);
}

const probe = path.join(root, '.data', `build-probe-${process.pid}`);
rmSync(probe, { recursive: true, force: true });
const built = spawnSync('npx', ['next', 'build'], {
  cwd: root,
  stdio: 'inherit',
  // NODE_ENV as `npm run build` has it: run from Vitest it is 'test', and next.config.ts would
  // then make a development Content-Security-Policy (no HSTS, 'unsafe-eval').
  env: {
    ...process.env, ...buildEnv, NODE_ENV: 'production', NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1',
    PGLITE_DATA_DIR: probe, DATABASE_URL: '',
  },
});
if (built.status !== 0) {
  console.error(`test-build: next build into ${distDir} failed`);
  process.exit(1);
}
if (existsSync(probe)) {
  rmSync(probe, { recursive: true, force: true });
  console.error('test-build: next build opened the database');
  process.exit(1);
}
writeFileSync(stamp, stampText);
