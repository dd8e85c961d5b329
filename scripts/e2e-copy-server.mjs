// The journeys' app servers: each runs a copy of the suite's one production build
// (scripts/test-build.mjs; without its cache, which holds pages rendered from another
// database) on a database of its own, so a group of journeys that changes what others read (the back-office changes the
// landing, plans, salons) runs beside them instead of after them, and one failing group cannot
// keep another from running (issue 36). Started by playwright.config.ts once the build is there.
// With PGLITE_DATA_DIR the embedded database there starts empty and the server creates it as
// `npm start` does; otherwise it creates a fresh database E2E_DATABASE_NAME on the PostgreSQL
// server at TEST_DATABASE_URL and migrates and seeds it. Stopping this process stops that server.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';

const { TEST_DATABASE_URL, E2E_SOURCE_DIST_DIR, NEXT_DIST_DIR, E2E_DATABASE_NAME, PGLITE_DATA_DIR, UPLOAD_DIR } = process.env;
if (!E2E_SOURCE_DIST_DIR || !NEXT_DIST_DIR || !UPLOAD_DIR || !(PGLITE_DATA_DIR || (TEST_DATABASE_URL && E2E_DATABASE_NAME))) {
  console.error('e2e-copy-server: E2E_SOURCE_DIST_DIR, NEXT_DIST_DIR, UPLOAD_DIR and either PGLITE_DATA_DIR or TEST_DATABASE_URL with E2E_DATABASE_NAME are required');
  process.exit(1);
}
if (!existsSync(path.join(E2E_SOURCE_DIST_DIR, 'BUILD_ID'))) throw new Error(`no build in ${E2E_SOURCE_DIST_DIR}`);

rmSync(NEXT_DIST_DIR, { recursive: true, force: true });
rmSync(UPLOAD_DIR, { recursive: true, force: true });
cpSync(E2E_SOURCE_DIST_DIR, NEXT_DIST_DIR, {
  recursive: true,
  filter: (source) => !source.startsWith(path.join(E2E_SOURCE_DIST_DIR, 'cache')) && !source.includes(`${path.sep}route-cache`),
});

const env = { ...process.env };
if (PGLITE_DATA_DIR) {
  delete env.DATABASE_URL;
  rmSync(PGLITE_DATA_DIR, { recursive: true, force: true });
} else {
  if (!/^[a-z0-9_]+$/.test(E2E_DATABASE_NAME)) throw new Error('E2E_DATABASE_NAME: lower-case letters, digits and _ only');
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${E2E_DATABASE_NAME} with (force)`);
  await admin.unsafe(`create database ${E2E_DATABASE_NAME}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${E2E_DATABASE_NAME}`;
  // A server on DATABASE_URL does not create its schema (README "Deploy"): migrate and seed first.
  env.DATABASE_URL = url.toString();
  const seeded = spawnSync('npx', ['tsx', 'scripts/db-seed.ts'], { stdio: 'inherit', env }); // db:seed migrates first
  if (seeded.status !== 0) throw new Error('scripts/db-seed.ts failed');
}

const server = spawn(process.execPath, ['server/start.mjs'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
