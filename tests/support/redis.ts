// A real redis-server of a test's own (Debian's package, installed by .ci/run when missing): on
// a free port, in a temporary folder, without persistence, so it neither meets a Redis the
// machine runs on 6379 nor leaves anything behind. A test may stop it and start it again (an
// outage); it comes back empty, as a Redis without persistence does after a restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** Why no redis-server can be started here, or null when it can. */
export function redisUnavailableReason(): string | null {
  return existsSync(REDIS_SERVER) ? null : `no ${REDIS_SERVER} (Debian package redis-server; .ci/run installs it)`;
}

export interface RedisServer {
  url: string;
  /** Stops the server at once (SIGKILL), as a crash would: clients see their connections drop. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open and nothing answers, as a Redis that hangs. */
  pause(): void;
  resume(): void;
  destroy(): Promise<void>;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.setTimeout(500, () => { socket.destroy(); resolve(false); });
    socket.once('data', (data) => { socket.destroy(); resolve(data.toString().startsWith('+PONG')); });
    socket.once('error', () => resolve(false));
  });
}

export async function startRedis(): Promise<RedisServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-redis-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  let output = '';

  async function start(): Promise<void> {
    child = spawn(REDIS_SERVER, [
      '--port', String(port), '--bind', '127.0.0.1', '--dir', dir,
      '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--protected-mode', 'yes',
    ], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => { output = (output + chunk.toString()).slice(-8192); });
    child.stderr?.on('data', (chunk: Buffer) => { output = (output + chunk.toString()).slice(-8192); });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) break;
      if (await answers(port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`redis-server did not answer on port ${port}:\n${output}`);
  }

  async function stop(): Promise<void> {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    pause: () => { child?.kill('SIGSTOP'); },
    resume: () => { child?.kill('SIGCONT'); },
    async destroy() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
