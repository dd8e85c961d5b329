// The cache tier in front (deploy/nginx/salon.conf.template, issue 34): a cached public page
// (the salon page, as a browser asks for it: Accept-Encoding: br) through nginx, against the
// same page's bytes precompressed and served as a static file by the same nginx, in the same
// run, slices alternating (load.ts). What is left of the ratio is what the micro-cache costs
// beside serving a file: its key, its lookup, the headers kept with the copy, and a renewal
// from the app every few seconds. Target ≥ 0.5×.
import { request } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startNginx } from '../../deploy/nginx/local.mjs';
import type { Check } from './checks';
import { compareWithBaseline } from './load';

const BROWSER = { accept: 'text/html', 'accept-encoding': 'br' };
/** Where the static copy is served; the file is written into nginx's prefix folder. */
const STATIC_PATH = '/bench-static/salon.html';

export interface NginxBenchResult {
  path: string;
  brotliKb: number;
  cachedRequestsPerSecond: number;
  staticRequestsPerSecond: number;
  /** Cached page through nginx ÷ the static file, requests per second. */
  ratio: number;
  sliceRatios: number[];
  p99Ms: { cached: number; static: number };
  /** Cache statuses of a sample of the cached page's answers during the run. */
  cacheStatuses: Record<string, number>;
}

export async function runNginxBench({ appUrl, salonId, durationSeconds, connections, rounds }: {
  appUrl: string; salonId: string; durationSeconds: number; connections: number; rounds: number;
}): Promise<{ results: NginxBenchResult; checks: Check[] }> {
  const pagePath = `/salon/${salonId}`;
  // Static side: the page's own Brotli bytes, as the app sends them, with the headers a
  // precompressed file gets (nginx-light has no brotli_static: the encoding is stated).
  const brotli = await rawBody(new URL(pagePath, appUrl), BROWSER);
  const nginx = await startNginx({
    upstreams: [new URL(appUrl).host],
    extraLocations: `    location = ${STATIC_PATH} {\n        default_type "text/html; charset=utf-8";\n        add_header Content-Encoding br;\n        add_header Vary Accept-Encoding;\n    }\n`,
  });
  try {
    // The location's root is the prefix's html/ folder (nginx -p): the file goes there.
    const file = path.join(nginx.prefix, 'html', STATIC_PATH);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, brotli.body);
    const cachedUrl = new URL(pagePath, nginx.url);
    const staticUrl = new URL(STATIC_PATH, nginx.url);
    for (const url of [cachedUrl, cachedUrl, staticUrl]) {
      const warm = await rawBody(url, BROWSER);
      if (warm.status !== 200 || warm.encoding !== 'br') throw new Error(`${url} answered ${warm.status} (${warm.encoding}) while warming up`);
    }
    console.log(`  ${pagePath} through nginx beside the same bytes as a static file: ${durationSeconds} s in ${rounds} slices, ${connections} connections...`);
    const sampling = sampleCacheStatuses(cachedUrl);
    const c = await compareWithBaseline(cachedUrl, staticUrl, { rounds, durationSeconds, connections, headers: BROWSER });
    const cacheStatuses = await sampling.stop();
    const results: NginxBenchResult = {
      path: pagePath,
      brotliKb: brotli.body.length / 1024,
      cachedRequestsPerSecond: c.measured.requestsPerSecond,
      staticRequestsPerSecond: c.baseline.requestsPerSecond,
      ratio: c.ratio,
      sliceRatios: c.sliceRatios,
      p99Ms: { cached: c.measured.p99Ms, static: c.baseline.p99Ms },
      cacheStatuses,
    };
    console.table([{
      page: `${pagePath} (br, ${results.brotliKb.toFixed(1)} KB)`,
      'nginx cache req/s': results.cachedRequestsPerSecond.toFixed(0),
      'static file req/s': results.staticRequestsPerSecond.toFixed(0),
      ratio: `${results.ratio.toFixed(2)}×`,
      'each slice': results.sliceRatios.map((x) => x.toFixed(2)).join(' '),
      'cache statuses': JSON.stringify(cacheStatuses),
    }]);
    const errors = c.measured.non2xx + c.measured.errors + c.baseline.non2xx + c.baseline.errors;
    return {
      results,
      checks: [
        { name: 'nginx cached salon page (br) req/s vs static file', value: results.ratio, target: '≥ 0.5', ok: results.ratio >= 0.5 },
        ...(errors > 0 ? [{ name: 'nginx bench errors', value: errors, target: '0', ok: false }] : []),
      ],
    };
  } finally {
    await nginx.stop();
  }
}

/** One request every 200 ms during the load, its X-Cache-Status counted: HIT most of the time. */
function sampleCacheStatuses(url: URL): { stop(): Promise<Record<string, number>> } {
  const counts: Record<string, number> = {};
  let running = true;
  const loop = (async () => {
    while (running) {
      const answer = await rawBody(url, BROWSER).catch(() => null);
      const status = answer?.cacheStatus ?? 'error';
      counts[status] = (counts[status] ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  return { stop: async () => { running = false; await loop; return counts; } };
}

/** The body's bytes as sent (fetch() would decode them). */
function rawBody(url: URL, headers: Record<string, string>): Promise<{ status: number; encoding: string; cacheStatus: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({
        status: res.statusCode ?? 0,
        encoding: String(res.headers['content-encoding'] ?? 'none'),
        cacheStatus: String(res.headers['x-cache-status'] ?? 'none'),
        body: Buffer.concat(chunks),
      }));
      res.on('error', reject);
    }).on('error', reject).end();
  });
}
