// A database of a test's own on the PostgreSQL server at TEST_DATABASE_URL, migrated and seeded
// with the demo data (scripts/db-seed.ts) as a real app server finds it, for tests that run
// several app servers on one database; dropped afterwards.
import { execFileSync } from 'node:child_process';
import postgres from 'postgres';
import { root } from './app-server';

export interface SeededDatabase {
  url: string;
  drop(): Promise<void>;
}

/** `env`: what the seed reads besides DATABASE_URL (ADMIN_EMAIL and ADMIN_PASSWORD make the first admin). */
export async function createSeededDatabase(name: string, env: Record<string, string> = {}): Promise<SeededDatabase> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error('database name: lower-case letters, digits and _ only');
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('TEST_DATABASE_URL is not set');
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  execFileSync('npx', ['tsx', 'scripts/db-seed.ts'], { cwd: root, stdio: 'ignore', env: { ...process.env, ...env, DATABASE_URL: url.toString() } });
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end({ timeout: 1 });
    },
  };
}
