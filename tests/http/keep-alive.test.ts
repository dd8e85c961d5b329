// server/keep-alive.mjs: a client that keeps its connection idle for longer than Node's default
// 5 s (a proxy in front of the app does, and so does Playwright's request context) can send
// its next request on the same connection: the server has not closed it under the client. With
// Node's default, the server closes it after 5 s, and a request sent at that moment fails with
// ECONNRESET (a 502 at a proxy).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { keepConnectionsAlive } from '@/server/keep-alive.mjs';

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((_req, res) => res.end('tamam'));
  keepConnectionsAlive(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** GET / through `agent`; resolves with the body and the client port of the connection used. */
function get(agent: http.Agent): Promise<{ body: string; port: number | undefined }> {
  return new Promise((resolve, reject) => {
    http.get(`${base}/`, { agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => { body += String(chunk); });
      res.on('end', () => resolve({ body, port: res.socket?.localPort }));
    }).on('error', reject);
  });
}

it('answers a request sent on a connection left idle past Node\'s 5 s default', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(agent);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const second = await get(agent);
    expect(second.body).toBe('tamam');
    expect(second.port).toBe(first.port); // the same connection, still open
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout); // as Node requires
  } finally {
    agent.destroy();
  }
}, 15_000);
