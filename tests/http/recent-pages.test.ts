// server/recent-pages.mjs sends a cached page Next sent in the last second again without Next.
// What a visitor would notice if it went wrong: an old page after a change was saved, a page
// meant for someone else (a cookie, a router payload), a page cut short or in an encoding they
// cannot read. A real HTTP server answers here the way server/start.mjs wires it, with a
// handler in Next's place that answers as Next does and counts how often it was asked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodedGet, type DecodedAnswer } from '../support/decoded-get';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { compress } from '@/server/compress.mjs';
import { answerRecentPage, RECENT_PAGE_MS } from '@/server/recent-pages.mjs';
import { clearMemoryCaches } from '@/platform/cache/memory-cache';

let server: http.Server;
let base: string;
let version = 1;
/** URL → how many times "Next" was asked for it. */
const asked = new Map<string, number>();
/** Set by a test: the x-nextjs-cache every answer carries. */
let cacheHeader: string | undefined;
/** Set by a test to run (and be waited for) while "Next" is between its headers and the end of the body. */
let whileSending: (() => unknown) | undefined;

function pageText(url: string): string {
  return `<html><body>${url} sürüm ${version} ${'içerik '.repeat(2000)}</body></html>`;
}

beforeAll(async () => {
  server = http.createServer((req, res) => compress(req, res, async () => {
    if (answerRecentPage(req, res)) return;
    const url = req.url ?? '';
    asked.set(url, (asked.get(url) ?? 0) + 1);
    const [path, query = ''] = url.split('?');
    const params = new URLSearchParams(query);
    res.statusCode = path === '/yok' ? 404 : 200;
    res.setHeader('content-type', path === '/api' ? 'application/json' : 'text/html; charset=utf-8');
    res.setHeader('cache-control', 's-maxage=30, stale-while-revalidate=31535970');
    res.setHeader('content-security-policy', "default-src 'self'");
    res.setHeader('x-nextjs-cache', cacheHeader ?? params.get('cache') ?? 'HIT');
    if (params.has('cookie')) res.setHeader('set-cookie', 'customer_session=abc; HttpOnly');
    const body = Buffer.from(pageText(url));
    // As Next sends a cached page: the headers, then the body in chunks.
    res.flushHeaders();
    res.write(body.subarray(0, 1000));
    await whileSending?.();
    res.end(body.subarray(1000));
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  vi.useRealTimers();
  whileSending = undefined;
  cacheHeader = undefined;
  clearMemoryCaches();
});

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<DecodedAnswer> {
  return decodedGet(`${base}${path}`, headers, method);
}

/** A path of its own for each test: what one test kept does not answer another. */
let pathCount = 0;
function freshPath(query = ''): string {
  pathCount += 1;
  return `/salon/${pathCount}${query}`;
}

describe('a cached page sent again without Next', () => {
  it('is the same page with the same headers, whole, in the encoding each visitor accepts', async () => {
    const path = freshPath();
    const first = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    for (const accept of ['gzip, deflate, br', 'gzip', '']) {
      const again = await get(path, { 'accept-encoding': accept });
      expect(again.status).toBe(200);
      expect(again.text).toBe(first.text);
      expect(again.headers['content-encoding']).toBe(accept === '' ? undefined : accept.startsWith('gzip, deflate, br') ? 'br' : 'gzip');
      for (const header of ['content-type', 'cache-control', 'content-security-policy', 'x-nextjs-cache']) {
        expect(again.headers[header]).toBe(first.headers[header]);
      }
    }
    expect(asked.get(path)).toBe(1);
  });

  it('shows a saved change to the very next visitor: a revalidation clears what was kept', async () => {
    const path = freshPath();
    expect((await get(path)).text).toContain(`sürüm ${version}`);
    version += 1;
    expect((await get(path)).text).not.toContain(`sürüm ${version}`); // within the second, unchanged
    clearMemoryCaches(); // what platform/cache/revalidate.ts and shared-cache.cjs do on every revalidation
    expect((await get(path)).text).toContain(`sürüm ${version}`);
    expect(asked.get(path)).toBe(2);
  });

  it('asks Next again once the page is a second old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const path = freshPath();
    await get(path);
    vi.setSystemTime(Date.now() + RECENT_PAGE_MS - 50);
    await get(path);
    expect(asked.get(path)).toBe(1);
    version += 1;
    vi.setSystemTime(Date.now() + 100);
    expect((await get(path)).text).toContain(`sürüm ${version}`);
    expect(asked.get(path)).toBe(2);
  });

  it('while Next is asked about a page a second old, sends the others the kept page instead of asking Next for each', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const path = freshPath();
    const old = (await get(path)).text;
    version += 1;
    vi.setSystemTime(Date.now() + RECENT_PAGE_MS + 1);
    let release!: () => void;
    let held!: () => void;
    const heldNow = new Promise<void>((resolve) => { held = resolve; });
    whileSending = () => { held(); return new Promise<void>((resolve) => { release = resolve; }); };
    const asking = get(path);
    await heldNow; // Next is sending its answer and has not finished
    whileSending = undefined;
    expect((await get(path)).text).toBe(old);
    expect((await get(path)).text).toBe(old);
    release();
    expect((await asking).text).toContain(`sürüm ${version}`);
    expect((await get(path)).text).toContain(`sürüm ${version}`);
    expect(asked.get(path)).toBe(2);
  });

  it('drops the kept page when Next answers it, a second later, with one not to keep', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const path = freshPath();
    await get(path);
    vi.setSystemTime(Date.now() + RECENT_PAGE_MS + 1);
    cacheHeader = 'MISS'; // rendered for this request, as after it left Next's cache
    await get(path);
    await get(path);
    expect(asked.get(path)).toBe(3);
  });

  it('sends a page Next is rendering again (STALE) without asking Next for each visitor meanwhile', async () => {
    const path = freshPath('?cache=STALE');
    const first = await get(path);
    expect((await get(path)).text).toBe(first.text);
    expect(asked.get(path)).toBe(1);
  });

  it('does not keep a page cleared while Next was still sending it', async () => {
    const path = freshPath();
    whileSending = clearMemoryCaches; // a write saved between the page's headers and its end
    await get(path);
    whileSending = undefined;
    await get(path);
    expect(asked.get(path)).toBe(2);
  });

  it('keeps each address apart: another query string is another page', async () => {
    const a = freshPath('?yorumSayfa=2');
    const b = a.replace('=2', '=3');
    expect((await get(a)).text).toContain(a);
    expect((await get(b)).text).toContain(b);
    expect((await get(a)).text).toContain(a);
    expect([asked.get(a), asked.get(b)]).toEqual([1, 1]);
  });

  it.each([
    ['a page Next rendered for this request (MISS)', '?cache=MISS', {}, 'GET'],
    ['an answer setting a cookie', '?cookie=1', {}, 'GET'],
    ["the client router's payload", '', { rsc: '1' }, 'GET'],
    ['a prefetch', '', { 'next-router-prefetch': '1' }, 'GET'],
    ['a HEAD request', '', {}, 'HEAD'],
    ['a POST (a server action)', '', {}, 'POST'],
  ] as const)('asks Next every time for %s', async (_name, query, headers, method) => {
    const path = freshPath(query);
    await get(path, headers, method);
    await get(path, headers, method);
    expect(asked.get(path)).toBe(2);
  });

  it('asks Next every time for a page that is not found or not HTML', async () => {
    for (const path of ['/yok', '/api']) {
      await get(path);
      await get(path);
      expect(asked.get(path)).toBe(2);
    }
  });
});
