// server/compress.mjs compresses every response for a client that accepts it and keeps each
// cached page's compressed form while Next sends the same bytes. What a visitor would notice
// if it went wrong: a page they cannot decode (an encoding they did not ask for, a wrong
// length), or an old version of a page after it changed. A real HTTP server answers here the
// way Next does (a cached page marked `x-nextjs-cache: HIT`, sent in chunks).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodedGet, type DecodedAnswer } from '../support/decoded-get';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { compress, KEPT_BYTES_LIMIT, keptSize } from '@/server/compress.mjs';

let server: http.Server;
let base: string;
let page = 'ilk sürüm '.repeat(3000); // Turkish text, as our pages are: about 33 KB
const sitemap = `<urlset>${'<url><loc>https://salonrandevu.com/salon/x</loc></url>'.repeat(100)}</urlset>`;
const bigPage = randomBytes(1024 * 1024).toString('base64'); // 1.3 MB that hardly compresses

beforeAll(async () => {
  server = http.createServer((req, res) => compress(req, res, () => {
    if (req.url?.startsWith('/big/')) {
      res.setHeader('content-type', 'text/html');
      res.setHeader('x-nextjs-cache', 'HIT');
      return void res.end(bigPage);
    }
    if (req.url?.startsWith('/cached')) {
      res.statusCode = 200;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('x-nextjs-cache', req.url.includes('stale') ? 'STALE' : 'HIT');
      const body = Buffer.from(page);
      // Next sends the headers first, then the body in chunks; a plain end() must work too.
      if (req.url.includes('whole')) return void res.end(body);
      res.flushHeaders();
      res.write(body.subarray(0, 1000));
      res.end(body.subarray(1000));
      return;
    }
    if (req.url === '/sitemap.xml') {
      res.setHeader('content-type', ['application/xml']); // as Next's route handlers set it
      return void res.end(sitemap);
    }
    // A rendered page, streamed as Next streams one.
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.write('<p>başlık</p>');
    setTimeout(() => res.end('<p>içerik</p>'.repeat(500)), 10);
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<DecodedAnswer> {
  return decodedGet(`${base}${path}`, headers, method);
}

describe('compressed responses', () => {
  it('sends a cached page in the encoding the browser prefers, whole', async () => {
    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ] as const) {
      const answer = await get('/cached', { 'accept-encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.encoding).toBe(expected);
      expect(answer.text).toBe(page);
      if (expected) expect(answer.raw.length).toBeLessThan(Buffer.byteLength(page) / 10);
      expect((await get('/cached-whole', { 'accept-encoding': accept })).text).toBe(page);
    }
  });

  it('sends the new version of a page as soon as its bytes change, never the kept old one', async () => {
    await get('/cached', { 'accept-encoding': 'br' });
    await get('/cached?x=1', { 'accept-encoding': 'gzip' });
    page = 'ikinci sürüm '.repeat(3000);
    expect((await get('/cached', { 'accept-encoding': 'br' })).text).toBe(page);
    expect((await get('/cached', { 'accept-encoding': 'gzip' })).text).toBe(page);
    page = 'ilk sürüm '.repeat(3000);
    expect((await get('/cached', { 'accept-encoding': 'br' })).text).toBe(page);
  });

  it('answers each of many simultaneous visitors in the encoding they asked for', async () => {
    const accepts = ['br', 'gzip', '', 'gzip, br', 'identity'];
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => get(i % 3 ? '/cached' : '/cached-stale', { 'accept-encoding': accepts[i % accepts.length] })));
    answers.forEach((answer, i) => {
      const accept = accepts[i % accepts.length];
      expect(answer.encoding).toBe(accept.includes('br') ? 'br' : accept.includes('gzip') ? 'gzip' : undefined);
      expect(answer.text).toBe(page);
    });
  });

  it('still compresses responses that are not cached pages, as they stream', async () => {
    const answer = await get('/rendered', { 'accept-encoding': 'gzip' });
    expect(answer.encoding).toBe('gzip');
    expect(answer.text).toBe(`<p>başlık</p>${'<p>içerik</p>'.repeat(500)}`);
  });

  it('compresses a route handler\'s answer too (the sitemap)', async () => {
    const answer = await get('/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(answer.encoding).toBe('gzip');
    expect(answer.text).toBe(sitemap);
  });

  it('answers the client router\'s requests and HEAD requests correctly too', async () => {
    const rsc = await get('/cached', { 'accept-encoding': 'br', rsc: '1' });
    expect(rsc.text).toBe(page);
    const head = await get('/cached', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
  });

  it('keeps at most its memory limit of pages, dropping the least recently sent', async () => {
    const pages = Math.ceil(KEPT_BYTES_LIMIT / bigPage.length) + 5;
    for (let i = 0; i < pages; i++) {
      expect((await get(`/big/${i}`, { 'accept-encoding': 'gzip' })).text).toBe(bigPage);
    }
    const size = keptSize();
    expect(size.bytes).toBeLessThanOrEqual(KEPT_BYTES_LIMIT);
    expect(size.pages).toBeLessThan(pages);
    expect(size.pages).toBeGreaterThan(5);
  });
});
