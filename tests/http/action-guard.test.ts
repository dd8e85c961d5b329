// server/action-guard.mjs over real HTTP: malformed server-action requests get a Turkish 4xx
// before Next, and a well-formed one reaches the handler with its body intact (replayed).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT, guardServerAction, MESSAGES } from '@/server/action-guard.mjs';

let server: http.Server;
let port: number;

beforeAll(async () => {
  // Stands in for Next: echoes the body it could read from the request it was handed.
  server = http.createServer((req, res) => guardServerAction(req, res, async (request) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    res.setHeader('content-type', 'text/plain');
    res.end(`handled:${request.method}:${request.url}:${Buffer.concat(chunks).toString('utf8')}`);
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** `headers` override the action's; an empty value leaves the header out. */
function post(body: Buffer | string, headers: Record<string, string> = {}, chunked = false): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1', port, path: '/panel/hesap', method: 'POST',
      headers: Object.fromEntries(Object.entries({
        'next-action': '7f00', origin: `http://127.0.0.1:${port}`, 'content-type': 'text/plain;charset=UTF-8',
        ...(chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }), ...headers,
      }).filter(([, value]) => value !== '')),
    }, (res) => {
      let text = '';
      res.on('data', (c) => { text += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('server-action guard', () => {
  it('hands a well-formed action to the app with its body, and leaves other requests alone', async () => {
    const valid = await post('[{"ad":"Ayşe"}]');
    expect(valid).toEqual({ status: 200, body: 'handled:POST:/panel/hesap:[{"ad":"Ayşe"}]' });
    const form = '--xx\r\nContent-Disposition: form-data; name="1_ad"\r\n\r\nAyşe\r\n--xx--\r\n';
    expect((await post(form, { 'content-type': 'multipart/form-data; boundary=xx' })).status).toBe(200);
    expect(await post('not an action', { 'next-action': '' })).toEqual({ status: 200, body: 'handled:POST:/panel/hesap:not an action' });
  });

  it.each([
    ['a body that is not JSON', 'not json{', 400, MESSAGES.malformed],
    ['an empty body', '', 400, MESSAGES.malformed],
    ['the JSON null', 'null', 400, MESSAGES.malformed],
    ['JSON that is not an array of arguments', '{"ad":"Ayşe"}', 400, MESSAGES.malformed],
    ['invalid UTF-8', Buffer.from([0x5b, 0x22, 0xff, 0xfe, 0x22, 0x5d]), 400, MESSAGES.malformed],
    ['JSON nested 5,000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`, 400, MESSAGES.malformed],
    ['a cut-off multipart form', '--xx\r\nContent-Disposition: form-data; name="1"\r\n\r\n[]', 400, MESSAGES.malformed],
  ])('answers %s with 400 and a Turkish message', async (_name, body, status, message) => {
    const headers: Record<string, string> = String(body).startsWith('--xx') ? { 'content-type': 'multipart/form-data; boundary=xx' } : {};
    const res = await post(body as string, headers);
    expect(res.status).toBe(status);
    expect(JSON.parse(res.body)).toEqual({ error: message });
  });

  it('refuses a body over the limit with 413, declared or chunked', async () => {
    const big = 'a'.repeat(BODY_LIMIT + 1);
    for (const chunked of [false, true]) {
      const res = await post(big, {}, chunked);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({ error: MESSAGES.tooLarge });
    }
  });

  it('refuses a foreign or garbled Origin with 403', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:1']) {
      const res = await post('[]', { origin });
      expect(res.status, origin).toBe(403);
      expect(JSON.parse(res.body)).toEqual({ error: MESSAGES.foreignOrigin });
    }
  });
});
