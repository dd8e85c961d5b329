// The real app as `npm start` runs it (server/start.mjs on a production build), for tests that
// need the whole server: its page cache, its error pages, its database pool. The build goes to a
// folder of its own and is reused while no source file is newer than it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port';

export const root = path.resolve(import.meta.dirname, '../..');

const SOURCES = ['app', 'components', 'hooks', 'lib', 'server', 'public', 'supabase', 'proxy.ts', 'next.config.ts', 'instrumentation.ts', 'package-lock.json'];

function newestSourceChange(): number {
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

/** Builds the app into `distDir` (relative to the project) unless a build newer than every source is there. */
export function ensureBuild(distDir: string): void {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (existsSync(buildId) && statSync(buildId).mtimeMs > newestSourceChange()) return;
  const built = spawnSync('npx', ['next', 'build'], {
    cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) throw new Error(`next build into ${distDir} failed`);
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
      ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', SITE_URL: url, PORT: String(port), HOSTNAME: '127.0.0.1', ...env,
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
