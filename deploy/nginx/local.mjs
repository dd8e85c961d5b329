// Runs the cache tier (deploy/nginx/salon.conf.template) on this machine, confined to a
// temporary prefix folder on a free port, for the tests (tests/http/nginx-*.test.ts) and the
// bench (scripts/bench/nginx.ts). A system nginx (Debian's package starts one on port 80) is
// neither used nor disturbed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderStandaloneConfig } from './render.mjs';

export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';

/**
 * Starts nginx in front of `upstreams` (host:port) and resolves once it accepts connections.
 * @param {Omit<Parameters<typeof renderStandaloneConfig>[1], 'listen'>} options
 */
export async function startNginx(options) {
  if (!existsSync(NGINX_PATH)) throw new Error(`nginx is not installed at ${NGINX_PATH} (Debian: apt-get install nginx-light)`);
  const prefix = mkdtempSync(path.join(tmpdir(), 'salon-nginx-'));
  mkdirSync(path.join(prefix, 'temp'));
  const port = await freePort();
  const configFile = path.join(prefix, 'nginx.conf');
  try {
    writeFileSync(configFile, renderStandaloneConfig(prefix, { ...options, listen: `127.0.0.1:${port}` }));
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  const errorLog = path.join(prefix, 'error.log');
  const child = spawn(NGINX_PATH, ['-p', prefix, '-c', configFile, '-e', errorLog, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
  const stop = () => new Promise((resolve) => {
    const done = () => { rmSync(prefix, { recursive: true, force: true }); resolve(); };
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGQUIT'); // nginx's graceful stop: open requests finish
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) {
      const message = `nginx exited with ${child.exitCode}:\n${output}${read(errorLog)}`;
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(message);
    }
    if (await accepts(port)) {
      return {
        url: `http://127.0.0.1:${port}`,
        prefix,
        /** The access log's lines so far (format salon_upstream: cache= and upstream= fields). */
        accessLog: () => read(path.join(prefix, 'access.log')).split('\n').filter(Boolean),
        errorLog: () => `${output}${read(errorLog)}`,
        stop,
      };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop();
  throw new Error(`nginx did not listen on ${port} within 5 s`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}
