// The real app as `npm start` runs it (server/start.mjs on a production build), for tests that
// need the whole server: its page cache, its error pages, its database pool. It runs the suite's
// one build (scripts/test-build.mjs), which the journeys' servers copy.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { testBuildEnv } from '@/scripts/test-build-env.mjs';
import { freePort } from './free-port';

export const root = path.resolve(import.meta.dirname, '../..');

/** Longer than any build here: a lock older than this was left by a runner that died. */
const BUILD_LOCK_STALE_MS = 20 * 60_000;

/**
 * The suite's one production build (scripts/test-build.mjs), made unless a fresh one is there.
 * Several test files need it and Vitest runs two at a time: one builds while the other waits
 * on a lock folder (mkdir is atomic), then finds the build fresh. Two `next build`s into one
 * folder at once fail.
 */
export function ensureBuild(distDir = '.next-test'): void {
  const lock = path.join(root, `${distDir}-build-lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > BUILD_LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000); // the build runs in another process
    }
  }
  try {
    const built = spawnSync(process.execPath, ['scripts/test-build.mjs', distDir], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`scripts/test-build.mjs into ${distDir} failed`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A copy of the build `from` in `to` without its caches, as another machine would have it; with
 * `buildId`, as another build (a rolling deploy's other version) of the same sources.
 */
export function copyBuild(from: string, to: string, buildId?: string): void {
  rmSync(path.join(root, to), { recursive: true, force: true });
  cpSync(path.join(root, from), path.join(root, to), {
    recursive: true,
    filter: (source) => !source.startsWith(path.join(root, from, 'cache')) && !source.includes(`${path.sep}route-cache`),
  });
  if (buildId) writeFileSync(path.join(root, to, 'BUILD_ID'), buildId);
}

export interface AppServer {
  url: string;
  process: ChildProcess;
  /** The server's last output (it logs every failed query): printed when a test fails. */
  output(): string;
  stop(): Promise<void>;
}

const OUTPUT_KEPT = 64 * 1024;

/** Starts server/start.mjs on `distDir` with an empty page cache; resolves once it answers. */
export async function startAppServer(distDir: string, env: Record<string, string>): Promise<AppServer> {
  rmSync(path.join(root, distDir, 'cache'), { recursive: true, force: true });
  rmSync(path.join(root, distDir, 'server', 'route-cache'), { recursive: true, force: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env, ...testBuildEnv(), NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', SITE_URL: url, PORT: String(port), HOSTNAME: '127.0.0.1', ...env,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => { output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT); };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`server/start.mjs exited with ${child.exitCode}:\n${output}`);
    const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (up) return { url, process: child, output: () => output, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('server/start.mjs did not answer within 60 s');
}
