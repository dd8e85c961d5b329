// Several app servers behind the cache tier (deploy/nginx/salon.conf.template): nginx spreads
// requests over them, and when one stops, visitors keep being answered by the other (passive
// failure detection: nginx has no active checks; a load balancer's uses /api/ready). Real
// nginx and two real app servers (server/start.mjs on the suite's build), each on an embedded
// database of its own: which server answered is read from nginx's access log, as an operator
// would. /api/health is asked because nginx never caches it: every request reaches a server.
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startNginx, type LocalNginx } from '@/deploy/nginx/local.mjs';
import { copyBuild, ensureBuild } from '../support/app-server';
import { startEmbeddedApp, type EmbeddedApp } from '../support/embedded-app';

const DIST_DIR = process.env.NGINX_TEST_DIST_DIR ?? '.next-test';
/** Each server its own copy, as on two machines: starting one empties its build folder's caches,
 * which must not touch another test file's server on the suite's build. */
const COPIES = ['.next-test-nginx-a', '.next-test-nginx-b'] as const;

/**
 * The app servers that answered each logged request to `path` ("upstream=a", or "upstream=a, b"
 * after a retry), once at least `count` are logged: nginx writes a line just after answering.
 */
async function answeredBy(nginx: LocalNginx, path: string, count: number): Promise<string[][]> {
  const read = () => nginx.accessLog()
    .filter((line) => line.includes(`"GET ${path} HTTP/1.1"`))
    .map((line) => /upstream=(.*?) upstream_status=/.exec(line)![1].split(', '));
  const deadline = Date.now() + 5000;
  while (read().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return read();
}

describe('nginx in front of two app servers', () => {
  let a: EmbeddedApp;
  let b: EmbeddedApp;
  let nginx: LocalNginx;

  beforeAll(async () => {
    if (!process.env.NGINX_TEST_DIST_DIR) ensureBuild(DIST_DIR);
    for (const copy of COPIES) copyBuild(DIST_DIR, copy);
    [a, b] = [await startEmbeddedApp(COPIES[0]), await startEmbeddedApp(COPIES[1])];
    nginx = await startNginx({ upstreams: [a.hostPort, b.hostPort] });
  }, 600_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('spreads requests over both servers', async () => {
    onTestFailed(() => console.error(`nginx:\n${nginx.accessLog().join('\n')}\n${nginx.errorLog()}`));
    for (let i = 0; i < 10; i++) expect((await fetch(`${nginx.url}/api/health`)).status).toBe(200);
    const servers = (await answeredBy(nginx, '/api/health', 10)).map((tried) => tried.at(-1));
    expect(servers).toHaveLength(10);
    expect(servers.filter((s) => s === a.hostPort).length).toBeGreaterThanOrEqual(3);
    expect(servers.filter((s) => s === b.hostPort).length).toBeGreaterThanOrEqual(3);
  });

  it('routes around a stopped server: every visitor is answered, by the one left', async () => {
    onTestFailed(() => console.error(`nginx:\n${nginx.accessLog().join('\n')}\n${nginx.errorLog()}`));
    await b.stop();
    const logged = (await answeredBy(nginx, '/api/health', 10)).length;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await fetch(`${nginx.url}/api/health`)).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const tried = (await answeredBy(nginx, '/api/health', logged + 10)).slice(logged);
    expect(tried).toHaveLength(10);
    // Each answer came from the server left; the stopped one was tried at most max_fails (2)
    // times, each retried on the other at once, then left out.
    for (const servers of tried) expect(servers.at(-1)).toBe(a.hostPort);
    expect(tried.filter((servers) => servers.includes(b.hostPort)).length).toBeLessThanOrEqual(2);
  });
});
