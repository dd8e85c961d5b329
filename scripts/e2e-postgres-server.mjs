// The journeys' second app server, on PostgreSQL (TEST_DATABASE_URL) instead of the embedded
// database: the panel journey runs on both engines. Started by playwright.config.ts after the
// first server, whose production build it copies (without its cache, which holds pages rendered
// from the other database) into a folder of its own; it creates a fresh database on the
// server, migrates and seeds it, then runs `npm start`'s server on it. Stopping this process stops that server.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';

const { TEST_DATABASE_URL, E2E_SOURCE_DIST_DIR, NEXT_DIST_DIR, E2E_DATABASE_NAME } = process.env;
if (!TEST_DATABASE_URL || !E2E_SOURCE_DIST_DIR || !NEXT_DIST_DIR || !E2E_DATABASE_NAME) {
  console.error('e2e-postgres-server: TEST_DATABASE_URL, E2E_SOURCE_DIST_DIR, NEXT_DIST_DIR and E2E_DATABASE_NAME are required');
  process.exit(1);
}
if (!/^[a-z0-9_]+$/.test(E2E_DATABASE_NAME)) throw new Error('E2E_DATABASE_NAME: lower-case letters, digits and _ only');
if (!existsSync(path.join(E2E_SOURCE_DIST_DIR, 'BUILD_ID'))) throw new Error(`no build in ${E2E_SOURCE_DIST_DIR}`);

rmSync(NEXT_DIST_DIR, { recursive: true, force: true });
cpSync(E2E_SOURCE_DIST_DIR, NEXT_DIST_DIR, {
  recursive: true,
  filter: (source) => !source.startsWith(path.join(E2E_SOURCE_DIST_DIR, 'cache')) && !source.includes(`${path.sep}route-cache`),
});

const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${E2E_DATABASE_NAME} with (force)`);
await admin.unsafe(`create database ${E2E_DATABASE_NAME}`);
await admin.end();
const url = new URL(TEST_DATABASE_URL);
url.pathname = `/${E2E_DATABASE_NAME}`;

// A server on DATABASE_URL does not create its schema (README "Deploy"): migrate and seed first.
const env = { ...process.env, DATABASE_URL: url.toString() };
const seeded = spawnSync('npx', ['tsx', 'scripts/db-seed.ts'], { stdio: 'inherit', env }); // db:seed migrates first
if (seeded.status !== 0) throw new Error('scripts/db-seed.ts failed');

const server = spawn(process.execPath, ['server/start.mjs'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
